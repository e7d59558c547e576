-- A reward credit (a member_bonuses row, one per credit) is added, in its own transaction, to the
-- member's rewards of its site day and to the same day of every ancestor of the member at the
-- member's depth below it: the agents' reports read bonus and rebate there, as they read bets in
-- the game rollups. Rebate is the credits of source REBATE; bonus every other credit. Ancestors are
-- written in id order, so two credits lock the rows of shared ancestors in the same order.
CREATE OR REPLACE FUNCTION member_bonus_to_rollups() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_day date := site_day(NEW.created_at);
  v_bonus bigint := CASE WHEN NEW.source = 'REBATE' THEN 0 ELSE NEW.amount END;
  v_rebate bigint := CASE WHEN NEW.source = 'REBATE' THEN NEW.amount ELSE 0 END;
BEGIN
  INSERT INTO member_daily_rewards AS r (member_id, day, bonus, rebate) VALUES (NEW.member_id, v_day, v_bonus, v_rebate)
  ON CONFLICT (member_id, day) DO UPDATE SET bonus = r.bonus + EXCLUDED.bonus, rebate = r.rebate + EXCLUDED.rebate;
  INSERT INTO team_daily_rewards AS r (agent_id, day, depth, bonus, rebate)
  SELECT t.ancestor_id, v_day, t.depth, v_bonus, v_rebate
  FROM member_tree t WHERE t.descendant_id = NEW.member_id AND t.depth >= 1
  ORDER BY t.ancestor_id
  ON CONFLICT (agent_id, day, depth) DO UPDATE SET bonus = r.bonus + EXCLUDED.bonus, rebate = r.rebate + EXCLUDED.rebate;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS member_bonuses_to_rollups ON member_bonuses;
CREATE TRIGGER member_bonuses_to_rollups AFTER INSERT ON member_bonuses
  FOR EACH ROW EXECUTE FUNCTION member_bonus_to_rollups();
