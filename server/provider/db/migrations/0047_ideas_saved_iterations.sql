CREATE TABLE "idea_iterations" (
	"id" serial PRIMARY KEY NOT NULL,
	"idea_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idea_iterations_version" CHECK ("idea_iterations"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "iteration_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"idea_id" integer NOT NULL,
	"requested_by_id" integer NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_ideas" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"title" text,
	"description" text DEFAULT '' NOT NULL,
	"idea_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_ideas_visibility" CHECK ("saved_ideas"."visibility" in ('public', 'private')),
	CONSTRAINT "saved_ideas_own_or_kept" CHECK (("saved_ideas"."idea_id" is null) <> ("saved_ideas"."title" is null))
);
--> statement-breakpoint
ALTER TABLE "idea_iterations" ADD CONSTRAINT "idea_iterations_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iteration_requests" ADD CONSTRAINT "iteration_requests_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iteration_requests" ADD CONSTRAINT "iteration_requests_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_ideas" ADD CONSTRAINT "saved_ideas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_ideas" ADD CONSTRAINT "saved_ideas_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idea_iterations_idea_version" ON "idea_iterations" USING btree ("idea_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "iteration_requests_open" ON "iteration_requests" USING btree ("idea_id") WHERE "iteration_requests"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "iteration_requests_idea" ON "iteration_requests" USING btree ("idea_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_ideas_user" ON "saved_ideas" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_ideas_user_idea" ON "saved_ideas" USING btree ("user_id","idea_id") WHERE "saved_ideas"."idea_id" is not null;