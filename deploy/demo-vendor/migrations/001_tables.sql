-- The demo game vendor's own tables, in a schema of their own. The vendor works like a third party:
-- it keeps its sessions, rounds, unacknowledged wallet calls and fixed-odds events here and reaches
-- the platform only through the signed seamless wallet calls; it never reads or writes the
-- platform's tables, and the platform never reads these. A database where the platform used to hold
-- these tables already has them here (the platform's migration 039 moved them, rows and all), so
-- each statement leaves an existing table as it is.
CREATE SCHEMA IF NOT EXISTS demo_vendor;

-- A player's stay in one game, opened by a launch token. The browser holds the raw session id;
-- only its SHA-256 is kept, so a copy of this table cannot be replayed as sessions.
CREATE TABLE IF NOT EXISTS demo_vendor.sessions (
  session_hash text PRIMARY KEY,
  -- The platform's game session token: every wallet call of this session carries it.
  platform_token text NOT NULL,
  -- Who plays, as the platform names them (its player id, or this session when it sends none).
  player_ref text NOT NULL,
  game_code text NOT NULL,
  game_name text NOT NULL,
  game_type text NOT NULL,
  vendor text NOT NULL,
  engine text NOT NULL CHECK (engine IN ('slot', 'baccarat', 'dragon-tiger', 'events')),
  language text NOT NULL,
  lobby_origin text NOT NULL,
  currency text NOT NULL CHECK (currency IN ('REAL', 'PLAY')),
  -- The last balance the platform answered, shown when it cannot be asked.
  balance bigint NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL
);

-- Every round: created before its bet is sent, so a bet that gets no answer can still be rolled back.
CREATE TABLE IF NOT EXISTS demo_vendor.rounds (
  round_id text PRIMARY KEY,
  session_hash text NOT NULL REFERENCES demo_vendor.sessions (session_hash),
  player_ref text NOT NULL,
  game_code text NOT NULL,
  engine text NOT NULL,
  stake bigint NOT NULL CHECK (stake > 0),
  win bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
  -- PENDING: bet sent; OPEN: bet accepted, result not yet paid (fixed-odds bets wait for their event);
  -- SETTLED: win recorded; REFUSED: the platform said no; ROLLED_BACK: no answer, the bet was cancelled.
  status text NOT NULL CHECK (status IN ('PENDING', 'OPEN', 'SETTLED', 'REFUSED', 'ROLLED_BACK')),
  -- What happened, for the history list (cards, reels, selection).
  summary text NOT NULL DEFAULT '',
  outcome jsonb,
  created_at timestamptz NOT NULL,
  settled_at timestamptz
);
CREATE INDEX IF NOT EXISTS rounds_player_idx ON demo_vendor.rounds (player_ref, game_code, created_at DESC);

-- Wins and rollbacks are written here before they are sent and stay until the platform acknowledges
-- them; the retry worker resends the rest with a growing delay. One row per call kind and txId.
CREATE TABLE IF NOT EXISTS demo_vendor.outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('win', 'rollback')),
  tx_id text NOT NULL,
  round_id text NOT NULL REFERENCES demo_vendor.rounds (round_id),
  -- The exact call body (requestId included), so every retry sends the same payload.
  body jsonb NOT NULL,
  -- PENDING: not acknowledged yet; ACKNOWLEDGED: done; REFUSED: the platform refused it for good (logged).
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACKNOWLEDGED', 'REFUSED')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  last_error text,
  created_at timestamptz NOT NULL,
  acknowledged_at timestamptz,
  UNIQUE (kind, tx_id)
);
CREATE INDEX IF NOT EXISTS outbox_due_idx ON demo_vendor.outbox (next_attempt_at) WHERE status = 'PENDING';

-- Simulated fixed-odds matches of one lobby (SPORTS-SABA, ESPORTS-TF, COCKFIGHT-DS88, ...).
-- Probabilities in basis points (they sum to 10,000); odds in hundredths (210 = 2.10).
CREATE TABLE IF NOT EXISTS demo_vendor.events (
  event_id text PRIMARY KEY,
  game_code text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('SPORTS', 'ESPORTS', 'COCKFIGHT')),
  home text NOT NULL,
  away text NOT NULL,
  kick_off_at timestamptz NOT NULL,
  settle_at timestamptz NOT NULL CHECK (settle_at > kick_off_at),
  chance_home integer NOT NULL CHECK (chance_home > 0),
  chance_draw integer CHECK (chance_draw > 0),
  chance_away integer NOT NULL CHECK (chance_away > 0),
  odds_home integer NOT NULL CHECK (odds_home > 100),
  odds_draw integer CHECK (odds_draw > 100),
  odds_away integer NOT NULL CHECK (odds_away > 100),
  status text NOT NULL DEFAULT 'SCHEDULED' CHECK (status IN ('SCHEDULED', 'SETTLED')),
  result text CHECK (result IN ('HOME', 'DRAW', 'AWAY')),
  settled_at timestamptz,
  CHECK ((chance_draw IS NULL) = (odds_draw IS NULL)),
  CHECK (chance_home + coalesce(chance_draw, 0) + chance_away = 10000),
  CHECK ((status = 'SETTLED') = (result IS NOT NULL)),
  -- Kick-offs sit on a fixed grid per lobby, so two schedulers topping up at once add each match once.
  UNIQUE (game_code, kick_off_at)
);
CREATE INDEX IF NOT EXISTS events_due_idx ON demo_vendor.events (settle_at) WHERE status = 'SCHEDULED';

-- A bet on an event: one round each, paid (or closed with 0) when its event settles.
CREATE TABLE IF NOT EXISTS demo_vendor.event_bets (
  round_id text PRIMARY KEY REFERENCES demo_vendor.rounds (round_id),
  event_id text NOT NULL REFERENCES demo_vendor.events (event_id),
  selection text NOT NULL CHECK (selection IN ('HOME', 'DRAW', 'AWAY')),
  stake bigint NOT NULL CHECK (stake > 0),
  -- The odds when the bet was taken, in hundredths: what a winning bet is paid at.
  odds integer NOT NULL CHECK (odds > 100),
  -- PENDING: bet sent; PLACED: accepted; SETTLED: paid or lost; VOID: refused or rolled back.
  status text NOT NULL CHECK (status IN ('PENDING', 'PLACED', 'SETTLED', 'VOID')),
  win bigint CHECK (win >= 0)
);
CREATE INDEX IF NOT EXISTS event_bets_event_idx ON demo_vendor.event_bets (event_id) WHERE status = 'PLACED';
