-- Files every day-bucketed row again under the site day of its source rows: the members' daily
-- rollups from their rounds, the team rollups from those, the team registrations from the members'
-- registration times, the reward rollups from the credits. For a change of zone (and the migration
-- that brought the site day in); the caller holds the only writer (a migration's lock, or a start
-- with every other server stopped).
-- The team rollup is rebuilt in one statement rather than row by row through the members' trigger.
CREATE OR REPLACE FUNCTION site_days_rebucket() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  -- Read once, not once per row.
  v_zone text := site_time_zone();
BEGIN
  ALTER TABLE member_daily_rollups DISABLE TRIGGER member_daily_rollups_to_team;
  DELETE FROM member_daily_rollups;
  INSERT INTO member_daily_rollups (member_id, day, game_type, vendor, ledger, valid_bet, qualifying_bet, win, profit_loss, rounds, round_rows)
  SELECT member_id, (started_at AT TIME ZONE v_zone)::date, game_type, vendor, ledger, sum(valid_bet), sum(qualifying_bet), sum(win), sum(win) - sum(valid_bet),
         count(*) FILTER (WHERE status <> 'ROLLED_BACK'), count(*)
  FROM game_rounds
  GROUP BY 1, 2, 3, 4, 5;
  ALTER TABLE member_daily_rollups ENABLE TRIGGER member_daily_rollups_to_team;

  DELETE FROM team_daily_rollups;
  INSERT INTO team_daily_rollups (agent_id, day, depth, game_type, valid_bet, qualifying_bet, win, rounds, round_rows)
  SELECT t.ancestor_id, r.day, t.depth, r.game_type, sum(r.valid_bet), sum(r.qualifying_bet), sum(r.win), sum(r.rounds), sum(r.round_rows)
  FROM member_daily_rollups r JOIN member_tree t ON t.descendant_id = r.member_id AND t.depth >= 1
  WHERE r.ledger = 'REAL'
  GROUP BY 1, 2, 3, 4;

  DELETE FROM team_daily_registrations;
  INSERT INTO team_daily_registrations (agent_id, day, registrations)
  SELECT t.ancestor_id, (m.created_at AT TIME ZONE v_zone)::date, count(*)
  FROM member_tree t JOIN members m ON m.id = t.descendant_id
  WHERE t.depth >= 1
  GROUP BY 1, 2;

  -- The reward rollups, from the credits. The migration that brought the site day in ran before
  -- these tables existed, hence the check.
  IF to_regclass('member_daily_rewards') IS NOT NULL THEN
    DELETE FROM member_daily_rewards;
    INSERT INTO member_daily_rewards (member_id, day, bonus, rebate)
    SELECT member_id, (created_at AT TIME ZONE v_zone)::date,
           coalesce(sum(amount) FILTER (WHERE source <> 'REBATE'), 0), coalesce(sum(amount) FILTER (WHERE source = 'REBATE'), 0)
    FROM member_bonuses GROUP BY 1, 2;
    DELETE FROM team_daily_rewards;
    INSERT INTO team_daily_rewards (agent_id, day, depth, bonus, rebate)
    SELECT t.ancestor_id, r.day, t.depth, sum(r.bonus), sum(r.rebate)
    FROM member_daily_rewards r JOIN member_tree t ON t.descendant_id = r.member_id AND t.depth >= 1
    GROUP BY 1, 2, 3;
  END IF;
END
$$;
