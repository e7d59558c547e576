-- The seamless wallet: a game provider moves a member's money through the platform's ledger.
--
-- A game page gets a single-use launch token; the provider trades it for a game session and then
-- sends bets, wins and rollbacks, each under its own transaction id (txId). Every round is kept,
-- and a per-member daily rollup is updated in the same transaction as the ledger entry it sums.

-- The house side of play-money bets. Trial members play with play money, and an entry may not mix
-- the two ledgers, so play-money bets need a house of their own. The trigger that picks an
-- account's ledger sets member accounts only, so the ledger is given here.
INSERT INTO ledger_accounts (kind, code, allow_negative, ledger) VALUES ('SYSTEM', 'PLAY_HOUSE', true, 'PLAY');

-- What a game page is allowed to open. Only the SHA-256 of the raw token is kept; a token is used
-- once and lives 10 minutes.
CREATE TABLE launch_tokens (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  member_id bigint NOT NULL REFERENCES members (id),
  game_code text NOT NULL CHECK (game_code ~ '^[A-Z]+-[A-Z0-9_]{1,32}$'),
  game_name text NOT NULL CHECK (length(game_name) BETWEEN 1 AND 200),
  game_type text NOT NULL CHECK (game_type IN ('LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT', 'RNG', 'PVP', 'FISH')),
  vendor text NOT NULL CHECK (vendor ~ '^[A-Z0-9_]{1,32}$'),
  game_id integer REFERENCES games (id),
  language text NOT NULL CHECK (length(language) BETWEEN 1 AND 16),
  lobby_origin text NOT NULL CHECK (length(lobby_origin) BETWEEN 1 AND 255),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX launch_tokens_expires_idx ON launch_tokens (expires_at);

-- A provider's session for one member in one game, made from a launch token. The raw session
-- token is only the provider's; expires_at slides forward with every call while it is alive.
CREATE TABLE game_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  provider text NOT NULL CHECK (provider ~ '^[A-Z0-9_]{1,32}$'),
  member_id bigint NOT NULL REFERENCES members (id),
  game_code text NOT NULL,
  game_name text NOT NULL,
  game_type text NOT NULL,
  vendor text NOT NULL,
  game_id integer REFERENCES games (id),
  language text NOT NULL,
  lobby_origin text NOT NULL,
  ledger text NOT NULL CHECK (ledger IN ('REAL', 'PLAY')),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX game_sessions_member_idx ON game_sessions (member_id, created_at DESC);

-- Every bet, win and rollback once per provider, kind and txId, with the answer it got: a repeat
-- with the same content gets that answer again, other content is refused. A rollback's txId is the
-- bet it cancels; a rollback that arrives before its bet is kept (entry_id null), and the bet that
-- comes later is recorded as ROLLED_BACK without moving money.
CREATE TABLE seamless_transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('BET', 'WIN', 'ROLLBACK')),
  tx_id text NOT NULL CHECK (length(tx_id) BETWEEN 1 AND 100),
  fingerprint text NOT NULL CHECK (fingerprint ~ '^[0-9a-f]{64}$'),
  session_id bigint NOT NULL REFERENCES game_sessions (id),
  member_id bigint NOT NULL REFERENCES members (id),
  round_id text NOT NULL,
  amount bigint NOT NULL CHECK (amount >= 0),
  -- BET: DONE or ROLLED_BACK. WIN: DONE. ROLLBACK: DONE (a bet was refunded) or NO_BET (none was known).
  status text NOT NULL CHECK (status IN ('DONE', 'ROLLED_BACK', 'NO_BET')),
  entry_id bigint REFERENCES journal_entries (id),
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, kind, tx_id)
);
CREATE INDEX seamless_transactions_round_idx ON seamless_transactions (provider, round_id, kind);

-- Every round a member played: opened by its first bet, stake and valid bet summed over its bets,
-- win over its wins; SETTLED when a win closes it, ROLLED_BACK when all its bets were rolled back.
CREATE TABLE game_rounds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider text NOT NULL,
  round_id text NOT NULL CHECK (length(round_id) BETWEEN 1 AND 100),
  member_id bigint NOT NULL REFERENCES members (id),
  vendor text NOT NULL,
  game_type text NOT NULL,
  game_code text NOT NULL,
  game_id integer REFERENCES games (id),
  game_name text NOT NULL,
  ledger text NOT NULL CHECK (ledger IN ('REAL', 'PLAY')),
  stake bigint NOT NULL DEFAULT 0 CHECK (stake >= 0),
  valid_bet bigint NOT NULL DEFAULT 0 CHECK (valid_bet >= 0),
  win bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
  status text NOT NULL CHECK (status IN ('OPEN', 'SETTLED', 'ROLLED_BACK')),
  started_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  UNIQUE (provider, round_id)
);
CREATE INDEX game_rounds_member_idx ON game_rounds (member_id, started_at DESC);
CREATE INDEX game_rounds_big_wins_idx ON game_rounds (settled_at) WHERE ledger = 'REAL' AND win > 0;
CREATE INDEX game_rounds_game_idx ON game_rounds (game_id, started_at);

-- Per member, day, game type and ledger: what the betting record and the agents' reports read.
-- The day is the UTC date of the round's start, so a round's bet and win fall on the same day.
-- profit_loss is from the member's side: win - valid_bet.
CREATE TABLE member_daily_rollups (
  member_id bigint NOT NULL REFERENCES members (id),
  day date NOT NULL,
  game_type text NOT NULL,
  ledger text NOT NULL CHECK (ledger IN ('REAL', 'PLAY')),
  valid_bet bigint NOT NULL DEFAULT 0,
  win bigint NOT NULL DEFAULT 0,
  profit_loss bigint NOT NULL DEFAULT 0,
  rounds integer NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day, game_type, ledger)
);
CREATE INDEX member_daily_rollups_day_idx ON member_daily_rollups (day);
