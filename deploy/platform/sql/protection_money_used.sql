-- What a member has staked (wagered) and lost in each rolling money window at once: the last 24
-- hours, 7 days and 30 days, in minor units. Wagered counts the stakes of game and lottery bets less
-- the stakes given back (rollbacks, refunds); lost counts the stakes less everything paid back (wins,
-- payouts, rollbacks, refunds), negative after a net win. Whole hours come from the hourly buckets of
-- sql/protection_usage_count.sql, the oldest hour of each window (only partly inside it) line by line
-- from the journal.
-- Only the windows up to p_longest (DAY, WEEK or MONTH) are counted, the others answer null: a
-- member with a day limit alone reads one day of buckets. protection_limit_check reads every money
-- limit of a stake from one call of this (two statements whatever the number of limits), and
-- protection_limit_usage answers one limit from it, so the page and the refusal count the same way.
CREATE OR REPLACE FUNCTION protection_money_used(p_member_id bigint, p_longest text DEFAULT 'MONTH',
  OUT o_day_wagered bigint, OUT o_day_lost bigint, OUT o_week_wagered bigint, OUT o_week_lost bigint,
  OUT o_month_wagered bigint, OUT o_month_lost bigint) LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_week boolean := p_longest IN ('WEEK', 'MONTH');
  v_month boolean := p_longest = 'MONTH';
  -- The first whole hour of each window.
  v_day_edge timestamptz := date_trunc('hour', now() - interval '24 hours') + interval '1 hour';
  v_week_edge timestamptz := date_trunc('hour', now() - interval '7 days') + interval '1 hour';
  v_month_edge timestamptz := date_trunc('hour', now() - interval '30 days') + interval '1 hour';
BEGIN
  SELECT coalesce(sum(h.wagered) FILTER (WHERE h.hour >= v_day_edge), 0), coalesce(sum(h.lost) FILTER (WHERE h.hour >= v_day_edge), 0),
         coalesce(sum(h.wagered) FILTER (WHERE h.hour >= v_week_edge), 0), coalesce(sum(h.lost) FILTER (WHERE h.hour >= v_week_edge), 0),
         coalesce(sum(h.wagered), 0), coalesce(sum(h.lost), 0)
  INTO o_day_wagered, o_day_lost, o_week_wagered, o_week_lost, o_month_wagered, o_month_lost
  FROM protection_usage_hours h
  WHERE h.member_id = p_member_id AND h.hour >= CASE WHEN v_month THEN v_month_edge WHEN v_week THEN v_week_edge ELSE v_day_edge END;

  -- The oldest hour of each window, line by line (a window not asked for scans nothing).
  SELECT o_day_wagered + d.wagered, o_day_lost + d.lost, o_week_wagered + w.wagered, o_week_lost + w.lost,
         o_month_wagered + m.wagered, o_month_lost + m.lost
  INTO o_day_wagered, o_day_lost, o_week_wagered, o_week_lost, o_month_wagered, o_month_lost
  FROM (SELECT coalesce(-sum(l.amount) FILTER (WHERE l.kind IN ('SEAMLESS_BET', 'SEAMLESS_ROLLBACK', 'LOTTERY_BET', 'LOTTERY_REFUND')), 0) AS wagered,
               coalesce(-sum(l.amount), 0) AS lost
        FROM journal_lines l
        WHERE l.member_id = p_member_id AND l.created_at > now() - interval '24 hours' AND l.created_at < v_day_edge
          AND l.kind IN ('SEAMLESS_BET', 'SEAMLESS_ROLLBACK', 'LOTTERY_BET', 'LOTTERY_REFUND', 'SEAMLESS_WIN', 'LOTTERY_PAYOUT')) d,
       (SELECT coalesce(-sum(l.amount) FILTER (WHERE l.kind IN ('SEAMLESS_BET', 'SEAMLESS_ROLLBACK', 'LOTTERY_BET', 'LOTTERY_REFUND')), 0) AS wagered,
               coalesce(-sum(l.amount), 0) AS lost
        FROM journal_lines l
        WHERE v_week AND l.member_id = p_member_id AND l.created_at > now() - interval '7 days' AND l.created_at < v_week_edge
          AND l.kind IN ('SEAMLESS_BET', 'SEAMLESS_ROLLBACK', 'LOTTERY_BET', 'LOTTERY_REFUND', 'SEAMLESS_WIN', 'LOTTERY_PAYOUT')) w,
       (SELECT coalesce(-sum(l.amount) FILTER (WHERE l.kind IN ('SEAMLESS_BET', 'SEAMLESS_ROLLBACK', 'LOTTERY_BET', 'LOTTERY_REFUND')), 0) AS wagered,
               coalesce(-sum(l.amount), 0) AS lost
        FROM journal_lines l
        WHERE v_month AND l.member_id = p_member_id AND l.created_at > now() - interval '30 days' AND l.created_at < v_month_edge
          AND l.kind IN ('SEAMLESS_BET', 'SEAMLESS_ROLLBACK', 'LOTTERY_BET', 'LOTTERY_REFUND', 'SEAMLESS_WIN', 'LOTTERY_PAYOUT')) m;

  IF NOT v_month THEN o_month_wagered := NULL; o_month_lost := NULL; END IF;
  IF NOT v_week THEN o_week_wagered := NULL; o_week_lost := NULL; END IF;
END
$$;
