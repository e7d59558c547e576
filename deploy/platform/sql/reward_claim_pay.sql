-- A reward centre claim's writes, in one call, once rewards/claim.ts has read the issue (locked),
-- checked eligibility, drawn a raffle's prize and recorded the shared-identity signals:
--   * a campaign's stock and budget by a conditional update, with the member's claim row in the same
--     statement (the row's key holds the per-member limit; a cap of N lets exactly N through however
--     many race);
--   * with an abuse signal still open nothing is paid: the claim waits for an operator (IN_REVIEW);
--     otherwise the credit through reward_credit (one ledger entry and one member_bonuses row under
--     p_key; a wagering multiplier makes it a bonus grant);
--   * the issue's new state.
-- o_result: DONE; OUT_OF_STOCK or CAMPAIGN_CLOSED (nothing written); or reward_credit's own answer
-- when it is not DONE (REPLAY with the first credit, CONFLICT, USER_NOT_FOUND, NEED_REAL_ACCOUNT),
-- which the caller checks and refuses by undoing the transaction. One call instead of four
-- statements: every claim makes it.
CREATE OR REPLACE FUNCTION reward_claim_pay(p_issue_id bigint, p_member_id bigint, p_campaign_id bigint, p_sequence integer,
  p_amount bigint, p_position integer, p_hundredths integer, p_source text, p_reference text, p_key text, p_title text,
  OUT o_result text, OUT o_status text, OUT o_bonus_id bigint, OUT o_member_id bigint, OUT o_amount bigint, OUT o_wallet text,
  OUT o_grant_id bigint) LANGUAGE plpgsql AS $$
DECLARE
  v_credit record;
BEGIN
  IF p_campaign_id IS NOT NULL THEN
    WITH taken AS (
      UPDATE reward_campaigns SET stock = stock - 1, budget = budget - p_amount
      WHERE id = p_campaign_id AND status = 'OPEN' AND (stock IS NULL OR stock > 0) AND (budget IS NULL OR budget >= p_amount)
      RETURNING id)
    INSERT INTO reward_campaign_claims (campaign_id, member_id, sequence, issue_id) SELECT t.id, p_member_id, p_sequence, p_issue_id FROM taken t;
    IF NOT FOUND THEN
      o_result := CASE WHEN (SELECT c.status FROM reward_campaigns c WHERE c.id = p_campaign_id) = 'OPEN' THEN 'OUT_OF_STOCK' ELSE 'CAMPAIGN_CLOSED' END;
      RETURN;
    END IF;
  END IF;

  IF EXISTS (SELECT 1 FROM member_abuse_signals s WHERE s.member_id = p_member_id AND s.status = 'OPEN') THEN
    o_status := 'IN_REVIEW';
  ELSE
    SELECT * INTO v_credit FROM reward_credit(p_member_id, p_amount, p_hundredths, p_source, p_reference, p_key, p_title, NULL, NULL, NULL, NULL);
    o_result := v_credit.o_result;
    o_bonus_id := v_credit.o_bonus_id;
    o_member_id := v_credit.o_member_id;
    o_amount := v_credit.o_amount;
    o_wallet := v_credit.o_wallet;
    o_grant_id := v_credit.o_grant_id;
    IF o_result NOT IN ('DONE', 'REPLAY') THEN RETURN; END IF;
    o_status := 'CLAIMED';
  END IF;

  UPDATE reward_issues SET status = o_status, amount = p_amount, draw_sequence = p_sequence, draw_position = p_position,
    bonus_id = o_bonus_id, wallet = o_wallet, claimed_at = now()
  WHERE id = p_issue_id;
  o_result := coalesce(o_result, 'DONE');
END
$$;
