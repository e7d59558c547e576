-- Settlement of agent contracts: dividends and daily, hourly and real-time salaries paid through the
-- ledger on schedule.
--
-- Money flows top down along the contracts: the platform pays each top agent (type 1, no contract
-- above it) from AGENT_PAYOUTS, and every upline pays each contracted downline from its own main
-- wallet. Amounts are integer minor units.

-- The platform's side of every payment to a top agent. Like HOUSE it may go below zero: it is the
-- site's expense account, its balance is what the site paid out in total.
INSERT INTO ledger_accounts (kind, code, allow_negative, ledger) VALUES ('SYSTEM', 'AGENT_PAYOUTS', true, 'REAL');

-- One row: the site's settlement settings.
--   active_member_valid_bet: a team member is "active" in a period when its valid bet in that
--     period reaches this (default 500.00); tiers count active members.
--   top_dividend_period: the period of the dividend the platform pays top agents (they have no
--     contract that would name one).
CREATE TABLE agent_settlement_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  active_member_valid_bet bigint NOT NULL DEFAULT 50000 CHECK (active_member_valid_bet >= 0),
  top_dividend_period text NOT NULL DEFAULT 'SEMIMONTHLY' CHECK (top_dividend_period IN ('DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO agent_settlement_settings DEFAULT VALUES;

-- Per kind, the moment up to which every ended period has been settled. A scheduler that was
-- stopped settles every period that ended since, in order; a new site starts from its install
-- time (periods that ended before it had no contracts).
CREATE TABLE agent_settlement_cursors (
  kind text PRIMARY KEY CHECK (kind IN ('DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')),
  settled_to timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO agent_settlement_cursors (kind, settled_to)
SELECT kind, now() FROM unnest(ARRAY['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY']) AS kind;

-- One row per settled period of a kind: when its settlement started and finished. A run that
-- started and never finished (a crash) is run again; its payments are keyed, so nothing is paid twice.
CREATE TABLE agent_settlement_runs (
  kind text NOT NULL CHECK (kind IN ('DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')),
  period_key text NOT NULL CHECK (length(period_key) BETWEEN 4 AND 32),
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL CHECK (period_end > period_start),
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  payments integer NOT NULL DEFAULT 0,
  PRIMARY KEY (kind, period_key)
);

-- What one payer owes one payee for one period of one kind, and what moved so far. `due` is the
-- payee's amount; `paid` grows with each ledger entry (`entry_ids`, in order; the first under the
-- key 'agent-pay:<kind>:<periodKey>:<payeeId>', later ones with ':part<n>'). A payer short of
-- funds pays what it has; the rest stays owed until a later run pays it. payer_id is null when the
-- platform pays (a top agent).
CREATE TABLE agent_payments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')),
  period_key text NOT NULL,
  -- The UTC day the period ends on (its last day), which the income page and reports filter by.
  period_day date NOT NULL,
  period_end timestamptz NOT NULL,
  payer_id bigint REFERENCES members (id),
  payee_id bigint NOT NULL REFERENCES members (id),
  -- The contract the payee is paid under; null for a top agent paid on the site's terms.
  contract_id bigint REFERENCES agent_contracts (id),
  -- The payee team's figures the amount was computed on, for the record.
  team_valid_bet bigint NOT NULL DEFAULT 0,
  team_profit_loss bigint NOT NULL DEFAULT 0,
  active_members integer NOT NULL DEFAULT 0,
  rate integer NOT NULL DEFAULT 0,
  due bigint NOT NULL CHECK (due > 0),
  paid bigint NOT NULL DEFAULT 0 CHECK (paid >= 0 AND paid <= due),
  status text GENERATED ALWAYS AS (CASE WHEN paid = due THEN 'PAID' WHEN paid > 0 THEN 'PARTIAL' ELSE 'OWED' END) STORED,
  parts integer NOT NULL DEFAULT 0 CHECK (parts >= 0),
  entry_ids bigint[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz NOT NULL DEFAULT now(),
  CHECK (payer_id IS DISTINCT FROM payee_id),
  UNIQUE (kind, period_key, payee_id)
);
-- My income: what the agent received and what it paid, by period.
CREATE INDEX agent_payments_payee_idx ON agent_payments (payee_id, period_day DESC, id DESC);
CREATE INDEX agent_payments_payer_idx ON agent_payments (payer_id, period_day DESC, id DESC) WHERE payer_id IS NOT NULL;
-- What is still owed, oldest first: every run tries these before paying anything new.
CREATE INDEX agent_payments_owed_idx ON agent_payments (id) WHERE paid < due;

-- Hourly and real-time salaries read the rounds settled in their hour or five minutes, site-wide,
-- then keep those of each agent's team.
CREATE INDEX game_rounds_settled_time_idx ON game_rounds (settled_at, member_id) WHERE ledger = 'REAL' AND status = 'SETTLED';

-- Every period pays each top agent (type 1) on the site's terms: they are found without a scan.
CREATE INDEX members_top_agents_idx ON members (id) WHERE type = 1;
