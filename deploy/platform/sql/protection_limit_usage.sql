-- What a member has used of one limit now, and when the oldest use counted leaves the window.
-- Money kinds count a rolling window (DAY 24 hours, WEEK 7 days, MONTH 30 days), from the member's
-- own rows: DEPOSIT the deposit orders still open or credited (an open order counts, or many open
-- orders could pass the limit together); WAGER and LOSS as sql/protection_money_used.sql counts
-- them (the same count the stake's check reads). PLAY_MINUTES counts whole minutes of play: in the
-- current play session (SESSION, reset after a 30-minute pause) or on the site day (DAY).
-- o_used is in minor units (money) or minutes; o_resets_at is null when nothing is counted.
CREATE OR REPLACE FUNCTION protection_limit_usage(p_member_id bigint, p_kind text, p_period text,
  OUT o_used bigint, OUT o_resets_at timestamptz) LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_window interval := CASE p_period WHEN 'DAY' THEN interval '24 hours' WHEN 'WEEK' THEN interval '7 days' ELSE interval '30 days' END;
  v_day_start timestamptz;
BEGIN
  IF p_kind = 'DEPOSIT' THEN
    SELECT coalesce(sum(o.amount), 0), min(o.created_at) + v_window INTO o_used, o_resets_at
    FROM deposit_orders o
    WHERE o.member_id = p_member_id AND o.created_at > now() - v_window AND o.state IN ('PENDING', 'CREDITED');
  ELSIF p_kind IN ('LOSS', 'WAGER') THEN
    SELECT CASE WHEN p_kind = 'LOSS' THEN CASE p_period WHEN 'DAY' THEN u.o_day_lost WHEN 'WEEK' THEN u.o_week_lost ELSE u.o_month_lost END
                ELSE CASE p_period WHEN 'DAY' THEN u.o_day_wagered WHEN 'WEEK' THEN u.o_week_wagered ELSE u.o_month_wagered END END
    INTO o_used FROM protection_money_used(p_member_id, p_period) u;
    -- The oldest counted line leaves the window first.
    SELECT l.created_at + v_window INTO o_resets_at FROM journal_lines l
    WHERE l.member_id = p_member_id AND l.created_at > now() - v_window
      AND l.kind IN ('SEAMLESS_BET', 'SEAMLESS_WIN', 'SEAMLESS_ROLLBACK', 'LOTTERY_BET', 'LOTTERY_PAYOUT', 'LOTTERY_REFUND')
    ORDER BY l.member_id, l.created_at LIMIT 1;
  ELSIF p_period = 'SESSION' THEN
    SELECT floor(extract(epoch FROM least(s.last_seen_at, now()) - s.started_at) / 60)::bigint, s.last_seen_at + interval '30 minutes'
    INTO o_used, o_resets_at
    FROM protection_play_sessions s
    WHERE s.member_id = p_member_id AND s.last_seen_at > now() - interval '30 minutes'
    ORDER BY s.started_at DESC LIMIT 1;
    o_used := coalesce(o_used, 0);
  ELSE
    v_day_start := site_day_start(site_day(now()));
    SELECT coalesce(floor(sum(extract(epoch FROM least(s.last_seen_at, now()) - greatest(s.started_at, v_day_start))) / 60), 0)::bigint
    INTO o_used
    FROM protection_play_sessions s
    WHERE s.member_id = p_member_id AND s.last_seen_at > v_day_start;
    o_resets_at := site_day_start(site_day(now()) + 1);
  END IF;
END
$$;
