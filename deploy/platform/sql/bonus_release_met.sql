-- Releases the member's MET grants, oldest first, once no real-money round of the member is open
-- (an open round may still pay into BONUS or be rolled back into it). The caller holds the
-- member's lock.
CREATE OR REPLACE FUNCTION bonus_release_met(p_member_id bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_grant record;
BEGIN
  IF EXISTS (SELECT 1 FROM game_rounds r WHERE r.member_id = p_member_id AND r.status = 'OPEN' AND r.ledger = 'REAL') THEN RETURN; END IF;
  FOR v_grant IN SELECT g.id FROM bonus_grants g WHERE g.member_id = p_member_id AND g.status = 'MET' ORDER BY g.id LOOP
    PERFORM bonus_grant_close(v_grant.id, 'RELEASED');
  END LOOP;
END
$$;
