-- Builds a member's hourly usage afresh from the journal's last 30 days (the longest window), when
-- the member's first loss or wager limit is set. Takes the member's money lock first, so a stake in
-- flight either committed before (and is read here) or counts itself once the limit is visible.
CREATE OR REPLACE FUNCTION protection_usage_rebuild(p_member_id bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bonus_member_lock(p_member_id);
  DELETE FROM protection_usage_hours WHERE member_id = p_member_id;
  INSERT INTO protection_usage_hours (member_id, hour, wagered, lost)
  SELECT p_member_id, date_trunc('hour', l.created_at),
         coalesce(-sum(l.amount) FILTER (WHERE l.kind IN ('SEAMLESS_BET', 'SEAMLESS_ROLLBACK', 'LOTTERY_BET', 'LOTTERY_REFUND')), 0),
         -sum(l.amount)
  FROM journal_lines l
  WHERE l.member_id = p_member_id AND l.created_at > now() - interval '30 days' - interval '1 hour'
    AND l.kind IN ('SEAMLESS_BET', 'SEAMLESS_WIN', 'SEAMLESS_ROLLBACK', 'LOTTERY_BET', 'LOTTERY_PAYOUT', 'LOTTERY_REFUND')
  GROUP BY 2;
END
$$;
