-- What the member-money areas (account, wallets, deposits, withdrawals, records, messages) share.

-- Where member money comes from and goes to, besides the accounts of 005 and 010.
--   PAYMENT_CLEARING: money arriving from payment channels and leaving to payout banks; its balance
--     is what the site still has to settle with its banks and gateways, so it may go negative.
--   WITHDRAWAL_HOLD: amounts held for requested withdrawals, until paid out or returned. It can never
--     hold less than nothing: a release of more than was held fails like an overdraft.
--   MARKETING: bonuses the site gives away.
INSERT INTO ledger_accounts (kind, code, allow_negative, ledger) VALUES
  ('SYSTEM', 'PAYMENT_CLEARING', true, 'REAL'),
  ('SYSTEM', 'WITHDRAWAL_HOLD', false, 'REAL'),
  ('SYSTEM', 'MARKETING', true, 'REAL');

-- A reference the member can see and quote (an order or slice number), where the idempotency key
-- is internal.
ALTER TABLE journal_entries ADD COLUMN reference text CHECK (length(reference) BETWEEN 1 AND 64);

-- Every operator action on member money or messages: who, when, what. (action, reference) is unique,
-- so an operator who repeats a command after a time-out changes nothing the second time.
CREATE TABLE operator_actions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator text NOT NULL CHECK (operator ~ '^[A-Za-z0-9._@-]{1,64}$'),
  action text NOT NULL CHECK (action ~ '^[A-Z][A-Z0-9_]{1,47}$'),
  reference text NOT NULL CHECK (length(reference) BETWEEN 1 AND 100),
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (action, reference)
);
CREATE INDEX operator_actions_created_idx ON operator_actions (created_at DESC);

-- Messages written from a template (deposit credited, withdrawal approved, ...) keep the template
-- and its values, so each reader sees them in their own language; operator messages keep title
-- and content as written. Deleting hides a message from its member; the row stays.
ALTER TABLE member_messages ADD COLUMN template text CHECK (template ~ '^[A-Z][A-Z0-9_]{1,47}$');
ALTER TABLE member_messages ADD COLUMN params jsonb;
ALTER TABLE member_messages ADD COLUMN deleted_at timestamptz;
DROP INDEX member_messages_unread_idx;
CREATE INDEX member_messages_unread_idx ON member_messages (member_id) WHERE read_at IS NULL AND deleted_at IS NULL;
