import type { TrustedAddress } from '@site/shared/contract/protection/two-step';
import type { Db } from '../../db/database';
import { isoTime } from '../../db/dates';
import { describeDevice } from '../device';

/** Why an address is trusted: where the account registered, its very first sign-in, a passed second step, a sign-in before the check existed, the operator. */
export type TrustHow = TrustedAddress['how'];

/**
 * Trusts `ip` for the member, or (already trusted) notes that it was used now. Run it in the
 * transaction that opens the session, so a refused sign-in trusts nothing.
 */
export async function trustAddress(tx: Db, memberId: number | string, ip: string, how: TrustHow, userAgent?: string): Promise<void> {
  await tx.query(
    `INSERT INTO trusted_addresses (member_id, ip, device, how) VALUES ($1::bigint, $2, $3, $4)
     ON CONFLICT (member_id, ip) WHERE removed_at IS NULL DO UPDATE SET last_used_at = now()`,
    [String(memberId), ip.slice(0, 64), userAgent === undefined ? null : describeDevice(userAgent), how],
  );
}

/**
 * What a sign-in from `ip` is for the member: an address it trusts; the first sign-in of an
 * account that has never trusted any address (only ones it later removed count as "had"); or a
 * new address.
 */
export async function addressStanding(db: Db, memberId: number | string, ip: string): Promise<'trusted' | 'never-trusted-any' | 'new'> {
  const rows = await db.query<{ trusted: boolean; ever: number }>(
    `SELECT coalesce(bool_or(ip = $2 AND removed_at IS NULL), false) AS trusted, count(*)::int AS ever
     FROM trusted_addresses WHERE member_id = $1::bigint`,
    [String(memberId), ip],
  );
  const row = rows[0]!;
  if (row.trusted) return 'trusted';
  return row.ever === 0 ? 'never-trusted-any' : 'new';
}

/** The member's trusted addresses, most recently used first; `current` marks the caller's own. */
export async function listTrustedAddresses(db: Db, memberId: number | string, currentIp: string): Promise<TrustedAddress[]> {
  const rows = await db.query<{ id: string; ip: string; device: string | null; how: TrustHow; created_at: unknown; last_used_at: unknown }>(
    `SELECT id::text AS id, ip, device, how, created_at, last_used_at FROM trusted_addresses
     WHERE member_id = $1::bigint AND removed_at IS NULL ORDER BY last_used_at DESC, id DESC LIMIT 100`,
    [String(memberId)],
  );
  return rows.map((row) => ({
    id: row.id,
    ip: row.ip,
    device: row.device,
    how: row.how,
    createdAt: isoTime(row.created_at),
    lastUsedAt: isoTime(row.last_used_at),
    current: row.ip === currentIp,
  }));
}

/** Stops trusting one of the member's own addresses; false when it is not theirs or already removed. */
export async function removeTrustedAddress(db: Db, memberId: number | string, id: string): Promise<boolean> {
  const rows = await db.query('UPDATE trusted_addresses SET removed_at = now() WHERE id = $1::bigint AND member_id = $2::bigint AND removed_at IS NULL RETURNING 1', [
    id,
    String(memberId),
  ]);
  return rows.length > 0;
}
