-- The ledger's rules held by the database itself, whatever code writes to it: a balance is the sum
-- of its account's journal lines, and an entry never mixes play money and real money.
--
-- Posting a line. Runs before the line is stored: it refuses a line of another ledger than the
-- entry's earlier lines, applies the amount to the account (row lock, so concurrent postings queue
-- on the account and each sees the balance the one before left), and stores the resulting balance
-- in the line. The setting tells the account guard below that this change comes from a line.
-- The line's id is drawn only once the account is locked: the lines of one account in id order are
-- then the order they were applied in, each balance_after the one before plus the amount, even
-- when postings run concurrently.
-- The sequence is found once here and written into the function: found by name on every line
-- (pg_get_serial_sequence, a catalog search per line) it cost about a tenth of a spin's time.
DO $apply$
BEGIN
  EXECUTE format($function$
CREATE OR REPLACE FUNCTION journal_line_post() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  line_ledger text;
  new_balance bigint;
BEGIN
  SELECT ledger INTO line_ledger FROM ledger_accounts WHERE id = NEW.account_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger account %% does not exist', NEW.account_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  IF EXISTS (
    SELECT 1 FROM journal_lines l JOIN ledger_accounts a ON a.id = l.account_id
    WHERE l.entry_id = NEW.entry_id AND a.ledger <> line_ledger
  ) THEN
    RAISE EXCEPTION 'journal entry %% mixes play money and real money', NEW.entry_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entry_single_ledger';
  END IF;

  PERFORM set_config('ledger.posting_line', 'on', true);
  UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id
    RETURNING balance INTO new_balance;
  PERFORM set_config('ledger.posting_line', 'off', true);

  NEW.balance_after := new_balance;
  NEW.id := nextval(%L::regclass);
  RETURN NEW;
END
$$;
$function$, pg_get_serial_sequence('journal_lines', 'id'));
END
$apply$;

DROP TRIGGER IF EXISTS journal_lines_post ON journal_lines;
CREATE TRIGGER journal_lines_post BEFORE INSERT ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION journal_line_post();
