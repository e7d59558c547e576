-- The daily rollup follows the rounds: whoever writes a round, the rollup cannot miss it or count
-- it twice. The rollup of a round row: valid bet and win are the round's own (a rolled-back bet is already
-- taken out of the round's valid bet), and a round counts once in `rounds` unless all its bets
-- were rolled back. `round_rows` counts every round row, rolled back or not: it is the number of
-- rows the betting record lists, so its page count needs no count of the rounds themselves. A
-- change that moves none of these (e.g. a settle without win) writes nothing.
CREATE OR REPLACE FUNCTION game_round_to_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_valid_bet bigint := NEW.valid_bet;
  v_qualifying bigint := NEW.qualifying_bet;
  v_win bigint := NEW.win;
  v_rounds integer := CASE WHEN NEW.status = 'ROLLED_BACK' THEN 0 ELSE 1 END;
  v_round_rows integer := 1;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    v_valid_bet := v_valid_bet - OLD.valid_bet;
    v_qualifying := v_qualifying - OLD.qualifying_bet;
    v_win := v_win - OLD.win;
    v_rounds := v_rounds - CASE WHEN OLD.status = 'ROLLED_BACK' THEN 0 ELSE 1 END;
    v_round_rows := 0;
  END IF;
  IF v_valid_bet = 0 AND v_qualifying = 0 AND v_win = 0 AND v_rounds = 0 AND v_round_rows = 0 THEN
    RETURN NULL;
  END IF;
  INSERT INTO member_daily_rollups AS r (member_id, day, game_type, vendor, ledger, valid_bet, qualifying_bet, win, profit_loss, rounds, round_rows)
  VALUES (NEW.member_id, site_day(NEW.started_at), NEW.game_type, NEW.vendor, NEW.ledger,
          v_valid_bet, v_qualifying, v_win, v_win - v_valid_bet, v_rounds, v_round_rows)
  ON CONFLICT (member_id, day, game_type, vendor, ledger) DO UPDATE
    SET valid_bet = r.valid_bet + EXCLUDED.valid_bet, qualifying_bet = r.qualifying_bet + EXCLUDED.qualifying_bet,
        win = r.win + EXCLUDED.win, profit_loss = r.profit_loss + EXCLUDED.profit_loss, rounds = r.rounds + EXCLUDED.rounds,
        round_rows = r.round_rows + EXCLUDED.round_rows;
  RETURN NULL;
END
$$;

-- Deferred to the commit: a bet writes its round before it locks the wallet, a win after, so a
-- rollup written at once would be locked before the wallet by one and after it by the other, and
-- two of them on one member could deadlock. At the commit every transaction locks the rollup last.
-- The qualifying bet can change alone (the lottery's netting), so the trigger follows it too.
DROP TRIGGER IF EXISTS game_rounds_to_rollup ON game_rounds;
CREATE CONSTRAINT TRIGGER game_rounds_to_rollup AFTER INSERT OR UPDATE OF valid_bet, win, status, qualifying_bet ON game_rounds
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION game_round_to_rollup();
