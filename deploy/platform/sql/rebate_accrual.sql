-- Manual rebate accrues from each change of a real-money round's qualifying bet (migration 046):
-- one row per change, which the member's next claim takes. A decrease (a rollback) nets at most
-- what the round accrued, so a round counted before rebate began takes nothing back. Play money
-- (trial accounts) never accrues.
CREATE OR REPLACE FUNCTION rebate_accrual() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_change bigint;
BEGIN
  IF NEW.ledger <> 'REAL' THEN RETURN NULL; END IF;
  v_change := NEW.qualifying_bet - CASE WHEN TG_OP = 'UPDATE' THEN OLD.qualifying_bet ELSE 0 END;
  IF v_change = 0 THEN RETURN NULL; END IF;
  IF v_change < 0 THEN
    v_change := greatest(v_change, -(SELECT coalesce(sum(a.qualifying), 0) FROM rebate_accruals a WHERE a.round_id = NEW.id));
    IF v_change = 0 THEN RETURN NULL; END IF;
  END IF;
  INSERT INTO rebate_accruals (member_id, round_id, game_type, qualifying) VALUES (NEW.member_id, NEW.id, NEW.game_type, v_change);
  RETURN NULL;
END
$$;

-- The figure is set by a BEFORE trigger from stake, win and status, never named in an UPDATE's SET
-- list, so the triggers compare the rows (and skip the function for every other update).
DROP TRIGGER IF EXISTS game_rounds_rebate_accrual ON game_rounds;
DROP TRIGGER IF EXISTS game_rounds_rebate_accrual_insert ON game_rounds;
CREATE TRIGGER game_rounds_rebate_accrual_insert AFTER INSERT ON game_rounds
  FOR EACH ROW WHEN (NEW.ledger = 'REAL' AND NEW.qualifying_bet <> 0) EXECUTE FUNCTION rebate_accrual();
DROP TRIGGER IF EXISTS game_rounds_rebate_accrual_update ON game_rounds;
CREATE TRIGGER game_rounds_rebate_accrual_update AFTER UPDATE ON game_rounds
  FOR EACH ROW WHEN (NEW.ledger = 'REAL' AND NEW.qualifying_bet <> OLD.qualifying_bet) EXECUTE FUNCTION rebate_accrual();
