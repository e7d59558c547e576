-- The app download page and agent recruitment: app releases (1), members' referral codes (2) and
-- applications to become an agent (3).

-- 1. App releases, per platform. The package itself lives where the operator publishes it (a CDN or
-- a store: packages are tens of megabytes, served best beside the site, never through the database);
-- the platform keeps what a visitor needs to trust it: version, size, date, notes and its SHA-256.
-- One ACTIVE release per platform at most; an upload makes the earlier one SUPERSEDED, a rollback
-- makes the active one ROLLED_BACK and the newest SUPERSEDED one ACTIVE again.
CREATE TABLE app_releases (
  id bigserial PRIMARY KEY,
  platform text NOT NULL CHECK (platform IN ('ANDROID', 'IOS')),
  version text NOT NULL CHECK (version ~ '^[0-9]{1,4}(\.[0-9]{1,6}){1,3}$'),
  size_bytes bigint NOT NULL CHECK (size_bytes > 0 AND size_bytes <= 4294967296),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  download_url text NOT NULL CHECK (length(download_url) <= 2048),
  -- {"en": "...", "es": "...", "vi": "...", "zh": "..."}: English always, the others when written.
  notes jsonb NOT NULL CHECK (jsonb_typeof(notes) = 'object' AND notes ? 'en'),
  status text NOT NULL CHECK (status IN ('ACTIVE', 'SUPERSEDED', 'ROLLED_BACK')),
  released_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (platform, version)
);
CREATE UNIQUE INDEX app_releases_one_active ON app_releases (platform) WHERE status = 'ACTIVE';

-- 2. A member's own referral code, made the first time the member's download QR code (or a later
-- invite page) needs it. Registration already keeps the referralCode it was given (members.referral_code).
CREATE TABLE member_referral_codes (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  code text NOT NULL CHECK (code ~ '^[A-Z2-9]{8}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX member_referral_codes_code_key ON member_referral_codes (code);

-- 3. Applications to become an agent (/join), waiting in the operator's queue. Approval opens the
-- agent through the register centre's rules under the upline the operator names; the new member is
-- kept here, so an application makes one agent however often it is approved. The address is kept
-- for the visitors' rate limit.
CREATE TABLE agent_applications (
  id bigserial PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
  contact text NOT NULL CHECK (length(contact) BETWEEN 1 AND 100),
  channel text NOT NULL CHECK (length(channel) BETWEEN 1 AND 16),
  team_size integer NOT NULL CHECK (team_size BETWEEN 1 AND 100000),
  remark text CHECK (length(remark) <= 140),
  language text NOT NULL CHECK (length(language) <= 8),
  ip text NOT NULL CHECK (length(ip) <= 64),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  decided_by text CHECK (length(decided_by) <= 64),
  decided_at timestamptz,
  decision_note text CHECK (length(decision_note) <= 200),
  member_id bigint REFERENCES members (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'APPROVED') = (member_id IS NOT NULL)),
  CHECK ((status = 'PENDING') = (decided_at IS NULL))
);
CREATE INDEX agent_applications_status_idx ON agent_applications (status, id DESC);
CREATE INDEX agent_applications_ip_idx ON agent_applications (ip, created_at);
