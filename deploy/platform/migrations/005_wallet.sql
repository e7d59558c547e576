-- The wallet: a double-entry ledger in integer minor units (cents), and the member's messages.
--
-- Every change of a balance is one journal entry whose lines sum to zero, posted under a unique
-- idempotency key. A member wallet never goes below zero: the debit checks it in the same UPDATE
-- that changes it, and the CHECK below holds whatever code runs. System accounts (where money
-- enters or leaves the site) may go negative; their balance is what the site gave out or took in.

CREATE TABLE ledger_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('MEMBER', 'SYSTEM')),
  -- MEMBER accounts: the owner and which of their wallets (only MAIN so far).
  member_id bigint REFERENCES members (id),
  wallet_type text CHECK (wallet_type IN ('MAIN')),
  -- SYSTEM accounts: a fixed code the code refers to.
  code text UNIQUE CHECK (code ~ '^[A-Z][A-Z0-9_]{1,31}$'),
  balance bigint NOT NULL DEFAULT 0,
  allow_negative boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, wallet_type),
  CHECK (CASE kind
           WHEN 'MEMBER' THEN member_id IS NOT NULL AND wallet_type IS NOT NULL AND code IS NULL AND NOT allow_negative
           ELSE member_id IS NULL AND wallet_type IS NULL AND code IS NOT NULL
         END),
  CONSTRAINT ledger_accounts_no_overdraft CHECK (allow_negative OR balance >= 0)
);

-- Where money comes from and goes to.
INSERT INTO ledger_accounts (kind, code, allow_negative) VALUES
  ('SYSTEM', 'OPERATOR_FUNDING', true),  -- operator credits (and the demo seed)
  ('SYSTEM', 'TRIAL_FUNDING', true),     -- play money of trial (free-play) accounts
  ('SYSTEM', 'HOUSE', true);             -- the house side of bets and payouts (later releases)

CREATE TABLE journal_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- One operation, one key: 'ops-credit:<reference>', 'trial-grant:<memberId>', …
  idempotency_key text NOT NULL UNIQUE CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  -- What kind of operation it was (OPS_CREDIT, TRIAL_GRANT, DEMO_SEED, …), for records and reports.
  kind text NOT NULL CHECK (kind ~ '^[A-Z][A-Z0-9_]{1,31}$'),
  -- The content the key was first posted with; a replay must match it to be a replay.
  fingerprint text NOT NULL,
  memo text CHECK (length(memo) <= 500),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE journal_lines (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entry_id bigint NOT NULL REFERENCES journal_entries (id),
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  -- Positive adds to the account, negative takes from it.
  amount bigint NOT NULL CHECK (amount <> 0),
  -- The account's balance right after this line: a statement without summing history.
  balance_after bigint NOT NULL
);
CREATE INDEX journal_lines_entry_idx ON journal_lines (entry_id);
CREATE INDEX journal_lines_account_idx ON journal_lines (account_id, id);

-- Messages to a member (platform information, the member centre's 'messageV2'). They are written
-- by a later feature; until then every unread count is an honest 0.
CREATE TABLE member_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  content text NOT NULL CHECK (length(content) <= 20000),
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX member_messages_member_idx ON member_messages (member_id, created_at DESC);
CREATE INDEX member_messages_unread_idx ON member_messages (member_id) WHERE read_at IS NULL;
