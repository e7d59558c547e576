-- The English name is the catalogue's own (games.name): kept in step here, so it is never written
-- twice. A renamed game loses its translations: they named the old game.
CREATE OR REPLACE FUNCTION games_keep_english_name() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.name IS DISTINCT FROM OLD.name THEN
    DELETE FROM game_names WHERE game_id = NEW.id AND language <> 'en';
  END IF;
  INSERT INTO game_names (game_id, language, name) VALUES (NEW.id, 'en', NEW.name)
  ON CONFLICT (game_id, language) DO UPDATE SET name = EXCLUDED.name;
  RETURN NEW;
END
$$;

DROP TRIGGER IF EXISTS games_english_name ON games;
CREATE TRIGGER games_english_name AFTER INSERT OR UPDATE OF name ON games
  FOR EACH ROW EXECUTE FUNCTION games_keep_english_name();
