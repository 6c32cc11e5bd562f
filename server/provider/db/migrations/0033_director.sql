CREATE TABLE "base_olympiads" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"title" text NOT NULL,
	"cycle" text NOT NULL,
	"races" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"catalyst_id" integer,
	"director_id" integer,
	"profanity_allowed" boolean DEFAULT false NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "base_olympiads_cycle" CHECK ("base_olympiads"."cycle" in ('weekly', 'monthly'))
);
--> statement-breakpoint
CREATE TABLE "base_olympiad_admins" (
	"base_olympiad_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"added_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "base_olympiad_admins_base_olympiad_id_user_id_pk" PRIMARY KEY("base_olympiad_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "directors" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"challenge_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "olympiads" ADD COLUMN "base_olympiad_id" integer;--> statement-breakpoint
ALTER TABLE "base_olympiads" ADD CONSTRAINT "base_olympiads_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_olympiads" ADD CONSTRAINT "base_olympiads_catalyst_id_users_id_fk" FOREIGN KEY ("catalyst_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_olympiads" ADD CONSTRAINT "base_olympiads_director_id_users_id_fk" FOREIGN KEY ("director_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_olympiad_admins" ADD CONSTRAINT "base_olympiad_admins_base_olympiad_id_base_olympiads_id_fk" FOREIGN KEY ("base_olympiad_id") REFERENCES "public"."base_olympiads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_olympiad_admins" ADD CONSTRAINT "base_olympiad_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_olympiad_admins" ADD CONSTRAINT "base_olympiad_admins_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directors" ADD CONSTRAINT "directors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directors" ADD CONSTRAINT "directors_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directors" ADD CONSTRAINT "directors_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "base_olympiads_platform" ON "base_olympiads" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "base_olympiad_admins_user" ON "base_olympiad_admins" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "olympiads" ADD CONSTRAINT "olympiads_base_olympiad_id_base_olympiads_id_fk" FOREIGN KEY ("base_olympiad_id") REFERENCES "public"."base_olympiads"("id") ON DELETE no action ON UPDATE no action;