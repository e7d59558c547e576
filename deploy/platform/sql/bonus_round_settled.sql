-- Wagering progress of a real-money round that has just settled or been rolled back, in its
-- transaction (the caller holds the member's lock):
--   * a settled round's qualifying bet (what was actually at risk: a hedged table round counts its
--     net only) times its game type's contribution in percent (the grant's own table, rounded down)
--     adds to the member's oldest ACTIVE grant, once (the round keeps the grant and the figure);
--   * a round started before that grant counts nothing, nor does a round whose stake is above the
--     grant's max bet (the round still records the grant, with 0, and the member gets a
--     MAX_BET_BREACH abuse signal);
--   * a grant whose progress reaches its requirement is MET; MET grants are released once no
--     real-money round of the member is open.
CREATE OR REPLACE FUNCTION bonus_round_settled(p_round_id bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_round record;
  v_grant record;
  v_progress bigint;
  v_detail text;
BEGIN
  SELECT r.id, r.member_id, r.game_type, r.stake, r.qualifying_bet, r.status, r.started_at, r.ledger, r.bonus_grant_id
  INTO STRICT v_round FROM game_rounds r WHERE r.id = p_round_id;
  IF v_round.ledger <> 'REAL' THEN RETURN; END IF;
  IF v_round.status = 'SETTLED' AND v_round.bonus_grant_id IS NULL THEN
    SELECT g.id, g.contributions, g.max_bet, g.created_at INTO v_grant FROM bonus_grants g
    WHERE g.member_id = v_round.member_id AND g.status = 'ACTIVE' ORDER BY g.id LIMIT 1 FOR UPDATE;
    IF FOUND AND v_grant.created_at <= v_round.started_at THEN
      IF v_grant.max_bet IS NOT NULL AND v_round.stake > v_grant.max_bet THEN
        v_progress := 0;
        -- An abuse signal, as rewards/eligibility.ts records them: detail in canonical JSON (keys
        -- sorted), its SHA-256 the fingerprint, so the same breach is one signal.
        v_detail := format('{"grantId":%s,"roundId":%s,"stake":%s}', to_json(v_grant.id::text), to_json(p_round_id::text), to_json(v_round.stake::text));
        INSERT INTO member_abuse_signals (member_id, kind, detail, fingerprint)
        VALUES (v_round.member_id, 'MAX_BET_BREACH', v_detail::jsonb, encode(sha256(convert_to(v_detail, 'UTF8')), 'hex'))
        ON CONFLICT (member_id, kind, fingerprint) DO NOTHING;
      ELSE
        v_progress := v_round.qualifying_bet * coalesce((v_grant.contributions ->> v_round.game_type)::int, 0) / 100;
      END IF;
      UPDATE game_rounds SET bonus_grant_id = v_grant.id, bonus_progress = v_progress WHERE id = p_round_id;
      UPDATE bonus_grants SET progressed = progressed + v_progress,
        status = CASE WHEN progressed + v_progress >= required THEN 'MET' ELSE status END
      WHERE id = v_grant.id;
    END IF;
  END IF;
  PERFORM bonus_release_met(v_round.member_id);
END
$$;
