-- Opposite sides of one shared round: when a bet names the round many players share (a match, a
-- table's hand) and its side, every earlier bet on another side of that same round by the member
-- itself or by a member it shares an identity with (member_linked_identities) is a hedge: one
-- player betting both ways to turn rewards, rebate and agent pay into money at almost no risk.
-- Each such pair is an OPPOSITE_SIDES abuse signal for both members (once for a member hedging
-- alone), detail in canonical JSON (keys sorted) with its SHA-256 as the fingerprint, as
-- src/rewards/eligibility.ts records signals. Strangers on opposite sides of a public match are
-- ordinary betting and record nothing.
CREATE OR REPLACE FUNCTION round_side_signals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_other record;
  v_detail text;
BEGIN
  FOR v_other IN
    SELECT s.member_id, s.round_id, s.side
    FROM (SELECT NEW.member_id AS id UNION SELECT l.other_member_id FROM member_linked_identities(NEW.member_id) l) m
    JOIN round_sides s ON s.provider = NEW.provider AND s.table_round = NEW.table_round AND s.member_id = m.id
    WHERE s.side <> NEW.side
    ORDER BY s.member_id, s.round_id
    LIMIT 20
  LOOP
    v_detail := format('{"otherMemberId":%s,"otherRoundId":%s,"otherSide":%s,"provider":%s,"roundId":%s,"side":%s,"tableRound":%s}',
      to_json(v_other.member_id::text), to_json(v_other.round_id), to_json(v_other.side), to_json(NEW.provider),
      to_json(NEW.round_id), to_json(NEW.side), to_json(NEW.table_round));
    INSERT INTO member_abuse_signals (member_id, kind, detail, fingerprint)
    VALUES (NEW.member_id, 'OPPOSITE_SIDES', v_detail::jsonb, encode(sha256(convert_to(v_detail, 'UTF8')), 'hex'))
    ON CONFLICT (member_id, kind, fingerprint) DO NOTHING;
    IF v_other.member_id <> NEW.member_id THEN
      v_detail := format('{"otherMemberId":%s,"otherRoundId":%s,"otherSide":%s,"provider":%s,"roundId":%s,"side":%s,"tableRound":%s}',
        to_json(NEW.member_id::text), to_json(NEW.round_id), to_json(NEW.side), to_json(NEW.provider),
        to_json(v_other.round_id), to_json(v_other.side), to_json(NEW.table_round));
      INSERT INTO member_abuse_signals (member_id, kind, detail, fingerprint)
      VALUES (v_other.member_id, 'OPPOSITE_SIDES', v_detail::jsonb, encode(sha256(convert_to(v_detail, 'UTF8')), 'hex'))
      ON CONFLICT (member_id, kind, fingerprint) DO NOTHING;
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;

DROP TRIGGER IF EXISTS round_sides_signals ON round_sides;
CREATE TRIGGER round_sides_signals AFTER INSERT ON round_sides
  FOR EACH ROW EXECUTE FUNCTION round_side_signals();
