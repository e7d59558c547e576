-- My account: the banks a member can be paid out to, the member's payout accounts, the record of
-- sign-ins the member can read back, and codes that bind a new mobile number.

-- Banks a payout account may name. Reference data the operator may extend; `enabled` hides a bank
-- from new accounts without touching the accounts that already name it.
CREATE TABLE banks (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{2,16}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);

INSERT INTO banks (code, name, sort) VALUES
  ('VCB', 'Vietcombank', 10),
  ('TCB', 'Techcombank', 20),
  ('ACB', 'ACB - Asia Commercial Bank', 30),
  ('MB', 'MB Bank', 40),
  ('BIDV', 'BIDV', 50),
  ('VPB', 'VPBank', 60),
  ('VTB', 'VietinBank', 70),
  ('AGR', 'Agribank', 80),
  ('STB', 'Sacombank', 90),
  ('TPB', 'TPBank', 100),
  ('VIB', 'VIB', 110),
  ('SHB', 'SHB', 120),
  ('HDB', 'HDBank', 130),
  ('MSB', 'MSB - Maritime Bank', 140),
  ('OCB', 'OCB - Orient Commercial Bank', 150);

-- Where a member's withdrawals are paid. The holder is the member's real name (payee name) as it
-- was when the account was added. Deleting keeps the row (deleted_at) so withdrawals that named it
-- still say where they were paid; only live rows count towards the limit of five.
CREATE TABLE payout_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  bank_code text NOT NULL REFERENCES banks (code),
  account_number text NOT NULL CHECK (account_number ~ '^[0-9]{6,20}$'),
  holder_name text NOT NULL CHECK (length(holder_name) BETWEEN 2 AND 100),
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX payout_accounts_member_idx ON payout_accounts (member_id, id) WHERE deleted_at IS NULL;
-- The same bank account twice in one member's list is a mistake, not a second account.
CREATE UNIQUE INDEX payout_accounts_member_number_key ON payout_accounts (member_id, bank_code, account_number) WHERE deleted_at IS NULL;

-- Sign-ins of members (not free play), read back by the member for the last 30 days; older rows are
-- pruned as new ones arrive. `device` is a short description made from the User-Agent (never the
-- whole header).
CREATE TABLE login_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  ip text NOT NULL CHECK (length(ip) <= 64),
  device text NOT NULL CHECK (length(device) <= 100),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_history_member_idx ON login_history (member_id, created_at DESC, id DESC);

-- A code sent to a number the signed-in member wants to bind (not yet theirs): a purpose of its own,
-- so it can never stand in for a code of the member's current number.
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check CHECK (purpose IN ('register', 'login', 'reset', 'member', 'bind'));
