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

-- Pays p_amount from p_from into the member's BONUS wallet under p_key (kind p_kind) and gives it to
-- the oldest open grant; with no grant open it goes on to MARKETING under p_key || ':return'.
CREATE OR REPLACE FUNCTION bonus_grants_give(p_member_id bigint, p_from bigint, p_amount bigint, p_key text, p_kind text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_bonus bigint;
  v_grant bigint;
BEGIN
  SELECT a.id INTO STRICT v_bonus FROM ledger_accounts a WHERE a.member_id = p_member_id AND a.wallet_type = 'BONUS';
  PERFORM ledger_post_transfer(p_key, p_kind, p_from, v_bonus, p_amount);
  SELECT g.id INTO v_grant FROM bonus_grants g
  WHERE g.member_id = p_member_id AND g.status IN ('ACTIVE', 'MET') ORDER BY g.id LIMIT 1 FOR UPDATE;
  IF FOUND THEN
    UPDATE bonus_grants SET balance = balance + p_amount WHERE id = v_grant;
  ELSE
    PERFORM ledger_post_transfer(p_key || ':return', 'BONUS_RETURN', v_bonus,
      (SELECT a.id FROM ledger_accounts a WHERE a.kind = 'SYSTEM' AND a.code = 'MARKETING'), p_amount);
  END IF;
END
$$;
