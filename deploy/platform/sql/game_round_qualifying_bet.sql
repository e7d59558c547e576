-- A round's qualifying bet follows its stake, win and status. The site's own lottery (provider
-- LOTTERY) is netted per member and issue by its settlement, which writes the figure itself; only a
-- rolled-back lottery round is set to nothing here.
CREATE OR REPLACE FUNCTION game_round_qualifying_bet() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.provider = 'LOTTERY' THEN
    IF NEW.status = 'ROLLED_BACK' THEN NEW.qualifying_bet := 0; END IF;
  ELSE
    NEW.qualifying_bet := round_qualifying_bet(NEW.game_type, NEW.status, NEW.valid_bet, NEW.win);
  END IF;
  RETURN NEW;
END
$$;

DROP TRIGGER IF EXISTS game_rounds_qualifying_bet ON game_rounds;
CREATE TRIGGER game_rounds_qualifying_bet BEFORE INSERT OR UPDATE ON game_rounds
  FOR EACH ROW EXECUTE FUNCTION game_round_qualifying_bet();
