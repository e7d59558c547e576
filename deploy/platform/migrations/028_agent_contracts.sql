-- Agent contracts: dividend, daily, hourly and real-time salary offered by an upline agent to one of
-- its direct downline agents, and the site-wide switches and ceilings of each kind.
--
-- Amounts are integer minor units and rates integer hundredths of a percent (80 = 0.80 %,
-- 10000 = 100 %), so comparing two contracts' rates is exact.

-- One row per kind: whether the kind is offered on this site, and the most a top agent (type 1,
-- paid by the platform, no contract above it) may pass on. max_rate bounds every tier of a tiered
-- kind; the real-time kind is bounded by its two rates instead.
CREATE TABLE agent_contract_kinds (
  kind text PRIMARY KEY CHECK (kind IN ('DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')),
  enabled boolean NOT NULL DEFAULT true,
  max_rate integer NOT NULL CHECK (max_rate BETWEEN 0 AND 10000),
  max_profit_salary_rate integer NOT NULL CHECK (max_profit_salary_rate BETWEEN 0 AND 10000),
  max_loss_salary_rate integer NOT NULL CHECK (max_loss_salary_rate BETWEEN 0 AND 10000),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO agent_contract_kinds (kind, max_rate, max_profit_salary_rate, max_loss_salary_rate) VALUES
  ('DIVIDEND', 5000, 0, 0),
  ('DAILY_SALARY', 200, 0, 0),
  ('HOURLY_SALARY', 100, 0, 0),
  ('REALTIME_SALARY', 0, 100, 100);

-- A contract is one offer of one kind from an upline to a direct downline agent, and what became of
-- it. Tiers are kept as one jsonb array with the contract: they are always read and written whole,
-- never queried one by one, and the platform validates them (shape, order, rates) before writing;
-- the checks below only keep a wrong writer from storing something that is not a list of tiers.
-- Each tier: {"periodValidBet", "periodProfitLoss", "dailyBetAmount", "hourlyBetAmount"} in minor
-- units, {"activeMembers"} a count, {"rate"} in hundredths of a percent. A real-time contract has no
-- tiers: its terms are the three realtime_ columns.
CREATE TABLE agent_contracts (
  id bigserial PRIMARY KEY,
  kind text NOT NULL REFERENCES agent_contract_kinds (kind),
  upline_id bigint NOT NULL REFERENCES members (id),
  downline_id bigint NOT NULL REFERENCES members (id),
  period text CHECK (period IN ('DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY')),
  tiers jsonb NOT NULL DEFAULT '[]',
  realtime_profit_salary_rate integer CHECK (realtime_profit_salary_rate BETWEEN 0 AND 10000),
  realtime_loss_salary_rate integer CHECK (realtime_loss_salary_rate BETWEEN 0 AND 10000),
  realtime_single_bet_amount bigint CHECK (realtime_single_bet_amount >= 0),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACCEPTED', 'REJECTED', 'TERMINATED')),
  -- The upline's key for this offer: the same requestId offers once.
  request_id text NOT NULL CHECK (length(request_id) BETWEEN 1 AND 64),
  offered_at timestamptz NOT NULL DEFAULT now(),
  -- Accepted or rejected: when, and by whom (always the downline).
  decided_at timestamptz,
  decided_by bigint REFERENCES members (id),
  terminated_at timestamptz,
  -- UPLINE: the upline ended its offer or contract; SYSTEM: the platform did (replaced by a newer
  -- contract, or the rate became higher than the upline's own).
  terminated_by text CHECK (terminated_by IN ('UPLINE', 'SYSTEM')),
  termination_reason text CHECK (length(termination_reason) <= 64),
  CHECK (upline_id <> downline_id),
  -- Which period each kind has: a dividend any of the four, a daily salary daily, the others none.
  CHECK (CASE kind
    WHEN 'DIVIDEND' THEN period IS NOT NULL
    WHEN 'DAILY_SALARY' THEN period = 'DAILY'
    ELSE period IS NULL END),
  CHECK (jsonb_typeof(tiers) = 'array'),
  CHECK (CASE kind
    WHEN 'REALTIME_SALARY' THEN jsonb_array_length(tiers) = 0
      AND realtime_profit_salary_rate IS NOT NULL AND realtime_loss_salary_rate IS NOT NULL AND realtime_single_bet_amount IS NOT NULL
    ELSE jsonb_array_length(tiers) BETWEEN 1 AND 10
      AND realtime_profit_salary_rate IS NULL AND realtime_loss_salary_rate IS NULL AND realtime_single_bet_amount IS NULL END),
  CHECK ((status IN ('ACCEPTED', 'REJECTED')) = (decided_at IS NOT NULL) OR status = 'TERMINATED'),
  CHECK ((status = 'TERMINATED') = (terminated_at IS NOT NULL AND terminated_by IS NOT NULL))
);
-- A downline has at most one contract in force and one offer waiting per kind.
CREATE UNIQUE INDEX agent_contracts_accepted_key ON agent_contracts (kind, downline_id) WHERE status = 'ACCEPTED';
CREATE UNIQUE INDEX agent_contracts_pending_key ON agent_contracts (kind, downline_id) WHERE status = 'PENDING';
CREATE UNIQUE INDEX agent_contracts_request_key ON agent_contracts (upline_id, request_id);
-- What an upline offered (its page, the cascade below it); a downline's history of one kind.
CREATE INDEX agent_contracts_upline_idx ON agent_contracts (upline_id, kind, id);
CREATE INDEX agent_contracts_downline_idx ON agent_contracts (downline_id, kind, id);
