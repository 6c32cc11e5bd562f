CREATE TABLE "catalyst_picks" (
	"challenge_id" integer NOT NULL,
	"place" integer NOT NULL,
	"idea_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalyst_picks_challenge_id_place_pk" PRIMARY KEY("challenge_id","place"),
	CONSTRAINT "catalyst_picks_place" CHECK ("catalyst_picks"."place" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "catalyst_update" text;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "catalyst_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prize_awards" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prize_awards" ADD COLUMN "decline_feedback" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trust_score" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalyst_picks" ADD CONSTRAINT "catalyst_picks_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalyst_picks" ADD CONSTRAINT "catalyst_picks_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalyst_picks_challenge_idea" ON "catalyst_picks" USING btree ("challenge_id","idea_id");