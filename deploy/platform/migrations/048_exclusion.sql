-- Time-out, self-exclusion, the exclusion register and the date of birth (src/protection/exclusion).
--
-- A member who steps away is kept away by the server: every path that stakes, deposits, claims or
-- transfers money asks one check whether the member has an exclusion in force. The member may still
-- sign in, withdraw MAIN and read records.

-- 1. The date of birth given at registration (members from before this migration have none).
ALTER TABLE members ADD COLUMN date_of_birth date;

-- 2. Exclusions. TIME_OUT ends at its end by itself. SELF_EXCLUSION never ends by itself: after its
-- irrevocable part the member may ask to reopen, and play resumes 7 days after asking (reopens_at).
-- REGISTER: the person is on the external exclusion register; it ends when the register lifts it.
CREATE TABLE member_exclusions (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('TIME_OUT', 'SELF_EXCLUSION', 'REGISTER')),
  -- The period the member chose: P1D..P30D for a time-out, P6M, P1Y, P5Y or INDEFINITE.
  period text NOT NULL CHECK (period ~ '^(P[0-9]{1,2}D|P6M|P1Y|P5Y|INDEFINITE|REGISTER)$'),
  starts_at timestamptz NOT NULL DEFAULT now(),
  -- The chosen end; null for an indefinite self-exclusion and a register listing.
  ends_at timestamptz,
  -- Before this no reopening may be asked for (self-exclusion: its first 6 months).
  irrevocable_until timestamptz,
  reopen_requested_at timestamptz,
  -- When play resumes: a time-out's end, or 7 days after a self-exclusion's reopening was asked.
  reopens_at timestamptz,
  -- The register entry that excluded the member (REGISTER only).
  register_entry_id bigint,
  ended_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (kind <> 'TIME_OUT' OR (ends_at IS NOT NULL AND reopens_at = ends_at)),
  CHECK (kind <> 'SELF_EXCLUSION' OR irrevocable_until IS NOT NULL),
  CHECK (kind <> 'REGISTER' OR register_entry_id IS NOT NULL),
  CHECK ((reopen_requested_at IS NULL) OR kind = 'SELF_EXCLUSION')
);
-- The one check reads the member's rows that may still be in force.
CREATE INDEX member_exclusions_member_idx ON member_exclusions (member_id) WHERE ended_at IS NULL;
CREATE UNIQUE INDEX member_exclusions_register_key ON member_exclusions (member_id, register_entry_id) WHERE kind = 'REGISTER' AND ended_at IS NULL;

-- 3. The local exclusion register (the embedded mode's register; a real one is reached through the
-- register interface instead). A person matches by mobile number, by e-mail, or by full name and
-- date of birth together.
CREATE TABLE exclusion_register (
  id bigserial PRIMARY KEY,
  reference text NOT NULL UNIQUE CHECK (reference ~ '^[A-Za-z0-9._:-]{1,64}$'),
  -- Dialing code and national number in one, e.g. '+84912345678'.
  mobile text CHECK (mobile ~ '^\+[0-9]{5,24}$'),
  email text CHECK (length(email) BETWEEN 3 AND 254),
  full_name text CHECK (length(full_name) BETWEEN 1 AND 100),
  date_of_birth date,
  note text CHECK (length(note) <= 200),
  added_by text NOT NULL CHECK (length(added_by) BETWEEN 1 AND 64),
  added_at timestamptz NOT NULL DEFAULT now(),
  removed_by text CHECK (length(removed_by) <= 64),
  removed_at timestamptz,
  CHECK (mobile IS NOT NULL OR email IS NOT NULL OR (full_name IS NOT NULL AND date_of_birth IS NOT NULL)),
  CHECK ((removed_at IS NULL) = (removed_by IS NULL))
);
CREATE INDEX exclusion_register_mobile_idx ON exclusion_register (mobile) WHERE removed_at IS NULL;
CREATE INDEX exclusion_register_email_idx ON exclusion_register (lower(email)) WHERE removed_at IS NULL;
CREATE INDEX exclusion_register_name_idx ON exclusion_register (upper(full_name), date_of_birth) WHERE removed_at IS NULL;

-- When every member was last checked against the register (the daily check runs when a day has passed).
CREATE TABLE exclusion_register_checks (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  checked_at timestamptz NOT NULL
);

-- 4. A session ended because its member stepped away says so.
ALTER TABLE sessions DROP CONSTRAINT IF EXISTS sessions_revoke_reason_check;
ALTER TABLE sessions ADD CONSTRAINT sessions_revoke_reason_check
  CHECK (revoke_reason IN ('LOGOUT', 'PASSWORD_CHANGED', 'PASSWORD_RESET', 'FROZEN', 'OPERATOR', 'EXCLUDED'));
