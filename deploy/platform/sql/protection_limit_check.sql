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
-- Every loss and wager limit of a stake is answered by one count of all its windows
-- (sql/protection_money_used.sql), and when the limit that refuses leaves its window is looked up
-- only for a refusal: a bet of a member with limits costs a few statements more than one without.
CREATE OR REPLACE FUNCTION protection_limit_check(p_member_id bigint, p_use text, p_amount bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_limit record;
  v_money record;
  v_counted boolean := false;
  v_touched boolean := false;
  v_used bigint;
  v_remaining bigint;
  v_worst record;
  v_worst_remaining bigint;
  v_refusal jsonb;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM protection_limits l WHERE l.member_id = p_member_id
                 AND CASE WHEN p_use = 'DEPOSIT' THEN l.kind = 'DEPOSIT' ELSE l.kind <> 'DEPOSIT' END) THEN
    RETURN;
  END IF;
  IF p_use = 'STAKE' THEN
    PERFORM bonus_member_lock(p_member_id);
  END IF;
  -- Read under the lock; the longest money window of them is all the money count has to cover.
  FOR v_limit IN
    SELECT l.kind, l.period, l.amount,
           max(CASE WHEN l.kind IN ('LOSS', 'WAGER') THEN CASE l.period WHEN 'MONTH' THEN 3 WHEN 'WEEK' THEN 2 ELSE 1 END END) OVER () AS longest
    FROM protection_limits l
    WHERE l.member_id = p_member_id AND CASE WHEN p_use = 'DEPOSIT' THEN l.kind = 'DEPOSIT' ELSE l.kind <> 'DEPOSIT' END
  LOOP
    IF v_limit.kind IN ('LOSS', 'WAGER') THEN
      IF NOT v_counted THEN
        SELECT * INTO v_money FROM protection_money_used(p_member_id, CASE v_limit.longest WHEN 3 THEN 'MONTH' WHEN 2 THEN 'WEEK' ELSE 'DAY' END);
        v_counted := true;
      END IF;
      v_used := CASE WHEN v_limit.kind = 'LOSS' THEN CASE v_limit.period WHEN 'DAY' THEN v_money.o_day_lost WHEN 'WEEK' THEN v_money.o_week_lost ELSE v_money.o_month_lost END
                     ELSE CASE v_limit.period WHEN 'DAY' THEN v_money.o_day_wagered WHEN 'WEEK' THEN v_money.o_week_wagered ELSE v_money.o_month_wagered END END;
    ELSE
      -- A stake under a play-time limit extends the play session first, so its minutes count now.
      IF v_limit.kind = 'PLAY_MINUTES' AND NOT v_touched THEN
        PERFORM protection_play_touch(p_member_id);
        v_touched := true;
      END IF;
      SELECT u.o_used INTO v_used FROM protection_limit_usage(p_member_id, v_limit.kind, v_limit.period) u;
    END IF;
    v_remaining := greatest(v_limit.amount - greatest(v_used, 0), 0);
    IF v_limit.kind = 'PLAY_MINUTES' THEN
      -- A play-time limit refuses once its minutes are used up, whatever the stake.
      IF v_remaining = 0 AND v_refusal IS NULL THEN
        v_refusal := jsonb_build_object('kind', v_limit.kind, 'period', v_limit.period, 'limit', v_limit.amount, 'remaining', 0,
          'resetsAt', (SELECT u.o_resets_at FROM protection_limit_usage(p_member_id, v_limit.kind, v_limit.period) u));
      END IF;
    ELSIF v_worst_remaining IS NULL OR v_remaining < v_worst_remaining THEN
      -- The lowest room of all money limits is the one that applies.
      v_worst_remaining := v_remaining;
      v_worst := v_limit;
    END IF;
  END LOOP;
  IF v_refusal IS NULL AND p_amount > coalesce(v_worst_remaining, p_amount) THEN
    v_refusal := jsonb_build_object('kind', v_worst.kind, 'period', v_worst.period, 'limit', v_worst.amount, 'remaining', v_worst_remaining,
      'resetsAt', (SELECT u.o_resets_at FROM protection_limit_usage(p_member_id, v_worst.kind, v_worst.period) u));
  END IF;
  IF v_refusal IS NOT NULL THEN
    RAISE EXCEPTION 'over the member''s % limit', lower(v_refusal->>'kind') USING ERRCODE = 'PL001', DETAIL = v_refusal::text;
  END IF;
END
$$;
