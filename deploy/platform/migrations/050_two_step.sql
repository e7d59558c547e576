-- The second step of a sign-in from an address the account has not used before: the addresses
-- each account trusts, the pending sign-ins waiting for their second step, the authenticator app
-- and its recovery codes.

-- An address an account signs in from without the second step. A removed one keeps its row
-- (removed_at), so "this account has never trusted any address" stays answerable: only such an
-- account's first sign-in trusts its address by itself.
CREATE TABLE trusted_addresses (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  ip text NOT NULL CHECK (length(ip) <= 64),
  -- The device of the sign-in that trusted it (as the login history words it).
  device text CHECK (length(device) <= 100),
  how text NOT NULL CHECK (how IN ('REGISTRATION', 'FIRST_SIGN_IN', 'SECOND_STEP', 'EARLIER_SIGN_IN', 'OPERATOR')),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  removed_at timestamptz
);
CREATE UNIQUE INDEX trusted_addresses_member_ip_key ON trusted_addresses (member_id, ip) WHERE removed_at IS NULL;
CREATE INDEX trusted_addresses_member_idx ON trusted_addresses (member_id);

-- Accounts that signed in before the check existed keep signing in where they did.
INSERT INTO trusted_addresses (member_id, ip, device, how, created_at, last_used_at)
SELECT DISTINCT ON (member_id, ip) member_id, ip, device, 'EARLIER_SIGN_IN', created_at, created_at
FROM login_history
ORDER BY member_id, ip, created_at DESC;
INSERT INTO trusted_addresses (member_id, ip, how, created_at, last_used_at)
SELECT m.id, m.register_ip, 'REGISTRATION', m.created_at, m.created_at
FROM members m
WHERE m.register_ip IS NOT NULL AND m.type <> 4
  AND NOT EXISTS (SELECT 1 FROM trusted_addresses t WHERE t.member_id = m.id AND t.ip = m.register_ip);

-- A right password from an untrusted address: no session yet. The id handed out is a random
-- secret stored hashed; it works only from the address that signed in, for a few minutes and a
-- few tries. The code of the SMS or e-mail way is kept here, hashed, so it answers this sign-in only.
CREATE TABLE pending_sign_ins (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  member_id bigint NOT NULL REFERENCES members (id),
  ip text NOT NULL CHECK (length(ip) <= 64),
  user_agent text CHECK (length(user_agent) <= 512),
  side text NOT NULL CHECK (side IN ('member', 'agent')),
  -- What the first step decided about the password ('default', 'expired' or null), carried to the session.
  password_change text CHECK (password_change IN ('default', 'expired')),
  tries integer NOT NULL DEFAULT 0 CHECK (tries >= 0),
  code_channel text CHECK (code_channel IN ('sms', 'email')),
  code_hash text,
  code_expires_at timestamptz,
  code_tries integer NOT NULL DEFAULT 0 CHECK (code_tries >= 0),
  expires_at timestamptz NOT NULL,
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pending_sign_ins_member_idx ON pending_sign_ins (member_id, created_at DESC);
CREATE INDEX pending_sign_ins_expires_idx ON pending_sign_ins (expires_at);

-- The authenticator app (TOTP, RFC 6238) of an account: enrolled (confirmed_at null) until a code
-- from the app confirms it. last_step is the newest time step accepted, so a code is used once.
CREATE TABLE authenticators (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  secret text NOT NULL CHECK (length(secret) BETWEEN 16 AND 128),
  confirmed_at timestamptz,
  last_step bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Recovery codes of the authenticator, hashed; each works once.
CREATE TABLE recovery_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, code_hash)
);
