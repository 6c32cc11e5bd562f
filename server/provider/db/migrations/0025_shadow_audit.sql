CREATE TABLE "shadow_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shadow_audit" ADD CONSTRAINT "shadow_audit_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shadow_audit" ADD CONSTRAINT "shadow_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shadow_audit_admin_time" ON "shadow_audit" USING btree ("admin_id","created_at");--> statement-breakpoint
CREATE INDEX "shadow_audit_user_time" ON "shadow_audit" USING btree ("user_id","created_at");--> statement-breakpoint
-- Append-only (custom SQL): the record of what an admin did as somebody else is never rewritten.
CREATE FUNCTION "shadow_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'shadow_audit is append-only (% refused)', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "shadow_audit_no_change" BEFORE UPDATE OR DELETE ON "shadow_audit"
  FOR EACH ROW EXECUTE FUNCTION "shadow_audit_append_only"();--> statement-breakpoint
CREATE TRIGGER "shadow_audit_no_truncate" BEFORE TRUNCATE ON "shadow_audit"
  FOR EACH STATEMENT EXECUTE FUNCTION "shadow_audit_append_only"();
