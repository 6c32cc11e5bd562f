CREATE TABLE "mentor_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"idea_id" integer NOT NULL,
	"challenge_id" integer NOT NULL,
	"mentor_id" integer NOT NULL,
	"what_i_like" text NOT NULL,
	"what_could_improve" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentoring_rates" (
	"comment_id" integer NOT NULL,
	"rater_id" integer NOT NULL,
	"value" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentoring_rates_comment_id_rater_id_pk" PRIMARY KEY("comment_id","rater_id"),
	CONSTRAINT "mentoring_rates_value" CHECK ("mentoring_rates"."value" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "mentor_comments" ADD CONSTRAINT "mentor_comments_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_comments" ADD CONSTRAINT "mentor_comments_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentor_comments" ADD CONSTRAINT "mentor_comments_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_rates" ADD CONSTRAINT "mentoring_rates_comment_id_mentor_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."mentor_comments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_rates" ADD CONSTRAINT "mentoring_rates_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mentor_comments_idea_mentor" ON "mentor_comments" USING btree ("idea_id","mentor_id");--> statement-breakpoint
CREATE INDEX "mentor_comments_challenge" ON "mentor_comments" USING btree ("challenge_id");--> statement-breakpoint
CREATE INDEX "mentor_comments_mentor" ON "mentor_comments" USING btree ("mentor_id");--> statement-breakpoint
CREATE INDEX "mentoring_rates_rater" ON "mentoring_rates" USING btree ("rater_id");