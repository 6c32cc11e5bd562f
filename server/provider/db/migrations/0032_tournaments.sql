CREATE TABLE "fair_play_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"olympiad_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"neurons" numeric(14, 3) NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fair_play_flags_kind" CHECK ("fair_play_flags"."kind" in ('rating_ring', 'shared_fingerprint', 'flat_rater')),
	CONSTRAINT "fair_play_flags_state" CHECK ("fair_play_flags"."state" in ('held', 'released', 'reversed'))
);
--> statement-breakpoint
CREATE TABLE "olympiad_results" (
	"olympiad_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"position" integer NOT NULL,
	"neurons" numeric(14, 3) NOT NULL,
	"prize_cents" integer DEFAULT 0 NOT NULL,
	"held" boolean DEFAULT false NOT NULL,
	"paid_transaction_id" bigint,
	CONSTRAINT "olympiad_results_olympiad_id_user_id_pk" PRIMARY KEY("olympiad_id","user_id"),
	CONSTRAINT "olympiad_results_prize_not_negative" CHECK ("olympiad_results"."prize_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "olympiads" ADD COLUMN "state" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "olympiads" ADD COLUMN "races" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "olympiads" ADD COLUMN "director_id" integer;--> statement-breakpoint
ALTER TABLE "olympiads" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "olympiads" ADD COLUMN "profanity_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "olympiads" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "olympiads" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fair_play_flags" ADD CONSTRAINT "fair_play_flags_olympiad_id_olympiads_id_fk" FOREIGN KEY ("olympiad_id") REFERENCES "public"."olympiads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_play_flags" ADD CONSTRAINT "fair_play_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_play_flags" ADD CONSTRAINT "fair_play_flags_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_results" ADD CONSTRAINT "olympiad_results_olympiad_id_olympiads_id_fk" FOREIGN KEY ("olympiad_id") REFERENCES "public"."olympiads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "olympiad_results" ADD CONSTRAINT "olympiad_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fair_play_flags_one_per_kind" ON "fair_play_flags" USING btree ("olympiad_id","user_id","kind");--> statement-breakpoint
CREATE INDEX "olympiad_results_position" ON "olympiad_results" USING btree ("olympiad_id","position");--> statement-breakpoint
CREATE INDEX "olympiad_results_user" ON "olympiad_results" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "olympiads" ADD CONSTRAINT "olympiads_director_id_users_id_fk" FOREIGN KEY ("director_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "olympiads_platform_start_unique" ON "olympiads" USING btree ("platform_id","start_time");--> statement-breakpoint
ALTER TABLE "olympiads" ADD CONSTRAINT "olympiads_state" CHECK ("olympiads"."state" in ('open', 'review', 'paid'));