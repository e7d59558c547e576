-- Wagering progress of a real-money round that has just settled or been rolled back, in its
-- transaction (the caller holds the member's lock): a settled round not yet counted counts towards
-- the member's oldest ACTIVE grant once (sql/bonus_round_progress.sql: the rules), and the round
-- keeps the grant and the figure; then MET grants are released once no real-money round of the
-- member is open. (The seamless win counts its round itself, in the update that settles it.)
CREATE OR REPLACE FUNCTION bonus_round_settled(p_round_id bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_round record;
  v_counted record;
BEGIN
  SELECT r.id, r.member_id, r.game_type, r.stake, r.qualifying_bet, r.status, r.started_at, r.ledger, r.bonus_grant_id
  INTO STRICT v_round FROM game_rounds r WHERE r.id = p_round_id;
  IF v_round.ledger <> 'REAL' THEN RETURN; END IF;
  IF v_round.status = 'SETTLED' AND v_round.bonus_grant_id IS NULL THEN
    SELECT * INTO v_counted FROM bonus_round_progress(v_round.member_id, v_round.id, v_round.game_type, v_round.stake, v_round.qualifying_bet, v_round.started_at);
    IF v_counted.o_grant_id IS NOT NULL THEN
      UPDATE game_rounds SET bonus_grant_id = v_counted.o_grant_id, bonus_progress = v_counted.o_progress WHERE id = p_round_id;
    END IF;
  END IF;
  PERFORM bonus_release_met(v_round.member_id);
END
$$;
