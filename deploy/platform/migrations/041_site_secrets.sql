-- Secrets every platform process of a site must share (the operator token, the seamless wallet's
-- signing secret, in demo mode the demo gateway's and the lottery seed key), for a site whose
-- operator did not set them in the environment. Several servers on one PostgreSQL then agree on
-- them: the first to start inserts a generated value and every server reads back the one stored.
-- The embedded database does not use this table (one server, its secrets stay in DATA_DIR).
-- A value set in the environment is never written here.
CREATE TABLE site_secrets (
  name text PRIMARY KEY CHECK (name ~ '^[a-z][a-z-]{2,62}$'),
  value text NOT NULL CHECK (length(value) >= 32),
  created_at timestamptz NOT NULL DEFAULT now()
);

COMMENT ON TABLE site_secrets IS 'Generated secrets shared by all platform processes when no environment variable sets them; never logged';
