ALTER TABLE "ideas" ADD COLUMN "caption_top" text;--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "caption_bottom" text;