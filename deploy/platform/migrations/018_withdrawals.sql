-- Withdrawals and the matched deposits that pay them.
--
-- A withdrawal holds its amount at once (member MAIN -> WITHDRAWAL_HOLD in the ledger). A MANUAL one
-- waits for an operator; a MATCHED one is split into slices, each paid off-site by another member
-- (the depositor) and confirmed by the withdrawing member. Money in minor units throughout:
--   amount = unmatched + (amounts of open slices) + received + returned
-- where unmatched is what no slice has taken yet, received what slices delivered (or an operator
-- paid out) and returned what went back to the member's wallet.

-- One row: the limits and the matching switch operators change (PUT /ops/withdrawals/settings).
CREATE TABLE withdrawal_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  min_amount bigint NOT NULL CHECK (min_amount > 0),
  max_amount bigint NOT NULL,
  daily_count int NOT NULL CHECK (daily_count BETWEEN 1 AND 100),
  matching_enabled boolean NOT NULL,
  matching_min_amount bigint NOT NULL CHECK (matching_min_amount > 0),
  payment_minutes int NOT NULL CHECK (payment_minutes BETWEEN 5 AND 1440),
  confirmation_minutes int NOT NULL CHECK (confirmation_minutes BETWEEN 5 AND 10080),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (max_amount >= min_amount)
);
-- 100.00 to 50,000.00, 5 a day; 500.00 and more is matched; a slice is paid within 30 minutes and
-- counts as received 30 minutes after its proof. The bounds of one slice are the MATCHED deposit
-- channel's (deposit_channels).
INSERT INTO withdrawal_settings (min_amount, max_amount, daily_count, matching_enabled, matching_min_amount, payment_minutes, confirmation_minutes)
VALUES (10000, 5000000, 5, true, 50000, 30, 30);

-- The running parts of order numbers (W<yyyymmdd><n>) and slice numbers (S<yyyymmdd><n>).
CREATE SEQUENCE withdrawal_numbers;
CREATE SEQUENCE withdrawal_slice_numbers;

CREATE TABLE withdrawals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  member_id bigint NOT NULL REFERENCES members (id),
  -- The client's id for this request: the same id twice is one withdrawal.
  request_id text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  mode text NOT NULL CHECK (mode IN ('MANUAL', 'MATCHED')),
  state text NOT NULL CHECK (state IN ('PENDING', 'MATCHING', 'COMPLETED', 'REJECTED', 'CANCELLED')),
  unmatched bigint NOT NULL CHECK (unmatched >= 0),
  received bigint NOT NULL DEFAULT 0 CHECK (received >= 0),
  returned bigint NOT NULL DEFAULT 0 CHECK (returned >= 0),
  -- The member cancelled: the remainder went back; slices still open finish, then it closes.
  cancel_requested boolean NOT NULL DEFAULT false,
  -- Where the money goes, as it was when requested (a payout account may change later).
  payout_account_id bigint NOT NULL,
  bank_name text NOT NULL,
  account_no text NOT NULL,
  account_holder text NOT NULL,
  reject_reason text CHECK (length(reject_reason) <= 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  UNIQUE (member_id, request_id),
  CHECK (unmatched + received + returned <= amount)
);
-- A member's list, newest first, and the daily count.
CREATE INDEX withdrawals_member_idx ON withdrawals (member_id, created_at DESC, id DESC);
-- The oldest open matched withdrawal that can take a deposit.
CREATE INDEX withdrawals_matching_idx ON withdrawals (created_at, id) WHERE state = 'MATCHING' AND unmatched > 0;
-- The operator's queue of manual withdrawals.
CREATE INDEX withdrawals_pending_idx ON withdrawals (created_at, id) WHERE state = 'PENDING';

CREATE TABLE withdrawal_slices (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slice_no text NOT NULL UNIQUE,
  withdrawal_id bigint NOT NULL REFERENCES withdrawals (id),
  depositor_id bigint NOT NULL REFERENCES members (id),
  request_id text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  state text NOT NULL CHECK (state IN ('AWAITING_PAYMENT', 'AWAITING_CONFIRMATION', 'DISPUTED', 'RECEIVED', 'CANCELLED')),
  resolution text CHECK (resolution IN ('CONFIRMED', 'AUTO_CONFIRMED', 'FORCED_RECEIPT', 'NOT_RECEIVED', 'UNPAID')),
  dispute_remark text CHECK (length(dispute_remark) <= 140),
  created_at timestamptz NOT NULL DEFAULT now(),
  payment_deadline timestamptz NOT NULL,
  paid_at timestamptz,
  confirmation_deadline timestamptz,
  finished_at timestamptz,
  UNIQUE (depositor_id, request_id),
  CHECK ((state IN ('RECEIVED', 'CANCELLED')) = (resolution IS NOT NULL))
);
CREATE INDEX withdrawal_slices_withdrawal_idx ON withdrawal_slices (withdrawal_id, id);
CREATE INDEX withdrawal_slices_depositor_idx ON withdrawal_slices (depositor_id, id DESC);
-- The sweeper's two queues: unpaid past the payment deadline, unconfirmed past the confirmation one.
CREATE INDEX withdrawal_slices_unpaid_idx ON withdrawal_slices (payment_deadline) WHERE state = 'AWAITING_PAYMENT';
CREATE INDEX withdrawal_slices_unconfirmed_idx ON withdrawal_slices (confirmation_deadline) WHERE state = 'AWAITING_CONFIRMATION';

-- Proof pictures (png or jpg, checked by content), kept with the slice and shown only to its two
-- members and to operators.
CREATE TABLE withdrawal_slice_files (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slice_id bigint NOT NULL REFERENCES withdrawal_slices (id),
  uploaded_by bigint NOT NULL REFERENCES members (id),
  purpose text NOT NULL CHECK (purpose IN ('PAYMENT', 'NOT_RECEIVED')),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  data bytea NOT NULL CHECK (octet_length(data) BETWEEN 1 AND 5242880),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX withdrawal_slice_files_slice_idx ON withdrawal_slice_files (slice_id, id);
