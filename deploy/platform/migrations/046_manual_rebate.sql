-- Manual rebate: a share of each member's qualifying bet, accrued per round and paid when the member
-- claims it (src/rewards/rebate). Rounds count from this migration on: play before it earned no
-- rebate, since the site offered none.
--
-- Every change of a real-money round's qualifying bet is written as an accrual row (sql/
-- rebate_accrual.sql): the stake of a slot round when it is placed, a table round's net risk when
-- it settles, a negative row when a round already counted is rolled back. A claim takes the rows
-- that have no claim yet, so each change of each round is in exactly one claim, and a rollback
-- after a claim nets against the next claim's rebate.

-- 1. Settings: one row, the minimum a claim pays and the time between two claims of a member.
CREATE TABLE rebate_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  min_claim bigint NOT NULL CHECK (min_claim > 0),
  cooldown_seconds integer NOT NULL CHECK (cooldown_seconds BETWEEN 0 AND 604800),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO rebate_settings (min_claim, cooldown_seconds) VALUES (100, 3600);

-- 2. Rates per VIP level and game type, in basis points of the qualifying bet (a type without a
-- row earns nothing). Every member is level 0 until the VIP programme exists. The defaults stay
-- well under the house edge of each type (the qualifying bet already leaves out hedged stakes).
CREATE TABLE rebate_rates (
  vip_level integer NOT NULL CHECK (vip_level BETWEEN 0 AND 99),
  game_type text NOT NULL CHECK (game_type ~ '^[A-Z]{2,16}$'),
  rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 500),
  PRIMARY KEY (vip_level, game_type)
);
INSERT INTO rebate_rates (vip_level, game_type, rate_bp) VALUES
  (0, 'RNG', 80), (0, 'FISH', 80), (0, 'PVP', 50), (0, 'LIVE', 40), (0, 'SPORTS', 50),
  (0, 'ESPORTS', 50), (0, 'COCKFIGHT', 30), (0, 'ELOTT', 30), (0, 'LOTT', 30);

-- 3. What a member of a level may be paid per site day; a level without a row has no cap.
CREATE TABLE rebate_caps (
  vip_level integer PRIMARY KEY CHECK (vip_level BETWEEN 0 AND 99),
  daily_cap bigint NOT NULL CHECK (daily_cap > 0)
);
INSERT INTO rebate_caps (vip_level, daily_cap) VALUES (0, 100000);

-- 4. Claims: number n of a member is the business fact rebate:<member>:<n> (its payment is the
-- reward credit REBATE <member>:<n>). accrued = paid + carried: what the daily cap left unpaid is
-- carried into a new accrual row.
CREATE TABLE rebate_claims (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  seq integer NOT NULL CHECK (seq > 0),
  idempotency_key text NOT NULL UNIQUE,
  request_id text NOT NULL,
  vip_level integer NOT NULL,
  accrued bigint NOT NULL CHECK (accrued > 0),
  paid bigint NOT NULL CHECK (paid > 0),
  carried bigint NOT NULL CHECK (carried >= 0),
  lines jsonb NOT NULL,
  bonus_id bigint NOT NULL REFERENCES member_bonuses (id),
  balance_after bigint NOT NULL,
  site_day date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (accrued = paid + carried),
  CHECK (idempotency_key = 'rebate:' || member_id || ':' || seq),
  UNIQUE (member_id, seq),
  UNIQUE (member_id, request_id)
);
CREATE INDEX rebate_claims_day_idx ON rebate_claims (member_id, site_day);

-- 5. Accruals. A round's row holds the change of its qualifying bet (negative for a rollback of
-- what was counted); a carry row holds money a capped claim left unpaid. claim_id is set once, by
-- the claim that takes the row.
CREATE TABLE rebate_accruals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  round_id bigint REFERENCES game_rounds (id),
  game_type text,
  qualifying bigint NOT NULL DEFAULT 0,
  carried bigint NOT NULL DEFAULT 0 CHECK (carried >= 0),
  carried_from bigint REFERENCES rebate_claims (id),
  claim_id bigint REFERENCES rebate_claims (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((round_id IS NULL) = (game_type IS NULL)),
  CHECK ((round_id IS NULL) = (carried_from IS NOT NULL)),
  CHECK (round_id IS NOT NULL OR qualifying = 0)
);
CREATE INDEX rebate_accruals_open_idx ON rebate_accruals (member_id) WHERE claim_id IS NULL;
CREATE INDEX rebate_accruals_claim_idx ON rebate_accruals (claim_id);
CREATE INDEX rebate_accruals_round_idx ON rebate_accruals (round_id);
