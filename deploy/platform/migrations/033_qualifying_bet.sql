-- The qualifying bet: what agents are paid salary on, beside the valid bet that reports keep.
--
-- Valid bet counts every stake in full, so a member who stakes both sides of a baccarat hand puts
-- up a large valid bet while risking almost nothing, and salaries paid on it could be farmed. The
-- qualifying bet of a round counts only what the member actually had at risk:
--
--   * games that cannot be hedged inside one round (slots and fish games: game types RNG and
--     FISH, one stake against the machine): the valid bet, from the moment it is placed, like the
--     valid bet itself;
--   * every other game (live tables, dragon tiger, sports, esports, cockfight, e-lottery and any
--     type not listed above): min(valid bet, |win - valid bet|) once the round is settled, over all
--     the member's bets of the round together, so opposing sides of one hand net out: a hedged
--     hand counts what was actually won or lost, a push counts nothing; 0 while the round is open;
--   * a rolled-back round counts nothing (its valid bet is already 0);
--   * the site's own lottery (provider LOTTERY, one round per bet) is netted per member per issue
--     when the issue is settled (src/lottery/bets/settlement.ts): min(total stake, |total payout -
--     total stake|) of the member's bets of the issue, written on the round of the member's first
--     bet of the issue, 0 on the others. This trigger leaves those rounds' figure to that writer,
--     except that a rolled-back one counts nothing.
--
-- It is kept in the daily rollup and the team rollup beside the valid bet, in the same
-- transactions (the triggers of migrations 021 and 027 are redefined here to carry it).

-- 1. The rounds.
ALTER TABLE game_rounds ADD COLUMN qualifying_bet bigint NOT NULL DEFAULT 0 CHECK (qualifying_bet >= 0);

-- 2. The rollups carry it.
ALTER TABLE member_daily_rollups ADD COLUMN qualifying_bet bigint NOT NULL DEFAULT 0;
ALTER TABLE team_daily_rollups ADD COLUMN qualifying_bet bigint NOT NULL DEFAULT 0;

-- The triggers that compute it and carry it into both rollups (with their functions), before the
-- rounds below are updated.
-- include sql/round_qualifying_bet.sql
-- include sql/game_round_qualifying_bet.sql
-- include sql/site_time_zone.sql
-- include sql/site_day.sql
-- include sql/game_round_to_rollup.sql
-- include sql/member_rollup_to_team.sql

-- 3. The rounds that exist already get their figure; the triggers above carry each change into
-- the daily and team rollups at this migration's commit. Settled lottery bets are netted per
-- member and issue as the settlement does from now on.
UPDATE game_rounds SET qualifying_bet = round_qualifying_bet(game_type, status, valid_bet, win)
WHERE provider <> 'LOTTERY' AND round_qualifying_bet(game_type, status, valid_bet, win) <> 0;
UPDATE game_rounds g SET qualifying_bet = n.qualifying
FROM (
  SELECT 'L' || min(b.id) AS round_id, least(sum(b.stake), abs(sum(b.payout) - sum(b.stake))) AS qualifying
  FROM lottery_bets b WHERE b.status IN ('WON', 'LOST')
  GROUP BY b.member_id, b.issue_id
) n
WHERE g.provider = 'LOTTERY' AND g.round_id = n.round_id AND g.status = 'SETTLED' AND n.qualifying <> 0;

-- 4. What each payment was computed on, for the record.
ALTER TABLE agent_payments ADD COLUMN team_qualifying_bet bigint NOT NULL DEFAULT 0;

-- 5. A dividend carries a team's result forward: a period in which the team won (the house lost)
-- leaves that amount to be recovered, and later periods pay a dividend only on what the team
-- lost beyond it. One row per payee, dividend period type and period, written the first time the
-- period is settled and read back on every rerun, so a period's carry is computed once.
--   house_result: the team's loss in the period (valid bet - win; negative when the team won).
--   carried_in: what the payee's latest settled period that ended by this one's start left (0 or
--     negative), whatever its type: a payee has one dividend period type at a time, and a change of
--     type carries on.
--   carried_out: least(0, house_result + carried_in): what is left to recover after this period.
CREATE TABLE agent_dividend_carry (
  payee_id bigint NOT NULL REFERENCES members (id),
  period_type text NOT NULL CHECK (period_type IN ('DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY')),
  period_key text NOT NULL,
  period_end timestamptz NOT NULL,
  contract_id bigint REFERENCES agent_contracts (id),
  house_result bigint NOT NULL,
  carried_in bigint NOT NULL CHECK (carried_in <= 0),
  carried_out bigint NOT NULL CHECK (carried_out <= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (payee_id, period_type, period_key)
);
CREATE INDEX agent_dividend_carry_latest_idx ON agent_dividend_carry (payee_id, period_type, period_end DESC);

-- 6. The salary ceilings within the smallest house edge on offer. Salaries are paid on every kind
-- at once (a top agent earns daily, hourly and real-time salary on the same play), so it is their
-- sum that must stay below what the house keeps of a qualifying bet: the smallest house edge of
-- the games on offer is baccarat banker's 1.06 % (declared RTP 98.94 %), i.e. 106 hundredths of a
-- percent (SALARY_RATE_BUDGET in src/agents/contracts/house-edge.ts, which the platform checks
-- every contract offer against). 0.50 % + 0.28 % + 0.28 % = 1.06 %.
UPDATE agent_contract_kinds SET max_rate = 50, updated_at = now() WHERE kind = 'DAILY_SALARY' AND max_rate > 50;
UPDATE agent_contract_kinds SET max_rate = 28, updated_at = now() WHERE kind = 'HOURLY_SALARY' AND max_rate > 28;
UPDATE agent_contract_kinds SET max_profit_salary_rate = least(max_profit_salary_rate, 28),
  max_loss_salary_rate = least(max_loss_salary_rate, 28), updated_at = now() WHERE kind = 'REALTIME_SALARY';
