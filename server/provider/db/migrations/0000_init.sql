CREATE TABLE "access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"shadow_admin_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer,
	"parent_id" integer,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text,
	"related_platform" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"platform_id" integer NOT NULL,
	"catalyst_id" integer NOT NULL,
	"question_title" text NOT NULL,
	"question_detail" text DEFAULT '' NOT NULL,
	"main_category_id" integer,
	"solution_format" text DEFAULT 'challenge' NOT NULL,
	"challenge_format" text DEFAULT 'standard' NOT NULL,
	"primary_image" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"innovation_scale" text DEFAULT 'blue-sky' NOT NULL,
	"assumption_who" text,
	"assumption_what" text,
	"assumption_why" text,
	"duration_start" timestamp with time zone NOT NULL,
	"duration_end" timestamp with time zone NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'published' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"idea_entry_fee_cents" integer DEFAULT 0 NOT NULL,
	"prize_type" text DEFAULT 'points' NOT NULL,
	"prize_money_cents" integer DEFAULT 0 NOT NULL,
	"prize_title" text,
	"prize_description" text,
	"max_user_ideas" integer DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"name" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ideas" (
	"id" serial PRIMARY KEY NOT NULL,
	"challenge_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"primary_image" text,
	"declined" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"code_challenge" text,
	"code_challenge_method" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "platforms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"slogan" text DEFAULT '' NOT NULL,
	"subdomain" text NOT NULL,
	"slug" text NOT NULL,
	"type" text DEFAULT 'system-platform' NOT NULL,
	"marketing_phrase" text,
	"icon" text,
	"owner_id" integer,
	"organization_image" text,
	"organization_description" text,
	"masthead_background_image" text,
	"url" text,
	"is_main" boolean DEFAULT false NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "point_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"platform_id" integer,
	"role" text NOT NULL,
	"reason" text NOT NULL,
	"points" integer NOT NULL,
	"context_type" text,
	"context_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"idea_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"value" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_idea_id_user_id_pk" PRIMARY KEY("idea_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "traits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"fingerprint" text,
	"type" text NOT NULL,
	"event" text NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"screen_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"slogan" text DEFAULT '' NOT NULL,
	"avatar_url" text,
	"interests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"social" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"twitter" text,
	"is_organization" boolean DEFAULT false NOT NULL,
	"global_admin" boolean DEFAULT false NOT NULL,
	"platform_ambassador" boolean DEFAULT false NOT NULL,
	"scout_referrer_id" integer,
	"home_platform_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_shadow_admin_id_users_id_fk" FOREIGN KEY ("shadow_admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_sessions" ADD CONSTRAINT "account_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_catalyst_id_users_id_fk" FOREIGN KEY ("catalyst_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_main_category_id_categories_id_fk" FOREIGN KEY ("main_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_codes" ADD CONSTRAINT "oauth_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platforms" ADD CONSTRAINT "platforms_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_events" ADD CONSTRAINT "point_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_events" ADD CONSTRAINT "point_events_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_tokens_user" ON "access_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_parent" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "challenges_slug" ON "challenges" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "challenges_platform_end" ON "challenges" USING btree ("platform_id","duration_end");--> statement-breakpoint
CREATE INDEX "challenges_catalyst" ON "challenges" USING btree ("catalyst_id");--> statement-breakpoint
CREATE INDEX "ideas_challenge" ON "ideas" USING btree ("challenge_id");--> statement-breakpoint
CREATE INDEX "ideas_author" ON "ideas" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "platforms_slug" ON "platforms" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "platforms_subdomain" ON "platforms" USING btree ("subdomain");--> statement-breakpoint
CREATE INDEX "point_events_user_role" ON "point_events" USING btree ("user_id","role");--> statement-breakpoint
CREATE INDEX "point_events_platform_time" ON "point_events" USING btree ("platform_id","created_at");--> statement-breakpoint
CREATE INDEX "ratings_user" ON "ratings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_screen_name_lower" ON "users" USING btree (lower("screen_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower" ON "users" USING btree (lower("email"));