-- The member's current play session, extended to now, or a new one when the last was seen 30 minutes
-- ago or more (a pause that long ends a session). Answers the session's id and times.
CREATE OR REPLACE FUNCTION protection_play_touch(p_member_id bigint, OUT o_id bigint, OUT o_started_at timestamptz,
  OUT o_checked_at timestamptz) LANGUAGE plpgsql AS $$
BEGIN
  UPDATE protection_play_sessions s SET last_seen_at = greatest(s.last_seen_at, now())
  WHERE s.id = (SELECT p.id FROM protection_play_sessions p WHERE p.member_id = p_member_id
                ORDER BY p.started_at DESC LIMIT 1)
    AND s.last_seen_at > now() - interval '30 minutes'
  RETURNING s.id, s.started_at, s.checked_at INTO o_id, o_started_at, o_checked_at;
  IF NOT FOUND THEN
    INSERT INTO protection_play_sessions (member_id) VALUES (p_member_id)
    RETURNING id, started_at, checked_at INTO o_id, o_started_at, o_checked_at;
  END IF;
END
$$;
