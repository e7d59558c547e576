/**
 * Abuse signals from identities shared with other members, recorded when a member claims: the same
 * payout account (bank and number) as another member's, or a login from an address another member
 * logged in from in the last 30 days. Loopback addresses are left out: they are the machine itself
 * (a local proxy or a test), not a person's network. The site keeps no device id, so devices are
 * not compared.
 */
import type { Db } from '../db/database';
import { recordAbuseSignal } from './eligibility';

export async function recordSharedIdentitySignals(tx: Db, memberId: string): Promise<void> {
  // One statement for both looks: every claim runs it, and nearly always it finds nothing.
  const shared = await tx.query<{ kind: string; other: string; bank_code: string | null; tail: string | null; ip: string | null }>(
    `(SELECT DISTINCT 'SHARED_PAYOUT_ACCOUNT' AS kind, o.member_id::text AS other, o.bank_code, right(o.account_number, 4) AS tail, NULL AS ip
      FROM payout_accounts p JOIN payout_accounts o ON o.bank_code = p.bank_code AND o.account_number = p.account_number AND o.member_id <> p.member_id
      WHERE p.member_id = $1::bigint AND p.deleted_at IS NULL AND o.deleted_at IS NULL LIMIT 20)
     UNION ALL
     (SELECT DISTINCT 'SHARED_LOGIN_ADDRESS', o.member_id::text, NULL, NULL, o.ip
      FROM login_history h JOIN login_history o ON o.ip = h.ip AND o.member_id <> h.member_id AND o.created_at > now() - interval '30 days'
      WHERE h.member_id = $1::bigint AND h.created_at > now() - interval '30 days' AND NOT (h.ip LIKE ANY (ARRAY['127.%', '::1', '::ffff:127.%'])) LIMIT 20)`,
    [memberId],
  );
  for (const row of shared) {
    const detail =
      row.kind === 'SHARED_PAYOUT_ACCOUNT' ? { otherMemberId: row.other, bankCode: row.bank_code, accountEnding: row.tail } : { otherMemberId: row.other, ip: row.ip };
    await recordAbuseSignal(tx, memberId, row.kind, detail);
  }
}
