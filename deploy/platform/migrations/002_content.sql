-- Banners, announcements and promotions.

CREATE TABLE banners (
  id integer PRIMARY KEY,
  group_name text NOT NULL CHECK (group_name IN ('w_home', 'w_rng', 'w_live', 'w_fish', 'w_pvp', 'w_sports',
    'w_esports', 'w_lott', 'w_cockfight', 'w_promotion', 'w_shop', 'w_help', 'w_reg')),
  -- Drawn on the generated image; banners are pictures, so they are not translated.
  title text NOT NULL,
  linkage_type text CHECK (linkage_type IN ('ROUTE', 'URL', 'GAME')),
  linkage text,
  sort integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  CHECK ((linkage_type IS NULL) = (linkage IS NULL))
);
CREATE INDEX banners_group_idx ON banners (group_name, sort);

-- title and content are {"en": …, "es": …, "vi": …, "zh": …}; content is server HTML.
CREATE TABLE announcements (
  id integer PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H')),
  title jsonb NOT NULL,
  content jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE promotions (
  id integer PRIMARY KEY,
  title jsonb NOT NULL,
  start_at timestamptz,
  end_at timestamptz,
  sort integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);
