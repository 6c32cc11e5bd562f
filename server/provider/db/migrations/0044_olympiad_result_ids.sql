ALTER TABLE "olympiad_results" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "olympiad_results_id" ON "olympiad_results" USING btree ("id");