-- Accounts: members, sessions, captchas, one-time codes,
-- abuse limits, the outbox of messages to phones and mailboxes, register field settings and the
-- platform's RSA key for the encrypted calls.
--
-- Other tables reference members (id) and insert members with only (account, type, password_hash):
-- every other column is nullable or has a default.

CREATE TABLE members (
  id bigserial PRIMARY KEY,
  -- The login name as registered (display keeps its case; uniqueness and lookups ignore case).
  account text NOT NULL UNIQUE CHECK (length(account) BETWEEN 1 AND 64),
  -- 0 member, 4 trial (free play), 1/2/41/42 agents.
  type smallint NOT NULL DEFAULT 0 CHECK (type IN (0, 1, 2, 4, 41, 42)),
  -- 'scrypt$N$r$p$salt$hash' (see src/accounts/passwords.ts); '!' for accounts without a password (trial).
  password_hash text NOT NULL,
  upline_id bigint REFERENCES members (id),
  nickname text CHECK (length(nickname) <= 64),
  -- Mobile number: dialing code ('+84') and national number (digits) apart, unique together.
  dialing_code text CHECK (dialing_code ~ '^\+[0-9]{1,4}$'),
  mobile_num text CHECK (mobile_num ~ '^[0-9]{4,20}$'),
  email text CHECK (length(email) <= 254),
  payee_name text CHECK (length(payee_name) <= 100),
  qq_num text CHECK (length(qq_num) <= 64),
  line text CHECK (length(line) <= 64),
  whatsapp text CHECK (length(whatsapp) <= 64),
  facebook text CHECK (length(facebook) <= 64),
  wechat text CHECK (length(wechat) <= 64),
  id_number text CHECK (length(id_number) <= 64),
  recommender_id text CHECK (length(recommender_id) <= 64),
  -- The invitation code the member registered with, and the other registration context.
  affiliate_code text CHECK (length(affiliate_code) <= 64),
  referral_code text CHECK (length(referral_code) <= 64),
  register_domain text CHECK (length(register_domain) <= 255),
  register_url text CHECK (length(register_url) <= 2048),
  register_method text CHECK (length(register_method) <= 16),
  register_ip text CHECK (length(register_ip) <= 64),
  payment_password_hash text,
  -- [{labelName, color}] (memberLabel) and {labelName, rankLevel} (clubLabel).
  labels jsonb NOT NULL DEFAULT '[]',
  club_label jsonb,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'FROZEN')),
  first_login_at timestamptz,
  last_login_at timestamptz,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  -- A temporary or operator-set password: the next login must change it.
  must_change_password boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((dialing_code IS NULL) = (mobile_num IS NULL))
);
CREATE UNIQUE INDEX members_account_lower_key ON members (lower(account));
CREATE UNIQUE INDEX members_mobile_key ON members ((dialing_code || mobile_num)) WHERE mobile_num IS NOT NULL;
CREATE INDEX members_upline_idx ON members (upline_id);
CREATE INDEX members_email_lower_idx ON members (lower(email)) WHERE email IS NOT NULL;
CREATE INDEX members_register_ip_idx ON members (register_ip, created_at) WHERE register_ip IS NOT NULL;

-- Invitation (affiliate) codes of agents: GET /wps/agent/affiliate and registration.
CREATE TABLE affiliate_codes (
  code text PRIMARY KEY CHECK (code ~ '^[A-Za-z0-9]{4,20}$'),
  agent_id bigint NOT NULL REFERENCES members (id),
  -- When set, the code is valid only on this domain.
  domain text CHECK (length(domain) <= 255),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX affiliate_codes_lower_key ON affiliate_codes (lower(code));

-- Sessions: the raw token is only ever in the client's hands; the table keeps its SHA-256.
CREATE TABLE sessions (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  member_id bigint NOT NULL REFERENCES members (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  -- Sliding: moves forward when the session is used (at most once a minute).
  idle_expires_at timestamptz NOT NULL,
  -- Fixed at creation.
  absolute_expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoke_reason text CHECK (revoke_reason IN ('LOGOUT', 'PASSWORD_CHANGED', 'PASSWORD_RESET', 'FROZEN', 'OPERATOR')),
  ip text CHECK (length(ip) <= 64)
);
CREATE INDEX sessions_member_idx ON sessions (member_id) WHERE revoked_at IS NULL;

-- Captcha answers by the client's key: single use, 5 minutes.
CREATE TABLE captchas (
  key text PRIMARY KEY CHECK (key ~ '^[A-Za-z0-9-]{8,64}$'),
  -- Lower case; the check ignores case.
  answer text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX captchas_expires_idx ON captchas (expires_at);

-- One-time codes sent by SMS. Only a hash of the code is kept.
CREATE TABLE verification_codes (
  id bigserial PRIMARY KEY,
  -- register: registration; login: code login; reset: forgotten password; member: the member's own number.
  purpose text NOT NULL CHECK (purpose IN ('register', 'login', 'reset', 'member')),
  -- Dialing code + number, e.g. '+84912345678'.
  recipient text NOT NULL CHECK (recipient ~ '^\+[0-9]{5,24}$'),
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX verification_codes_recipient_idx ON verification_codes (recipient, purpose, id DESC);

-- Send throttle: one message a second per recipient (number or mailbox).
CREATE TABLE send_throttle (
  recipient text PRIMARY KEY,
  last_sent_at timestamptz NOT NULL
);

-- Consecutive wrong passwords, codes and captchas per subject ('account:<lower name>' or
-- 'mobile:+84…'); the fifth in a row locks the subject for 5 minutes.
CREATE TABLE attempt_locks (
  subject text PRIMARY KEY CHECK (length(subject) <= 128),
  failures integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Failed logins of the last 15 minutes, per subject and per IP: they decide when a captcha is needed.
CREATE TABLE login_failures (
  id bigserial PRIMARY KEY,
  subject text NOT NULL CHECK (length(subject) <= 128),
  ip text NOT NULL CHECK (length(ip) <= 64),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_subject_idx ON login_failures (subject, created_at);
CREATE INDEX login_failures_ip_idx ON login_failures (ip, created_at);
CREATE INDEX login_failures_created_idx ON login_failures (created_at);

-- Messages to phones and mailboxes as the embedded delivery keeps them. A real
-- gateway would replace the delivery; the operator and the tests read this table.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL CHECK (length(recipient) <= 254),
  subject text CHECK (length(subject) <= 200),
  body text NOT NULL CHECK (length(body) <= 4000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_recipient_idx ON outbox (recipient, id DESC);

-- Registration validation config per field, served by GET /wps/system/setting/register.
CREATE TABLE register_fields (
  field text PRIMARY KEY,
  enabled boolean NOT NULL,
  required boolean NOT NULL,
  accepted_pattern text NOT NULL,
  pattern_id text NOT NULL,
  min_length integer NOT NULL CHECK (min_length >= 0),
  max_length integer NOT NULL,
  input_type text NOT NULL CHECK (input_type IN ('text', 'password', 'email', 'tel', 'date')),
  sort integer NOT NULL DEFAULT 0,
  CHECK (max_length >= min_length)
);

-- The RSA key pair of the encrypted calls: made once, shared by every platform process.
CREATE TABLE rsa_keys (
  kid text PRIMARY KEY,
  public_key text NOT NULL,
  private_key text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX rsa_keys_one_active ON rsa_keys (active) WHERE active;
