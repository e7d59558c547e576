-- Navigation, providers (vendors) and the game catalogue.

CREATE TABLE game_menus (
  game_type text PRIMARY KEY CHECK (game_type IN ('LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT', 'RNG', 'PVP', 'FISH')),
  name text NOT NULL,
  page text NOT NULL,
  sort integer NOT NULL
);

-- The platform's provider lanes. Cockfight and e-sports providers sit inside SPORTS; the client
-- splits them out (lane id 5 is the client's cockfight lane, so it is not used here).
CREATE TABLE vendor_lanes (
  id integer PRIMARY KEY CHECK (id < 100 AND id <> 5),
  game_type text NOT NULL UNIQUE CHECK (game_type IN ('LIVE', 'SPORTS', 'ELOTT', 'LOTT', 'RNG', 'PVP', 'FISH')),
  sort integer NOT NULL
);

-- A provider inside one lane. The same provider code may appear in several lanes (JILI slots and
-- JILI fishing), so the card id (account_type_id) is the key.
CREATE TABLE vendors (
  account_type_id integer PRIMARY KEY,
  code text NOT NULL CHECK (code ~ '^[A-Z0-9_]{1,32}$'),
  lane text NOT NULL REFERENCES vendor_lanes (game_type),
  -- The card's own type: ESPORTS for e-sports providers listed in the SPORTS lane.
  game_type text NOT NULL,
  display_name text NOT NULL,
  hot boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0,
  list_games boolean NOT NULL DEFAULT false,
  UNIQUE (code, lane)
);

CREATE TABLE games (
  id integer PRIMARY KEY,
  vendor text NOT NULL,
  game_type text NOT NULL,
  name text NOT NULL,
  game_classify text NOT NULL,
  -- Money: exact decimal, never a float.
  min_bet numeric(12, 2) NOT NULL CHECK (min_bet >= 0),
  min_line_num integer NOT NULL CHECK (min_line_num >= 0),
  hot boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (vendor, game_type) REFERENCES vendors (code, lane)
);
CREATE INDEX games_vendor_idx ON games (vendor);
CREATE INDEX games_game_type_idx ON games (game_type);
-- Case-insensitive name search by prefix (LIKE 'abc%') without the trigram extension.
CREATE INDEX games_lower_name_idx ON games (lower(name) text_pattern_ops);
