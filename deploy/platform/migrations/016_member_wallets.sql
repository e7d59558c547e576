-- A member's wallets: the main wallet and one wallet per transfer-wallet vendor; transfers between
-- them and to the member's direct upline.
--
-- A seamless vendor's games play from the main wallet. A transfer-wallet vendor's games play from
-- the member's wallet of that vendor: the member moves money into it before playing and back to
-- main afterwards (or recalls everything at once).

-- 1. Which vendors keep their own wallet. A vendor code (the same code may list games in several
-- lanes); a vendor not listed here is seamless. The demo provider serves Red Tiger like any other
-- vendor, so its slots show the transfer wallet end to end.
CREATE TABLE transfer_wallet_vendors (
  vendor text PRIMARY KEY CHECK (vendor ~ '^[A-Z0-9_]{1,32}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO transfer_wallet_vendors (vendor) VALUES ('REDTIGER');

-- 2. A member's ledger accounts: MAIN, or VENDOR:<code> for a transfer-wallet vendor's wallet.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_wallet_type_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_wallet_type_check
  CHECK (wallet_type = 'MAIN' OR wallet_type ~ '^VENDOR:[A-Z0-9_]{1,32}$');

-- 3. Which wallet a game session plays from, fixed when the provider authenticates: a round's bet
-- and its win then always touch the same wallet, even if the vendor's mode changes meanwhile.
-- Sessions made before this migration played from MAIN.
ALTER TABLE game_sessions ADD COLUMN wallet_type text NOT NULL DEFAULT 'MAIN'
  CHECK (wallet_type = 'MAIN' OR wallet_type ~ '^VENDOR:[A-Z0-9_]{1,32}$');

-- 4. "Recall all" answers once per request id: a repeat gets the first answer, not a second sweep
-- of money that arrived in between.
CREATE TABLE wallet_recalls (
  member_id bigint NOT NULL REFERENCES members (id),
  request_id text NOT NULL CHECK (request_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, request_id)
);

-- 5. Transfers to the direct upline: one row per transfer (its reference is what both members see
-- in their records), kept to sum a member's transfers of the day against the daily limit.
CREATE TABLE upline_transfers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reference text NOT NULL UNIQUE CHECK (reference ~ '^UT[0-9]{1,19}$'),
  member_id bigint NOT NULL REFERENCES members (id),
  upline_id bigint NOT NULL REFERENCES members (id),
  request_id text NOT NULL CHECK (request_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  amount bigint NOT NULL CHECK (amount > 0),
  entry_id bigint NOT NULL REFERENCES journal_entries (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, request_id),
  CHECK (member_id <> upline_id)
);
CREATE INDEX upline_transfers_member_day_idx ON upline_transfers (member_id, created_at);
CREATE SEQUENCE upline_transfer_reference_seq;

-- The limits of transfers to the upline, one row, changed by operators (audited). Minor units;
-- the day is the UTC day.
CREATE TABLE upline_transfer_limits (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  min_amount bigint NOT NULL CHECK (min_amount > 0),
  max_amount bigint NOT NULL CHECK (max_amount >= min_amount),
  daily_max bigint NOT NULL CHECK (daily_max >= max_amount),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO upline_transfer_limits (min_amount, max_amount, daily_max) VALUES (1000, 5000000, 10000000);
