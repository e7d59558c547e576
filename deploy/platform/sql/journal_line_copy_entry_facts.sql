-- New lines copy the facts when they are inserted, whoever posts them (the platform's postTransfer
-- or the seamless functions in the database). The entry row is inserted before its lines, so it is
-- there to read; the entry's time is the posting transaction's start, the same now() as the line's.
CREATE OR REPLACE FUNCTION journal_line_copy_entry_facts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT e.kind, e.created_at INTO NEW.kind, NEW.created_at FROM journal_entries e WHERE e.id = NEW.entry_id;
  SELECT a.member_id INTO NEW.member_id FROM ledger_accounts a WHERE a.id = NEW.account_id;
  RETURN NEW;
END
$$;

-- Row triggers of one event fire in name order: this one ('copy') before the posting ('post').
DROP TRIGGER IF EXISTS journal_lines_copy_entry_facts ON journal_lines;
CREATE TRIGGER journal_lines_copy_entry_facts BEFORE INSERT ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION journal_line_copy_entry_facts();
