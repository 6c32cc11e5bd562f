CREATE TABLE "assumption_challenge_ratings" (
	"assumption_challenge_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"value" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assumption_challenge_ratings_assumption_challenge_id_user_id_pk" PRIMARY KEY("assumption_challenge_id","user_id"),
	CONSTRAINT "assumption_challenge_ratings_value" CHECK ("assumption_challenge_ratings"."value" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "assumption_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"challenge_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"assumption" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assumption_challenges_assumption" CHECK ("assumption_challenges"."assumption" in ('what', 'who', 'why'))
);
--> statement-breakpoint
CREATE TABLE "challenge_ratings" (
	"challenge_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"value" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_ratings_challenge_id_user_id_pk" PRIMARY KEY("challenge_id","user_id"),
	CONSTRAINT "challenge_ratings_value" CHECK ("challenge_ratings"."value" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"to_user_id" integer,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "assumption_challenge_ratings" ADD CONSTRAINT "assumption_challenge_ratings_assumption_challenge_id_assumption_challenges_id_fk" FOREIGN KEY ("assumption_challenge_id") REFERENCES "public"."assumption_challenges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assumption_challenge_ratings" ADD CONSTRAINT "assumption_challenge_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assumption_challenges" ADD CONSTRAINT "assumption_challenges_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assumption_challenges" ADD CONSTRAINT "assumption_challenges_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_ratings" ADD CONSTRAINT "challenge_ratings_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_ratings" ADD CONSTRAINT "challenge_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assumption_challenges_once" ON "assumption_challenges" USING btree ("challenge_id","author_id","assumption");--> statement-breakpoint
CREATE INDEX "assumption_challenges_author" ON "assumption_challenges" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "email_outbox_unsent" ON "email_outbox" USING btree ("created_at") WHERE "email_outbox"."sent_at" is null;