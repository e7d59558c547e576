-- The member's records: betting record, account record, profit and loss, bonus details.
--
-- Each record page reads one member's rows of a date range, newest first, 15 at a time, and must
-- stay fast when a member has a hundred thousand rows among millions. So every page reads one index
-- range that is already in its order: no sort, no scan of other members' rows.

-- 1. Account record: every journal line of the member's wallets.
--
-- A line knows its account, but the page asks by member (a member may hold several wallets), by
-- day and by kind (the entry's). Reading those through joins would visit every line of the member
-- to find one kind, so each line carries its own copy: the owning member (null for the site's own
-- accounts), the entry's kind and the entry's time. They are facts of the line's entry and account
-- at the moment it is posted and never change (the journal is append-only), so a copy cannot go
-- stale.
ALTER TABLE journal_lines ADD COLUMN member_id bigint;
ALTER TABLE journal_lines ADD COLUMN kind text;
ALTER TABLE journal_lines ADD COLUMN created_at timestamptz;

-- Lines posted before this migration get the same facts once. The journal refuses every UPDATE
-- (append-only), which is right for postings but would refuse this one-off fill of new columns
-- too; the refusal is lifted for this statement alone and restored at once, inside this
-- migration's transaction, so no other writer ever sees the journal without it. Amounts, accounts
-- and balances are not touched.
-- include sql/journal_is_append_only.sql
ALTER TABLE journal_lines DISABLE TRIGGER journal_lines_append_only;
UPDATE journal_lines l
SET member_id = a.member_id, kind = e.kind, created_at = e.created_at
FROM journal_entries e, ledger_accounts a
WHERE e.id = l.entry_id AND a.id = l.account_id;
ALTER TABLE journal_lines ENABLE TRIGGER journal_lines_append_only;

ALTER TABLE journal_lines ALTER COLUMN kind SET NOT NULL;
ALTER TABLE journal_lines ALTER COLUMN created_at SET NOT NULL;

-- Newest first by time, then by line id (the order lines were applied in). Only members' lines:
-- the site's own accounts (house, funding) hold most lines and no member ever reads them here.
CREATE INDEX journal_lines_member_time_idx ON journal_lines (member_id, created_at DESC, id DESC)
  WHERE member_id IS NOT NULL;
CREATE INDEX journal_lines_member_kind_time_idx ON journal_lines (member_id, kind, created_at DESC, id DESC)
  WHERE member_id IS NOT NULL;

-- 2. Betting record: a member's real-money rounds by start time (game_rounds_member_idx of 010),
-- and filtered by game type or by vendor; the filter column leads the time so a rare type is read
-- straight from its own range.
CREATE INDEX game_rounds_member_type_time_idx ON game_rounds (member_id, game_type, started_at DESC, id DESC)
  WHERE ledger = 'REAL';
CREATE INDEX game_rounds_member_vendor_time_idx ON game_rounds (member_id, vendor, started_at DESC, id DESC)
  WHERE ledger = 'REAL';

-- 3. Bonus details: every bonus a member received. Operators grant them now; promotions will
-- (source PROMOTION). Each bonus is one ledger entry from MARKETING to the member's main wallet
-- under the key 'bonus:<reference>', so the reference is unique per source and a grant repeated
-- after a time-out pays once.
CREATE TABLE member_bonuses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  source text NOT NULL CHECK (source IN ('OPERATOR', 'PROMOTION')),
  reference text NOT NULL CHECK (reference ~ '^[A-Za-z0-9._:-]{1,64}$'),
  amount bigint NOT NULL CHECK (amount > 0),
  memo text CHECK (length(memo) <= 200),
  entry_id bigint NOT NULL REFERENCES journal_entries (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (source, reference)
);
CREATE INDEX member_bonuses_member_time_idx ON member_bonuses (member_id, created_at DESC, id DESC);
