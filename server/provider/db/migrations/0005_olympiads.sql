CREATE TABLE "olympiads" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"title" text NOT NULL,
	"cycle" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"prize_total_cents" integer DEFAULT 0 NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "olympiads_cycle" CHECK ("olympiads"."cycle" in ('weekly', 'monthly')),
	CONSTRAINT "olympiads_time_order" CHECK ("olympiads"."end_time" > "olympiads"."start_time"),
	CONSTRAINT "olympiads_prize_not_negative" CHECK ("olympiads"."prize_total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "olympiads" ADD CONSTRAINT "olympiads_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "olympiads_one_current_per_platform" ON "olympiads" USING btree ("platform_id") WHERE "olympiads"."is_current";--> statement-breakpoint
CREATE INDEX "olympiads_platform_start" ON "olympiads" USING btree ("platform_id","start_time");