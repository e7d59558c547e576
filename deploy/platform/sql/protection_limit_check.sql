-- Refuses a deposit (p_use DEPOSIT) or a stake (p_use STAKE: game and lottery bets, and money sent
-- to a vendor's wallet, which can be staked there) of p_amount minor units that one of the member's
-- limits does not leave room for. The refusal is SQLSTATE PL001, so the caller's whole transaction
-- (the bet, the order) is undone; its DETAIL is JSON naming the limit with the least room left:
-- {"kind", "period", "limit", "remaining", "resetsAt"} (amounts in minor units, minutes for
-- PLAY_MINUTES).
-- Members without limits pay one primary-key probe. With limits, a stake first takes the member's
-- money lock (bonus_member_lock, the MAIN wallet row), so a burst of bets is counted one after
-- another and cannot pass a limit together; a deposit's caller holds the member row already. A
-- stake under a play-time limit also extends the play session, so the time counts without the page.
CREATE OR REPLACE FUNCTION protection_limit_check(p_member_id bigint, p_use text, p_amount bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_limit record;
  v_used record;
  v_remaining bigint;
  v_worst jsonb;
  v_worst_remaining bigint;
  v_refusal jsonb;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM protection_limits l WHERE l.member_id = p_member_id
                 AND CASE WHEN p_use = 'DEPOSIT' THEN l.kind = 'DEPOSIT' ELSE l.kind <> 'DEPOSIT' END) THEN
    RETURN;
  END IF;
  IF p_use = 'STAKE' THEN
    PERFORM bonus_member_lock(p_member_id);
    IF EXISTS (SELECT 1 FROM protection_limits l WHERE l.member_id = p_member_id AND l.kind = 'PLAY_MINUTES') THEN
      PERFORM protection_play_touch(p_member_id);
    END IF;
  END IF;
  FOR v_limit IN
    SELECT l.kind, l.period, l.amount FROM protection_limits l
    WHERE l.member_id = p_member_id AND CASE WHEN p_use = 'DEPOSIT' THEN l.kind = 'DEPOSIT' ELSE l.kind <> 'DEPOSIT' END
  LOOP
    SELECT * INTO v_used FROM protection_limit_usage(p_member_id, v_limit.kind, v_limit.period);
    v_remaining := greatest(v_limit.amount - greatest(v_used.o_used, 0), 0);
    IF v_limit.kind = 'PLAY_MINUTES' THEN
      -- A play-time limit refuses once its minutes are used up, whatever the stake.
      IF v_remaining = 0 AND v_refusal IS NULL THEN
        v_refusal := jsonb_build_object('kind', v_limit.kind, 'period', v_limit.period, 'limit', v_limit.amount,
          'remaining', 0, 'resetsAt', v_used.o_resets_at);
      END IF;
    ELSIF v_worst_remaining IS NULL OR v_remaining < v_worst_remaining THEN
      -- The lowest room of all money limits is the one that applies.
      v_worst_remaining := v_remaining;
      v_worst := jsonb_build_object('kind', v_limit.kind, 'period', v_limit.period, 'limit', v_limit.amount,
        'remaining', v_remaining, 'resetsAt', v_used.o_resets_at);
    END IF;
  END LOOP;
  IF v_refusal IS NULL AND p_amount > coalesce(v_worst_remaining, p_amount) THEN v_refusal := v_worst; END IF;
  IF v_refusal IS NOT NULL THEN
    RAISE EXCEPTION 'over the member''s % limit', lower(v_refusal->>'kind') USING ERRCODE = 'PL001', DETAIL = v_refusal::text;
  END IF;
END
$$;
