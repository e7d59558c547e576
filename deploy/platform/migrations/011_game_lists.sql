-- Game lists: names in every offered language (searched by substring through a trigram index),
-- the operator's hot rank, members' favourites and recently launched games.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- include sql/generated_game_name.sql

-- A game's name per language; the page shows the one of its language, else the English one.
-- Name search looks at every language, so a player finds a game by any of its names.
CREATE TABLE game_names (
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('en', 'es', 'vi', 'zh')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  PRIMARY KEY (game_id, language)
);
-- Case-insensitive substring search (LIKE '%…%') over every language.
-- fastupdate off: the catalogue rarely changes, and a pending list of new entries would be read
-- through on every search until the next vacuum.
CREATE INDEX game_names_search_idx ON game_names USING gin (lower(name) gin_trgm_ops);

-- The English name is the catalogue's own, kept in step by a trigger on games.
-- include sql/games_keep_english_name.sql

-- The operator's hot list: 1 is the hottest; NULL is not on it.
ALTER TABLE games ADD COLUMN hot_rank integer CHECK (hot_rank > 0);

-- The list filters and their order (type, then provider, classification, minimum bet; by sort, id).
CREATE INDEX games_type_sort_idx ON games (game_type, sort, id);
CREATE INDEX games_vendor_type_sort_idx ON games (vendor, game_type, sort, id);
CREATE INDEX games_classify_idx ON games (game_type, game_classify);
CREATE INDEX games_min_bet_idx ON games (game_type, min_bet);
CREATE INDEX games_hot_rank_idx ON games (hot_rank) WHERE hot_rank IS NOT NULL;

-- A database seeded before this migration: its catalogue gets its names and hot ranks now (the
-- seed writes both for a new database). Translations only where the English name is still the
-- generated one, so an operator's own name is never given a translation of another.
INSERT INTO game_names (game_id, language, name)
SELECT id, 'en', name FROM games
ON CONFLICT (game_id, language) DO NOTHING;
INSERT INTO game_names (game_id, language, name)
SELECT g.id, l.language, generated_game_name(g.id, g.game_type, g.game_classify, l.language)
FROM games g CROSS JOIN (VALUES ('es'), ('vi'), ('zh')) AS l (language)
WHERE g.name = generated_game_name(g.id, g.game_type, g.game_classify, 'en')
ON CONFLICT (game_id, language) DO NOTHING;
UPDATE games g SET hot_rank = ranked.rank
FROM (SELECT id, row_number() OVER (ORDER BY sort, id)::int AS rank FROM games WHERE hot) AS ranked
WHERE g.id = ranked.id;

-- Newest first in both lists follows this sequence, not the clock: two changes within one clock
-- tick (or a clock that steps back) still keep their order.
CREATE SEQUENCE member_game_lists_seq;

CREATE TABLE favourite_games (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  list_order bigint NOT NULL DEFAULT nextval('member_game_lists_seq'),
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX favourite_games_member_idx ON favourite_games (member_id, list_order DESC);

-- Games a member launched, newest first; the games area keeps the 50 newest per member.
CREATE TABLE recent_games (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_id integer NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  last_played_at timestamptz NOT NULL DEFAULT now(),
  list_order bigint NOT NULL DEFAULT nextval('member_game_lists_seq'),
  PRIMARY KEY (member_id, game_id)
);
CREATE INDEX recent_games_member_idx ON recent_games (member_id, list_order DESC);

-- Hot games count each game's real-money rounds of the last 24 hours.
CREATE INDEX game_rounds_recent_real_idx ON game_rounds (started_at, game_id) WHERE ledger = 'REAL' AND game_id IS NOT NULL;
-- The winner board reads the largest settled real-money wins first and stops at 50.
CREATE INDEX game_rounds_top_wins_idx ON game_rounds (win DESC, settled_at DESC) WHERE ledger = 'REAL' AND status = 'SETTLED' AND win > 0;
