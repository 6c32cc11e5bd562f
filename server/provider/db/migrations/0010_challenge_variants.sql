ALTER TABLE "challenges" ADD COLUMN "caption_solution_format" text;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "improve_purpose" text;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "improve_idea" jsonb;