-- Account security: per-code attempt counts, per-address and site-wide send quotas, single-use
-- password reset links, outbox rows that carry secrets, sessions limited to a password change.

-- Each code may be tried at most 3 times; after that it is dead even if the next guess is right.
ALTER TABLE verification_codes ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0);

-- Code sends per source address and for the whole site, counted in fixed one-hour windows.
-- bucket: 'ip:<address>' or 'site'.
CREATE TABLE send_quotas (
  bucket text PRIMARY KEY CHECK (length(bucket) <= 128),
  window_start timestamptz NOT NULL,
  sends integer NOT NULL CHECK (sends >= 0)
);

-- Password reset links mailed by POST /wps/member/password/email. The raw token is only in the
-- mail; the table keeps its SHA-256. A link works once, for 15 minutes; a newer one replaces it.
CREATE TABLE password_reset_links (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_links_member_idx ON password_reset_links (member_id);

-- Messages that carry a code or a reset link are deleted after 15 minutes (or once delivered by a
-- gateway); notices without secrets stay.
ALTER TABLE outbox ADD COLUMN carries_secret boolean NOT NULL DEFAULT false;
CREATE INDEX outbox_secret_created_idx ON outbox (created_at) WHERE carries_secret;

-- A session opened with a password that must be changed may only change it, read member info and
-- sign out until the change is made.
ALTER TABLE sessions ADD COLUMN password_change_required boolean NOT NULL DEFAULT false;
