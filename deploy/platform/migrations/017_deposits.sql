-- Deposits: the channels a member pays in through, their orders, and the demo payment gateway's
-- own records.
--
-- Amounts are integer minor units (cents). Money moves only through the ledger when an order is
-- credited (key 'deposit-credit:<orderNo>'); this file holds what was asked and what was decided.

-- The channels and their bounds, changed by an operator (PUT /ops/deposit/channels/<code>).
CREATE TABLE deposit_channels (
  code text PRIMARY KEY CHECK (code IN ('BANK_TRANSFER', 'DEMO_GATEWAY', 'MATCHED')),
  min_amount bigint NOT NULL CHECK (min_amount > 0),
  max_amount bigint NOT NULL CHECK (max_amount <= 99999999999999),
  enabled boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0 CHECK (sort BETWEEN 0 AND 999),
  -- Where a bank-transfer member sends the money (BANK_TRANSFER only).
  bank_name text CHECK (length(bank_name) BETWEEN 1 AND 64),
  account_number text CHECK (length(account_number) BETWEEN 1 AND 40),
  account_holder text CHECK (length(account_holder) BETWEEN 1 AND 64),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (max_amount >= min_amount),
  CHECK (code <> 'BANK_TRANSFER' OR (bank_name IS NOT NULL AND account_number IS NOT NULL AND account_holder IS NOT NULL))
);

INSERT INTO deposit_channels (code, min_amount, max_amount, enabled, sort, bank_name, account_number, account_holder) VALUES
  ('BANK_TRANSFER', 10000, 5000000, true, 10, 'Demo National Bank', '0123 4567 8901', 'SITE DEMO LTD'),
  ('DEMO_GATEWAY', 5000, 2000000, true, 20, NULL, NULL, NULL),
  ('MATCHED', 10000, 5000000, true, 30, NULL, NULL, NULL);

-- Rules of all deposit orders (one row).
CREATE TABLE deposit_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  -- Orders a member may have waiting at once: stops a member from flooding the operators.
  max_open_orders integer NOT NULL DEFAULT 3 CHECK (max_open_orders BETWEEN 1 AND 20),
  -- How long a gateway order may wait for its payment.
  gateway_minutes integer NOT NULL DEFAULT 30 CHECK (gateway_minutes BETWEEN 1 AND 1440)
);
INSERT INTO deposit_settings DEFAULT VALUES;

-- The running part of order numbers (D<yyyymmdd><number>): unique across days, never reused.
CREATE SEQUENCE deposit_order_seq;

CREATE TABLE deposit_orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no text NOT NULL UNIQUE CHECK (order_no ~ '^D[0-9]{8,20}$'),
  member_id bigint NOT NULL REFERENCES members (id),
  channel text NOT NULL CHECK (channel IN ('BANK_TRANSFER', 'DEMO_GATEWAY')),
  amount bigint NOT NULL CHECK (amount > 0),
  state text NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'CREDITED', 'REJECTED', 'CANCELLED', 'FAILED', 'EXPIRED')),
  -- The member's transfer note (bank transfers).
  reference text CHECK (length(reference) BETWEEN 1 AND 64),
  -- Why it was rejected or failed (shown to the member).
  reason text CHECK (length(reason) <= 200),
  -- The member's request id: the same id twice is the same order.
  request_id text NOT NULL,
  -- The gateway's own id of the payment (gateway orders): its callbacks name it.
  gateway_payment_id text UNIQUE,
  -- The ledger entry that credited it.
  entry_id bigint REFERENCES journal_entries (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  -- Until when a gateway order may be paid.
  expires_at timestamptz,
  UNIQUE (member_id, request_id),
  CHECK ((state = 'PENDING') = (completed_at IS NULL)),
  CHECK ((state = 'CREDITED') = (entry_id IS NOT NULL)),
  CHECK (channel <> 'DEMO_GATEWAY' OR (gateway_payment_id IS NOT NULL AND expires_at IS NOT NULL))
);
-- The member's list, newest first, with or without a date range.
CREATE INDEX deposit_orders_member_idx ON deposit_orders (member_id, created_at DESC, id DESC);
-- Open orders: the per-member limit, the operator's queue and the expiry sweep.
CREATE INDEX deposit_orders_pending_idx ON deposit_orders (created_at, id) WHERE state = 'PENDING';

-- The demo payment gateway's side: what it was asked to collect and whether it was paid. A real
-- gateway keeps this on its own servers; the platform only learns of a payment by its signed callback.
CREATE TABLE demo_gateway_payments (
  id text PRIMARY KEY CHECK (id ~ '^GW[A-Za-z0-9_-]{20,40}$'),
  merchant_order_no text NOT NULL UNIQUE,
  amount bigint NOT NULL CHECK (amount > 0),
  state text NOT NULL DEFAULT 'OPEN' CHECK (state IN ('OPEN', 'PAID', 'CANCELLED', 'CLOSED')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  -- When the merchant acknowledged the callback; until then the gateway sends it again.
  notified_at timestamptz,
  notify_attempts integer NOT NULL DEFAULT 0
);
CREATE INDEX demo_gateway_payments_unnotified_idx ON demo_gateway_payments (decided_at) WHERE notified_at IS NULL AND state IN ('PAID', 'CANCELLED');
