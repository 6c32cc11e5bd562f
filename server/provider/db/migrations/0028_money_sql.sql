-- Custom SQL: the ledger's rules live in the database, not only in code (issue 16 §1).
--
-- 1. Every entry moves its account's balance in the same statement (row trigger); the CHECK on
--    money_accounts (balance >= 0 for all but the external account) then refuses any movement that
--    would take a wallet, escrow or pool below zero, and the whole transaction rolls back.
-- 2. A transaction's entries sum to zero: a deferred constraint trigger checks each transaction at
--    commit, once all its entries are in.
-- 3. The ledger and the money audit are append-only: UPDATE and DELETE are refused.
CREATE FUNCTION money_entry_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE money_accounts SET balance_cents = balance_cents + NEW.amount_cents WHERE id = NEW.account_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER money_entries_apply AFTER INSERT ON money_entries
  FOR EACH ROW EXECUTE FUNCTION money_entry_apply();
--> statement-breakpoint
CREATE FUNCTION money_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE total bigint;
BEGIN
  SELECT sum(amount_cents) INTO total FROM money_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'money transaction % does not sum to zero (%)', NEW.transaction_id, total
      USING ERRCODE = 'check_violation', CONSTRAINT = 'money_transaction_balanced';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER money_entries_balanced AFTER INSERT ON money_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION money_transaction_balanced();
--> statement-breakpoint
CREATE FUNCTION money_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER money_entries_append_only BEFORE UPDATE OR DELETE ON money_entries
  FOR EACH ROW EXECUTE FUNCTION money_append_only();
--> statement-breakpoint
CREATE TRIGGER money_transactions_append_only BEFORE UPDATE OR DELETE ON money_transactions
  FOR EACH ROW EXECUTE FUNCTION money_append_only();
--> statement-breakpoint
CREATE TRIGGER money_audit_append_only BEFORE UPDATE OR DELETE ON money_audit
  FOR EACH ROW EXECUTE FUNCTION money_append_only();
--> statement-breakpoint
-- 4. A balance changes only through an entry: a direct UPDATE of balance_cents (depth 1) is refused;
--    the entry trigger's own update runs one trigger level deeper.
CREATE FUNCTION money_balance_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 AND NEW.balance_cents IS DISTINCT FROM OLD.balance_cents THEN
    RAISE EXCEPTION 'money_accounts.balance_cents changes only through money_entries'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER money_accounts_balance_guard BEFORE UPDATE OF balance_cents ON money_accounts
  FOR EACH ROW EXECUTE FUNCTION money_balance_guard();
--> statement-breakpoint
CREATE TRIGGER money_entries_no_truncate BEFORE TRUNCATE ON money_entries
  FOR EACH STATEMENT EXECUTE FUNCTION money_append_only();
--> statement-breakpoint
CREATE TRIGGER money_transactions_no_truncate BEFORE TRUNCATE ON money_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION money_append_only();
