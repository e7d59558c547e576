-- Site-wide settings the operator changes at run time, and the reference data the start-up calls read.

-- One row (id = 1): the merchant's brand and switches.
CREATE TABLE settings (
  id smallint PRIMARY KEY CHECK (id = 1),
  brand_name text NOT NULL,
  maintenance_enabled boolean NOT NULL DEFAULT false,
  maintenance_end_time timestamptz,
  region_restriction_enabled boolean NOT NULL DEFAULT false,
  -- Visitor IPs (canonical text form) or '*' for everyone.
  blocked_ips text[] NOT NULL DEFAULT '{}',
  require_login boolean NOT NULL DEFAULT false,
  -- Language codes offered in the picker, in display order.
  languages text[] NOT NULL DEFAULT '{en}',
  domain_route text,
  gtag_id text,
  image_cdns text[] NOT NULL DEFAULT '{}',
  launch_game_cdns text[] NOT NULL DEFAULT '{}',
  -- [{field, acceptedPattern}]
  register_rules jsonb NOT NULL DEFAULT '[]',
  -- [{resourceType, url, qrCodeUrl, labelNameEn}]
  resources jsonb NOT NULL DEFAULT '[]',
  -- [{csPosition, csType, path}]
  customer_service jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The white-label module tree (flags such as DIRECTREG3).
CREATE TABLE white_label_modules (
  mod_id text PRIMARY KEY CHECK (mod_id ~ '^[A-Z0-9_]{1,32}$'),
  parent_mod_id text REFERENCES white_label_modules (mod_id),
  enabled boolean NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX white_label_modules_parent_idx ON white_label_modules (parent_mod_id);

-- Domains offered to clients by device (0 desktop, 3 mobile).
CREATE TABLE router_domains (
  device smallint NOT NULL CHECK (device IN (0, 3)),
  domain_name text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (device, domain_name)
);

CREATE TABLE countries (
  country_code char(2) PRIMARY KEY,
  dialing_code text NOT NULL CHECK (dialing_code ~ '^\+[0-9]{1,4}$'),
  sort integer NOT NULL DEFAULT 0
);

-- Help centre. title and content are {"en": …, "es": …, "vi": …, "zh": …}; content is HTML.
CREATE TABLE help_sections (
  id integer PRIMARY KEY,
  section text NOT NULL UNIQUE,
  sort integer NOT NULL DEFAULT 0,
  title jsonb NOT NULL,
  content jsonb NOT NULL
);

-- One row per seed that ran, so demo content is written once and never duplicated.
CREATE TABLE seed_runs (
  name text PRIMARY KEY,
  ran_at timestamptz NOT NULL DEFAULT now()
);
