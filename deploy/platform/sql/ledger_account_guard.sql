-- Accounts change only through lines: an UPDATE from anywhere else is refused, and even a line
-- changes nothing but the balance. (pg_trigger_depth() cannot be set by a client: a plain UPDATE
-- runs at depth 1, the line trigger's at depth 2.)
CREATE OR REPLACE FUNCTION ledger_account_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 OR current_setting('ledger.posting_line', true) IS DISTINCT FROM 'on' THEN
    RAISE EXCEPTION 'ledger accounts change only through journal lines (% on %)', TG_OP, TG_TABLE_NAME
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF (NEW.id, NEW.kind, NEW.member_id, NEW.wallet_type, NEW.code, NEW.allow_negative, NEW.ledger, NEW.created_at, NEW.shard_of, NEW.shard, NEW.shard_count)
     IS DISTINCT FROM (OLD.id, OLD.kind, OLD.member_id, OLD.wallet_type, OLD.code, OLD.allow_negative, OLD.ledger, OLD.created_at, OLD.shard_of, OLD.shard, OLD.shard_count) THEN
    RAISE EXCEPTION 'a journal line changes only the balance of its account' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$$;

DROP TRIGGER IF EXISTS ledger_accounts_guard ON ledger_accounts;
CREATE TRIGGER ledger_accounts_guard BEFORE UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_account_guard();
