-- Player protection leftovers: secrets at rest (1), the source-of-funds duty of KYC level 3 (2),
-- the monthly activity statement message (3) and the first step's device on a pending sign-in (4).
--
-- 1. Secrets at rest: an authenticator app's secret and an open raffle's seed are kept sealed with
-- AES-256-GCM under a key from the platform's configuration (crypto/sealed-secret.ts), as
-- 's1.<key id>.<base64url>'. The key is not in the database, so this migration cannot seal the rows
-- already there: the platform seals them at its start and at their first read. Here only the
-- checks change to accept the sealed form; a revealed seed (a closed raffle) is in the clear.
ALTER TABLE authenticators DROP CONSTRAINT authenticators_secret_check;
ALTER TABLE authenticators ADD CONSTRAINT authenticators_secret_check
  CHECK (length(secret) BETWEEN 16 AND 256);

ALTER TABLE reward_campaigns DROP CONSTRAINT reward_campaigns_seed_check;
ALTER TABLE reward_campaigns ADD CONSTRAINT reward_campaigns_seed_check
  CHECK (seed ~ '^[0-9a-f]{64}$' OR (NOT seed_revealed AND seed ~ '^s1\.[A-Za-z0-9_-]{1,24}\.[A-Za-z0-9_-]+$'));

-- 2. KYC level 3: when a member's deposits (as for kyc_aml_due, within the licence's window) first
-- reached the licence's source-of-funds threshold. From then on a withdrawal needs an approved
-- source-of-funds declaration. Kept once: deposits leaving the window later do not lift the duty.
CREATE TABLE kyc_source_of_funds_due (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  passed_at timestamptz NOT NULL,
  -- What had been deposited (minor units) when the pass was seen, for the operator.
  deposits bigint NOT NULL CHECK (deposits >= 0)
);

-- 3. The monthly activity statement message: one row per member and site month it was sent for.
-- The primary key is what makes it once, however many servers run the pass at the same time.
CREATE TABLE statement_messages (
  member_id bigint NOT NULL REFERENCES members (id),
  month text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  message_id bigint REFERENCES member_messages (id),
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, month)
);

-- Months whose statement messages have all been sent: later passes of the same month stop at this
-- row instead of looking for members again.
CREATE TABLE statement_months (
  month text PRIMARY KEY CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  members integer NOT NULL CHECK (members >= 0),
  finished_at timestamptz NOT NULL DEFAULT now()
);

-- 4. The browser of a sign-in's first step (SHA-256 of its device id, as member_devices keeps it),
-- carried to the session the second step opens.
ALTER TABLE pending_sign_ins ADD COLUMN device_hash text CHECK (device_hash ~ '^[0-9a-f]{64}$');
