-- Lottery bets on the site's own lottery: the odds per market and bet type, the unit price, and
-- the bets themselves. Money moves through the ledger only:
--   placing a bet:  member MAIN -> LOTTERY_STAKES (the stake, held until the issue is settled)
--   settlement:     LOTTERY_STAKES -> HOUSE (every stake), HOUSE -> member MAIN (the winners' payout)
--   cancellation:   LOTTERY_STAKES -> member MAIN (the stake back)
-- LOTTERY_STAKES can never hold less than nothing: a settlement or refund of money that was never
-- staked fails like an overdraft.
INSERT INTO ledger_accounts (kind, code, allow_negative, ledger) VALUES ('SYSTEM', 'LOTTERY_STAKES', false, 'REAL');

-- The price of one unit, in minor units, and the most units one bet may carry.
CREATE TABLE lottery_settings (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  unit_price bigint NOT NULL CHECK (unit_price > 0),
  max_units int NOT NULL CHECK (max_units BETWEEN 1 AND 10000)
);
INSERT INTO lottery_settings (unit_price, max_units) VALUES (100, 10000);

-- What one hit pays per unit price staked, the stake not returned on top ("3.48": a unit of 1.00
-- that hits once gets 3.48). A market is a region: its result shape decides how often each type
-- hits, so each has its own odds. The chosen odds return 88-95 % of the stakes on average (the
-- house keeps the rest), computed from uniform random numbers:
--   NORTH (27 numbers, 23 of them with 3 digits or more):
--     LO2 3.48 (hits 0.27 a number: 94 %), LO3 40 (0.023: 92 %), DE 95 (1 in 100: 95 %),
--     CANG3 900 (1 in 1000: 90 %), DAU/DUOI 9.5 (1 in 10: 95 %),
--     XIEN2 16.5 (0.0549: 90.5 %), XIEN3 73 (0.0123: 89.8 %), XIEN4 335 (0.00267: 89.4 %).
--   CENTRAL, SOUTH and FAST (18 numbers, 17 with 3 digits or more):
--     LO2 5 (0.18: 90 %), LO3 54 (0.017: 91.8 %), DE, CANG3, DAU and DUOI as the north,
--     XIEN2 34.5 (0.0261: 90.1 %), XIEN3 230 (0.00391: 89.9 %), XIEN4 1600 (0.00056: 89.6 %).
CREATE TABLE lottery_odds (
  market text NOT NULL CHECK (market IN ('NORTH', 'CENTRAL', 'SOUTH', 'FAST')),
  bet_type text NOT NULL CHECK (bet_type IN ('LO2', 'LO3', 'DE', 'CANG3', 'DAU', 'DUOI', 'XIEN2', 'XIEN3', 'XIEN4')),
  odds numeric(12, 4) NOT NULL CHECK (odds > 0),
  PRIMARY KEY (market, bet_type)
);
INSERT INTO lottery_odds (market, bet_type, odds)
SELECT market, bet_type, odds
FROM (VALUES ('NORTH'), ('CENTRAL'), ('SOUTH'), ('FAST')) AS markets (market)
CROSS JOIN LATERAL (
  VALUES
    ('LO2', CASE WHEN market = 'NORTH' THEN 3.48 ELSE 5 END),
    ('LO3', CASE WHEN market = 'NORTH' THEN 40 ELSE 54 END),
    ('DE', 95),
    ('CANG3', 900),
    ('DAU', 9.5),
    ('DUOI', 9.5),
    ('XIEN2', CASE WHEN market = 'NORTH' THEN 16.5 ELSE 34.5 END),
    ('XIEN3', CASE WHEN market = 'NORTH' THEN 73 ELSE 230 END),
    ('XIEN4', CASE WHEN market = 'NORTH' THEN 335 ELSE 1600 END)
) AS types (bet_type, odds);

-- One bet: a member's numbers of one type on one issue. The odds and unit price are those of the
-- moment it was placed, so a later change of configuration never changes what a bet pays. Each bet
-- is also a game round (provider LOTTERY, round id 'L<id>'), so the betting record, profit and
-- loss and the daily rollup include it.
CREATE TABLE lottery_bets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  game_id text NOT NULL REFERENCES lottery_games (id),
  issue_id bigint NOT NULL REFERENCES lottery_issues (id),
  numero text NOT NULL,
  bet_type text NOT NULL CHECK (bet_type IN ('LO2', 'LO3', 'DE', 'CANG3', 'DAU', 'DUOI', 'XIEN2', 'XIEN3', 'XIEN4')),
  numbers text[] NOT NULL CHECK (cardinality(numbers) BETWEEN 1 AND 10),
  units int NOT NULL CHECK (units BETWEEN 1 AND 10000),
  unit_price bigint NOT NULL CHECK (unit_price > 0),
  stake bigint NOT NULL CHECK (stake > 0),
  odds numeric(12, 4) NOT NULL CHECK (odds > 0),
  status text NOT NULL DEFAULT 'PLACED' CHECK (status IN ('PLACED', 'WON', 'LOST', 'REFUNDED')),
  -- What the member got back: the win of a won bet, the stake of a refunded one, else 0.
  payout bigint NOT NULL DEFAULT 0 CHECK (payout >= 0),
  request_id text NOT NULL CHECK (request_id ~ '^[A-Za-z0-9_-]{8,64}$'),
  placed_at timestamptz NOT NULL,
  settled_at timestamptz,
  UNIQUE (member_id, request_id),
  CHECK ((status = 'PLACED') = (settled_at IS NULL)),
  CHECK (status = 'WON' OR status = 'REFUNDED' OR payout = 0)
);
-- My bets, newest first, of all lotteries or one.
CREATE INDEX lottery_bets_member_idx ON lottery_bets (member_id, placed_at DESC, id DESC);
CREATE INDEX lottery_bets_member_game_idx ON lottery_bets (member_id, game_id, placed_at DESC, id DESC);
-- Settlement and refunds: an issue's bets still to close.
CREATE INDEX lottery_bets_issue_status_idx ON lottery_bets (issue_id, status);
