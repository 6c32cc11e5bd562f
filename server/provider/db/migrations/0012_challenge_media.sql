ALTER TABLE "challenges" ADD COLUMN "extra_pictures" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "extra_links" jsonb DEFAULT '[]'::jsonb NOT NULL;