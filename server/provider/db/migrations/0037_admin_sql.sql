-- Custom SQL (issue 21): the audit log is append-only, like the money ledger (0028_money_sql), and
-- the admin user search matches any part of a screen name, name or email through trigram indexes
-- (pg_trgm, enabled in 0003 and loaded into PGlite by db/client.ts).
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only (% refused)', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
-- One index over the text an admin searches (screen name, email, first and last name), so a search
-- is one bitmap index scan; domain/admin-users.ts queries exactly this expression.
CREATE INDEX users_admin_search ON users
  USING gin (lower(screen_name || ' ' || email || ' ' || first_name || ' ' || last_name) gin_trgm_ops);
