-- The other members a member shares an identity with, each with what they share: the same payout
-- account (bank and number, both not deleted), a login address both used in the last 30 days
-- (loopback left out: that is the machine itself, a local proxy or a test, not a person's network),
-- or a browser's device id both used in the last 90 days. At most 20 of each kind, which is plenty
-- to send a claim to review. Claims record these as abuse signals (src/rewards/shared-identity.ts);
-- the opposite-sides signal (round_side_signals.sql) counts a linked member as the same player.
-- PL/pgSQL rather than SQL: every claim asks this, and a PL/pgSQL function keeps its plan for the
-- session, where an SQL one was planned again at every call (three self-joins: planning it cost
-- several times what running it did).
CREATE OR REPLACE FUNCTION member_linked_identities(p_member_id bigint)
RETURNS TABLE (kind text, other_member_id bigint, bank_code text, account_ending text, ip text, device text)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  (SELECT DISTINCT 'SHARED_PAYOUT_ACCOUNT', o.member_id, o.bank_code, right(o.account_number, 4), NULL::text, NULL::text
   FROM payout_accounts p JOIN payout_accounts o ON o.bank_code = p.bank_code AND o.account_number = p.account_number AND o.member_id <> p.member_id
   WHERE p.member_id = p_member_id AND p.deleted_at IS NULL AND o.deleted_at IS NULL LIMIT 20)
  UNION ALL
  (SELECT DISTINCT 'SHARED_LOGIN_ADDRESS', o.member_id, NULL, NULL, o.ip, NULL
   FROM login_history h JOIN login_history o ON o.ip = h.ip AND o.member_id <> h.member_id AND o.created_at > now() - interval '30 days'
   WHERE h.member_id = p_member_id AND h.created_at > now() - interval '30 days' AND NOT (h.ip LIKE ANY (ARRAY['127.%', '::1', '::ffff:127.%'])) LIMIT 20)
  UNION ALL
  (SELECT DISTINCT 'SHARED_DEVICE', o.member_id, NULL, NULL, NULL, left(d.device_hash, 12)
   FROM member_devices d JOIN member_devices o ON o.device_hash = d.device_hash AND o.member_id <> d.member_id AND o.last_seen_at > now() - interval '90 days'
   WHERE d.member_id = p_member_id AND d.last_seen_at > now() - interval '90 days' LIMIT 20);
END
$$;
