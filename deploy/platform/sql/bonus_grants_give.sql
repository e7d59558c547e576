-- A grant's balance is its part of the BONUS wallet (see bonus_grants_take.sql): money coming back
-- to BONUS goes to the oldest open grant, or back to MARKETING when none is open any more.
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
