CREATE TABLE "realtime_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "realtime_events_user" ON "realtime_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "realtime_events_created" ON "realtime_events" USING btree ("created_at");