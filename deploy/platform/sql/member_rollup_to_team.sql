-- The team rollup follows the members' rollups: each change of a member's real-money row is added
-- to the same day and game type of every ancestor of the member, at the member's depth below it.
-- It runs in the transaction that changed the member's row (the rounds' deferred trigger at
-- commit), so the two can never disagree. Ancestors are written in id order, so two transactions
-- lock the rows of shared ancestors in the same order.
CREATE OR REPLACE FUNCTION member_rollup_to_team() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_row member_daily_rollups%ROWTYPE;
  v_valid_bet bigint := 0;
  v_qualifying bigint := 0;
  v_win bigint := 0;
  v_rounds integer := 0;
  v_round_rows integer := 0;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.ledger = 'REAL' THEN
    v_valid_bet := -OLD.valid_bet;
    v_qualifying := -OLD.qualifying_bet;
    v_win := -OLD.win;
    v_rounds := -OLD.rounds;
    v_round_rows := -OLD.round_rows;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.ledger = 'REAL' THEN
    -- A rollup row's key never changes: only its sums grow.
    v_valid_bet := v_valid_bet + NEW.valid_bet;
    v_qualifying := v_qualifying + NEW.qualifying_bet;
    v_win := v_win + NEW.win;
    v_rounds := v_rounds + NEW.rounds;
    v_round_rows := v_round_rows + NEW.round_rows;
  END IF;
  IF v_valid_bet = 0 AND v_qualifying = 0 AND v_win = 0 AND v_rounds = 0 AND v_round_rows = 0 THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN v_row := OLD; ELSE v_row := NEW; END IF;
  INSERT INTO team_daily_rollups AS r (agent_id, day, depth, game_type, valid_bet, qualifying_bet, win, rounds, round_rows)
  SELECT t.ancestor_id, v_row.day, t.depth, v_row.game_type, v_valid_bet, v_qualifying, v_win, v_rounds, v_round_rows
  FROM member_tree t WHERE t.descendant_id = v_row.member_id AND t.depth >= 1
  ORDER BY t.ancestor_id
  ON CONFLICT (agent_id, day, depth, game_type) DO UPDATE
    SET valid_bet = r.valid_bet + EXCLUDED.valid_bet, qualifying_bet = r.qualifying_bet + EXCLUDED.qualifying_bet,
        win = r.win + EXCLUDED.win, rounds = r.rounds + EXCLUDED.rounds, round_rows = r.round_rows + EXCLUDED.round_rows;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS member_daily_rollups_to_team ON member_daily_rollups;
CREATE TRIGGER member_daily_rollups_to_team AFTER INSERT OR UPDATE OR DELETE ON member_daily_rollups
  FOR EACH ROW EXECUTE FUNCTION member_rollup_to_team();
