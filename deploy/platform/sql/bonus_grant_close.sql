-- Closes an open grant: RELEASED (a MET grant: its balance to MAIN up to its max release, the rest
-- back to MARKETING) or FORFEITED, EXPIRED, CLEARED_LOW_BALANCE (its balance back to MARKETING).
-- A grant closes once: the row is locked and read again, so a second close (a concurrent release,
-- the sweep after a forfeit) finds it closed and moves nothing; the postings' keys name the grant
-- (`bonus-grant:<id>:release`, `bonus-grant:<id>:return`), so even a repeat could not pay twice.
-- The caller holds the member's lock (bonus_member_lock). The member gets a message of the close.
CREATE OR REPLACE FUNCTION bonus_grant_close(p_grant_id bigint, p_status text, OUT o_released bigint, OUT o_returned bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_grant record;
  v_bonus bigint;
BEGIN
  o_released := 0;
  o_returned := 0;
  SELECT g.id, g.member_id, g.status, g.balance, g.max_release INTO v_grant FROM bonus_grants g WHERE g.id = p_grant_id FOR UPDATE;
  IF NOT FOUND OR v_grant.status NOT IN ('ACTIVE', 'MET') THEN RETURN; END IF;
  IF p_status = 'RELEASED' AND v_grant.status <> 'MET' THEN
    RAISE EXCEPTION 'bonus: grant % is not met and cannot be released', p_grant_id;
  END IF;
  IF p_status NOT IN ('RELEASED', 'FORFEITED', 'EXPIRED', 'CLEARED_LOW_BALANCE') THEN
    RAISE EXCEPTION 'bonus: % does not close a grant', p_status;
  END IF;

  IF p_status = 'RELEASED' THEN
    o_released := least(v_grant.balance, coalesce(v_grant.max_release, v_grant.balance));
  END IF;
  o_returned := v_grant.balance - o_released;
  SELECT a.id INTO STRICT v_bonus FROM ledger_accounts a WHERE a.member_id = v_grant.member_id AND a.wallet_type = 'BONUS';
  IF o_released > 0 THEN
    PERFORM ledger_post_transfer('bonus-grant:' || p_grant_id || ':release', 'BONUS_RELEASE', v_bonus,
      (SELECT a.id FROM ledger_accounts a WHERE a.member_id = v_grant.member_id AND a.wallet_type = 'MAIN'), o_released);
  END IF;
  IF o_returned > 0 THEN
    PERFORM ledger_post_transfer('bonus-grant:' || p_grant_id || ':return', 'BONUS_RETURN', v_bonus,
      (SELECT a.id FROM ledger_accounts a WHERE a.kind = 'SYSTEM' AND a.code = 'MARKETING'), o_returned);
  END IF;
  UPDATE bonus_grants SET status = p_status, balance = 0, released = o_released, returned = o_returned, closed_at = now()
  WHERE id = p_grant_id;
  -- The member is told in the same transaction, once per grant (the fact names it): every close
  -- comes here, a release in a bet's settlement as much as the sweep's or a withdrawal's forfeit.
  PERFORM member_notify(v_grant.member_id,
    CASE WHEN p_status = 'RELEASED' THEN 'BONUS_RELEASED' ELSE 'BONUS_FORFEITED' END,
    jsonb_build_object('amount', to_char(CASE WHEN p_status = 'RELEASED' THEN o_released ELSE o_returned END / 100.0, 'FM999,999,999,999,990.00'),
      'cause', p_status),
    'bonus-grant:' || p_grant_id || ':closed', false,
    CASE WHEN p_status = 'RELEASED' THEN 'Bonus released' ELSE 'Bonus forfeited' END);
END
$$;
