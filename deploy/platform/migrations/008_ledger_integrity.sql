-- The ledger's rules held by the database itself, whatever code writes to it.
--
-- 1. A balance is the sum of its account's journal lines: inserting a line applies its amount to
--    the account (and records the balance after it); nothing else may change a balance. An overdraft
--    fails the account's CHECK inside that insert, so the whole posting fails and nothing is written.
-- 2. Play money (trial accounts) and real money are two ledgers: every account belongs to one, and
--    all lines of an entry belong to the same one, so play money can never become real money.
-- 3. An entry has at least two lines (checked at commit, like the zero sum since 005), and the
--    journal is append-only, TRUNCATE included.

-- 2. Which ledger an account belongs to. Existing accounts are real money except the trial funding
-- account and the wallets of trial members (type 4), which hold play money.
ALTER TABLE ledger_accounts ADD COLUMN ledger text NOT NULL DEFAULT 'REAL' CHECK (ledger IN ('REAL', 'PLAY'));
UPDATE ledger_accounts SET ledger = 'PLAY' WHERE kind = 'SYSTEM' AND code = 'TRIAL_FUNDING';
UPDATE ledger_accounts a SET ledger = 'PLAY' FROM members m WHERE a.kind = 'MEMBER' AND m.id = a.member_id AND m.type = 4;

-- A member's wallet holds the money of the member's kind: play money for a trial member, real money
-- for everyone else. The member's type decides, not the code that opens the wallet.
CREATE FUNCTION ledger_account_set_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'MEMBER' THEN
    NEW.ledger := CASE WHEN (SELECT type FROM members WHERE id = NEW.member_id) = 4 THEN 'PLAY' ELSE 'REAL' END;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER ledger_accounts_set_ledger BEFORE INSERT ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_account_set_ledger();

-- 1. Posting a line. Runs before the line is stored: it refuses a line of another ledger than the
-- entry's earlier lines, applies the amount to the account (row lock, so concurrent postings queue
-- on the account and each sees the balance the one before left), and stores the resulting balance
-- in the line. The setting tells the account guard below that this change comes from a line.
-- The line's id is drawn only once the account is locked: the lines of one account in id order are
-- then the order they were applied in, each balance_after the one before plus the amount, even
-- when postings run concurrently.
CREATE FUNCTION journal_line_post() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  line_ledger text;
  new_balance bigint;
BEGIN
  SELECT ledger INTO line_ledger FROM ledger_accounts WHERE id = NEW.account_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger account % does not exist', NEW.account_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF EXISTS (
    SELECT 1 FROM journal_lines l JOIN ledger_accounts a ON a.id = l.account_id
    WHERE l.entry_id = NEW.entry_id AND a.ledger <> line_ledger
  ) THEN
    RAISE EXCEPTION 'journal entry % mixes play money and real money', NEW.entry_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entry_single_ledger';
  END IF;

  PERFORM set_config('ledger.posting_line', 'on', true);
  UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id
    RETURNING balance INTO new_balance;
  PERFORM set_config('ledger.posting_line', 'off', true);

  NEW.balance_after := new_balance;
  NEW.id := nextval(pg_get_serial_sequence('journal_lines', 'id'));
  RETURN NEW;
END
$$;
CREATE TRIGGER journal_lines_post BEFORE INSERT ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION journal_line_post();

-- Accounts change only through lines: an UPDATE from anywhere else is refused, and even a line
-- changes nothing but the balance. (pg_trigger_depth() cannot be set by a client: a plain UPDATE
-- runs at depth 1, the line trigger's at depth 2.)
CREATE FUNCTION ledger_account_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 OR current_setting('ledger.posting_line', true) IS DISTINCT FROM 'on' THEN
    RAISE EXCEPTION 'ledger accounts change only through journal lines (% on %)', TG_OP, TG_TABLE_NAME
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF (NEW.id, NEW.kind, NEW.member_id, NEW.wallet_type, NEW.code, NEW.allow_negative, NEW.ledger, NEW.created_at)
     IS DISTINCT FROM (OLD.id, OLD.kind, OLD.member_id, OLD.wallet_type, OLD.code, OLD.allow_negative, OLD.ledger, OLD.created_at) THEN
    RAISE EXCEPTION 'a journal line changes only the balance of its account' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER ledger_accounts_guard BEFORE UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_account_guard();

-- 3. An entry without lines would record an operation that moved nothing; checked at commit, once
-- the lines are in.
CREATE FUNCTION journal_entry_must_have_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM journal_lines WHERE entry_id = NEW.id) < 2 THEN
    RAISE EXCEPTION 'journal entry % has fewer than two lines', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER journal_entries_have_lines
  AFTER INSERT ON journal_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION journal_entry_must_have_lines();

-- TRUNCATE skips row triggers, so it gets its own refusal; on ledger_accounts too, since a
-- TRUNCATE … CASCADE there would empty the journal.
CREATE TRIGGER journal_entries_no_truncate BEFORE TRUNCATE ON journal_entries
  FOR EACH STATEMENT EXECUTE FUNCTION journal_is_append_only();
CREATE TRIGGER journal_lines_no_truncate BEFORE TRUNCATE ON journal_lines
  FOR EACH STATEMENT EXECUTE FUNCTION journal_is_append_only();
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION journal_is_append_only();
