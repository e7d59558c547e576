/**
 * Abuse signals from identities shared with other members, recorded when a member claims: the same
 * payout account (bank and number) as another member's, a login address another member logged in
 * from in the last 30 days, or the same browser (device id) as another member in the last 90 days.
 * Which members are linked is decided once, in sql/member_linked_identities.sql, which the
 * opposite-sides signal also reads.
 */
import type { Db } from '../db/database';
import { recordAbuseSignal } from './eligibility';

interface LinkRow {
  kind: string;
  other: string;
  bank_code: string | null;
  tail: string | null;
  ip: string | null;
  device: string | null;
}

function detailOf(row: LinkRow): Record<string, unknown> {
  switch (row.kind) {
    case 'SHARED_PAYOUT_ACCOUNT':
      return { otherMemberId: row.other, bankCode: row.bank_code, accountEnding: row.tail };
    case 'SHARED_LOGIN_ADDRESS':
      return { otherMemberId: row.other, ip: row.ip };
    default:
      // The start of the stored hash, enough for an operator to match two signals; never the id itself.
      return { otherMemberId: row.other, device: row.device };
  }
}

export async function recordSharedIdentitySignals(tx: Db, memberId: string): Promise<void> {
  const links = await tx.query<LinkRow>(
    'SELECT kind, other_member_id::text AS other, bank_code, account_ending AS tail, ip, device FROM member_linked_identities($1::bigint)',
    [memberId],
  );
  for (const row of links) await recordAbuseSignal(tx, memberId, row.kind, detailOf(row));
}
