CREATE INDEX "challenges_title_trgm" ON "challenges" USING gin ("question_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "challenges_detail_trgm" ON "challenges" USING gin ("question_detail" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "point_events_platform_role_time" ON "point_events" USING btree ("platform_id","role","created_at");--> statement-breakpoint
CREATE INDEX "point_events_time" ON "point_events" USING btree ("created_at");