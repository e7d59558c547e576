-- A member's wallet holds the money of the member's kind: play money for a trial member, real money
-- for everyone else. The member's type decides, not the code that opens the wallet.
CREATE OR REPLACE FUNCTION ledger_account_set_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'MEMBER' THEN
    NEW.ledger := CASE WHEN (SELECT type FROM members WHERE id = NEW.member_id) = 4 THEN 'PLAY' ELSE 'REAL' END;
  END IF;
  RETURN NEW;
END
$$;

DROP TRIGGER IF EXISTS ledger_accounts_set_ledger ON ledger_accounts;
CREATE TRIGGER ledger_accounts_set_ledger BEFORE INSERT ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_account_set_ledger();
