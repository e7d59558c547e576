-- Releases the member's MET grants, oldest first, once no real-money round of the member is open
-- (an open round may still pay into BONUS or be rolled back into it). The caller holds the
-- member's lock.
CREATE OR REPLACE FUNCTION bonus_release_met(p_member_id bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_grant record;
BEGIN
  -- Nearly every settled round finds no MET grant: one look at the member's open grants (an index
  -- of them alone) ends it before the open rounds are looked at.
  IF NOT EXISTS (SELECT 1 FROM bonus_grants g WHERE g.member_id = p_member_id AND g.status = 'MET') THEN RETURN; END IF;
  IF EXISTS (SELECT 1 FROM game_rounds r WHERE r.member_id = p_member_id AND r.status = 'OPEN' AND r.ledger = 'REAL') THEN RETURN; END IF;
  FOR v_grant IN SELECT g.id FROM bonus_grants g WHERE g.member_id = p_member_id AND g.status = 'MET' ORDER BY g.id LOOP
    PERFORM bonus_grant_close(v_grant.id, 'RELEASED');
  END LOOP;
END
$$;
