-- The wagering a real-money round counts now that it settles (the caller holds the member's lock,
-- and writes the answer on the round: o_grant_id and o_progress, both null when no grant counts it):
--   * the round's qualifying bet (p_qualifying: what was actually at risk, a hedged table round
--     counts its net only) times its game type's contribution in percent (the grant's own table,
--     rounded down) adds to the member's oldest ACTIVE grant;
--   * a round started before that grant counts nothing (no grant named), nor does a round whose stake
--     is above the grant's max bet (the grant named, with 0, and the member gets a MAX_BET_BREACH
--     abuse signal);
--   * a grant whose progress reaches its requirement is MET (bonus_release_met releases it).
-- The seamless win calls this before its own update of the round, so the figures go in with the win;
-- bonus_round_settled calls it for a round already written.
CREATE OR REPLACE FUNCTION bonus_round_progress(p_member_id bigint, p_round_id bigint, p_game_type text, p_stake bigint,
  p_qualifying bigint, p_started_at timestamptz, OUT o_grant_id bigint, OUT o_progress bigint) LANGUAGE plpgsql AS $$
DECLARE
  v_grant record;
  v_detail text;
BEGIN
  SELECT g.id, g.contributions, g.max_bet, g.created_at INTO v_grant FROM bonus_grants g
  WHERE g.member_id = p_member_id AND g.status = 'ACTIVE' ORDER BY g.id LIMIT 1 FOR UPDATE;
  IF NOT FOUND OR v_grant.created_at > p_started_at THEN RETURN; END IF;
  IF v_grant.max_bet IS NOT NULL AND p_stake > v_grant.max_bet THEN
    o_progress := 0;
    -- An abuse signal, as rewards/eligibility.ts records them: detail in canonical JSON (keys
    -- sorted), its SHA-256 the fingerprint, so the same breach is one signal.
    v_detail := format('{"grantId":%s,"roundId":%s,"stake":%s}', to_json(v_grant.id::text), to_json(p_round_id::text), to_json(p_stake::text));
    INSERT INTO member_abuse_signals (member_id, kind, detail, fingerprint)
    VALUES (p_member_id, 'MAX_BET_BREACH', v_detail::jsonb, encode(sha256(convert_to(v_detail, 'UTF8')), 'hex'))
    ON CONFLICT (member_id, kind, fingerprint) DO NOTHING;
  ELSE
    o_progress := p_qualifying * coalesce((v_grant.contributions ->> p_game_type)::int, 0) / 100;
  END IF;
  UPDATE bonus_grants SET progressed = progressed + o_progress,
    status = CASE WHEN progressed + o_progress >= required THEN 'MET' ELSE status END
  WHERE id = v_grant.id;
  o_grant_id := v_grant.id;
END
$$;
