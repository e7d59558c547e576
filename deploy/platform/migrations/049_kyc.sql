-- Know your customer (src/protection/kyc): documents a member sends, the operator's decisions on
-- them, when identity documents became due after the deposit threshold was passed, and the
-- monitoring signals the operator reads.
--
-- Files are kept here, in the database, never in a folder a web server serves: every site server
-- on the same PostgreSQL reads the same file, and a backup of the database holds them too.

-- 1. A submission: one document (1 to 3 files, e.g. the two sides of an identity card), reviewed as one.
CREATE TABLE kyc_submissions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('IDENTITY', 'SOURCE_OF_FUNDS')),
  state text NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'APPROVED', 'REJECTED')),
  -- The member's request id: the same id twice is the same submission.
  request_id text NOT NULL,
  -- The name the approved identity document prints (what payout holders are compared with).
  verified_name text CHECK (length(verified_name) BETWEEN 2 AND 50),
  -- The last day an approved document counts; null: no end.
  expires_on date,
  reject_reason text CHECK (length(reject_reason) BETWEEN 1 AND 200),
  reviewed_by text,
  reviewed_at timestamptz,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, request_id),
  CHECK ((state = 'PENDING') = (reviewed_at IS NULL)),
  CHECK (state <> 'REJECTED' OR reject_reason IS NOT NULL),
  CHECK (kind <> 'IDENTITY' OR state <> 'APPROVED' OR verified_name IS NOT NULL)
);
CREATE INDEX kyc_submissions_member_idx ON kyc_submissions (member_id, id DESC);
CREATE INDEX kyc_submissions_state_idx ON kyc_submissions (state, uploaded_at, id);

-- 2. The files, bytes as sent (type decided from the bytes); read one at a time.
CREATE TABLE kyc_files (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  submission_id bigint NOT NULL REFERENCES kyc_submissions (id),
  member_id bigint NOT NULL REFERENCES members (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'application/pdf')),
  size integer NOT NULL CHECK (size BETWEEN 1 AND 5242880),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  data bytea NOT NULL
);
CREATE INDEX kyc_files_submission_idx ON kyc_files (submission_id, id);

-- 3. When a member's deposits first passed the licence's threshold, and by when level 2 is due.
-- Kept once: a later dip under the threshold (the window moving on) does not lift the duty.
CREATE TABLE kyc_aml_due (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  passed_at timestamptz NOT NULL,
  due_at timestamptz NOT NULL,
  -- What had been deposited (minor units) when the pass was seen, for the operator.
  deposits bigint NOT NULL CHECK (deposits >= 0),
  CHECK (due_at > passed_at)
);

-- 4. Monitoring signals: for the operator to look into, never a block. One row per member, kind
-- and occasion (`occasion`: the withdrawal, deposit or week that raised it), so a scan repeated
-- finds nothing twice.
CREATE TABLE aml_signals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('LITTLE_PLAY_WITHDRAWAL', 'DEPOSITS_UNDER_THRESHOLD', 'RISING_DEPOSIT_FREQUENCY', 'DEPOSITS_AFTER_LOSSES', 'LIMIT_RAISED', 'TRANSFER_THEN_WITHDRAW')),
  occasion text NOT NULL CHECK (length(occasion) BETWEEN 1 AND 100),
  details jsonb NOT NULL DEFAULT '{}',
  state text NOT NULL DEFAULT 'OPEN' CHECK (state IN ('OPEN', 'CLOSED')),
  detected_at timestamptz NOT NULL DEFAULT now(),
  closed_by text,
  closed_at timestamptz,
  note text CHECK (length(note) <= 200),
  UNIQUE (member_id, kind, occasion),
  CHECK ((state = 'CLOSED') = (closed_at IS NOT NULL))
);
CREATE INDEX aml_signals_state_idx ON aml_signals (state, detected_at DESC, id DESC);
