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
