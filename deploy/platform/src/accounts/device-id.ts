/**
 * The browser's device id (see @site/shared/contract device-id), kept per member as its SHA-256:
 * the table never holds a value a page could send to pass for another member's browser. A member's
 * devices not seen for DEVICE_DAYS are dropped as new ones arrive, so a member who sends a new id
 * on every sign-in costs rows for that long only. The ids are read for one thing: the rewards'
 * shared-device signal (sql/member_linked_identities.sql).
 */
import { createHash } from 'node:crypto';
import { DEVICE_ID_PATTERN } from '@site/shared/contract';
import type { Db } from '../db/database';

export const DEVICE_DAYS = 90;

/** The stored form of a device id the page sent (null when it sent none, or not a device id). */
export function deviceHashOf(deviceId: string | undefined): string | null {
  // The route validated it; checked again because this is the last place before storage.
  if (!deviceId || !DEVICE_ID_PATTERN.test(deviceId)) return null;
  return createHash('sha256').update(deviceId).digest('hex');
}

/** Records that `memberId` used the browser `deviceId` (nothing when the page sent none), in the caller's transaction. */
export async function recordDevice(tx: Db, memberId: number | string, deviceId: string | undefined): Promise<void> {
  await recordDeviceHash(tx, memberId, deviceHashOf(deviceId));
}

/** recordDevice for a device kept as its hash already (a pending sign-in's first step). */
export async function recordDeviceHash(tx: Db, memberId: number | string, hash: string | null): Promise<void> {
  if (hash === null || !/^[0-9a-f]{64}$/.test(hash)) return;
  await tx.query('DELETE FROM member_devices WHERE member_id = $1::bigint AND last_seen_at < now() - make_interval(days => $2)', [String(memberId), DEVICE_DAYS]);
  await tx.query(
    `INSERT INTO member_devices (member_id, device_hash) VALUES ($1::bigint, $2)
     ON CONFLICT (member_id, device_hash) DO UPDATE SET last_seen_at = now()`,
    [String(memberId), hash],
  );
}
