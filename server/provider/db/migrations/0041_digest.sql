CREATE TABLE "email_digests" (
	"user_id" integer NOT NULL,
	"frequency" text NOT NULL,
	"period_start" date NOT NULL,
	"rank" integer,
	"neurons" numeric(14, 3) DEFAULT 0 NOT NULL,
	"email_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_digests_user_id_frequency_period_start_pk" PRIMARY KEY("user_id","frequency","period_start"),
	CONSTRAINT "email_digests_frequency" CHECK ("email_digests"."frequency" in ('daily', 'weekly'))
);
--> statement-breakpoint
ALTER TABLE "email_digests" ADD CONSTRAINT "email_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_digests" ADD CONSTRAINT "email_digests_email_id_email_outbox_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."email_outbox"("id") ON DELETE no action ON UPDATE no action;