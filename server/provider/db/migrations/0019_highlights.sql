CREATE TABLE "highlights" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"highlight_type" text NOT NULL,
	"statement" text NOT NULL,
	"point_event_id" bigint,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realtime_deliveries" (
	"point_event_id" bigint PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "highlights" ADD CONSTRAINT "highlights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highlights" ADD CONSTRAINT "highlights_point_event_id_point_events_id_fk" FOREIGN KEY ("point_event_id") REFERENCES "public"."point_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "highlights_event_type" ON "highlights" USING btree ("point_event_id","highlight_type");--> statement-breakpoint
CREATE INDEX "highlights_user_time" ON "highlights" USING btree ("user_id","notified_at");--> statement-breakpoint
CREATE INDEX "highlights_user_role_time" ON "highlights" USING btree ("user_id","role","notified_at");--> statement-breakpoint
CREATE INDEX "realtime_deliveries_claimed" ON "realtime_deliveries" USING btree ("claimed_at");