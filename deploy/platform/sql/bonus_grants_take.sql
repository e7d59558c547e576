-- A grant's balance is its part of the BONUS wallet: the wallet holds the sum of the member's open
-- (ACTIVE or MET) grants' balances, which reconcile checks. Money leaving BONUS for a bet comes out
-- of the oldest grants first; money coming back (a win's bonus part, a rolled-back bonus stake)
-- goes to the oldest open grant, or, when none is open any more (forfeited, expired), straight
-- back to MARKETING: restricted money never becomes free by outliving its grant.

-- Takes p_amount out of the member's open grants, oldest first.
CREATE OR REPLACE FUNCTION bonus_grants_take(p_member_id bigint, p_amount bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_left bigint := p_amount;
  v_grant record;
  v_take bigint;
BEGIN
  FOR v_grant IN
    SELECT g.id, g.balance FROM bonus_grants g
    WHERE g.member_id = p_member_id AND g.status IN ('ACTIVE', 'MET') AND g.balance > 0 ORDER BY g.id FOR UPDATE
  LOOP
    EXIT WHEN v_left = 0;
    v_take := least(v_left, v_grant.balance);
    UPDATE bonus_grants SET balance = balance - v_take WHERE id = v_grant.id;
    v_left := v_left - v_take;
  END LOOP;
  IF v_left > 0 THEN
    RAISE EXCEPTION 'bonus: the open grants of member % hold % less than the BONUS wallet gave', p_member_id, v_left;
  END IF;
END
$$;
