-- The vendor's progressive jackpot: one pool fed by every real-money slot spin (RNG and FISH games) and
-- paid whole to the spin that hits it, then started again from its seed. It lives in the database, so
-- every server running the vendor sees and moves the one figure.
CREATE TABLE IF NOT EXISTS demo_vendor.jackpot_pools (
  pool text PRIMARY KEY,
  -- What the vendor puts in when the pool opens and after every hit, in minor units.
  seed bigint NOT NULL CHECK (seed > 0),
  -- The pool in hundredths of a minor unit: a one-per-cent share of any stake adds up exactly.
  amount_hundredths bigint NOT NULL CHECK (amount_hundredths >= seed * 100),
  hits integer NOT NULL DEFAULT 0 CHECK (hits >= 0),
  updated_at timestamptz NOT NULL
);

-- Every hit: the round that won it, who and how much (minor units), for the feed and for audit.
CREATE TABLE IF NOT EXISTS demo_vendor.jackpot_hits (
  round_id text PRIMARY KEY REFERENCES demo_vendor.rounds (round_id),
  pool text NOT NULL REFERENCES demo_vendor.jackpot_pools (pool),
  player_ref text NOT NULL,
  game_code text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  won_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS jackpot_hits_pool_idx ON demo_vendor.jackpot_hits (pool, won_at DESC);

-- The slots' pool opens at 10,000.00.
INSERT INTO demo_vendor.jackpot_pools (pool, seed, amount_hundredths, updated_at)
VALUES ('slots', 1000000, 100000000, now())
ON CONFLICT (pool) DO NOTHING;
