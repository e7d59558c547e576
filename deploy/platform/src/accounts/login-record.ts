import { LOGIN_HISTORY_DAYS } from '@site/shared/contract/member';
import type { Db } from '../db/database';
import { describeDevice } from './device';

/**
 * Records a sign-in, in the transaction that opens its session (a refused sign-in leaves no row).
 * The member's rows older than the history reaches are dropped here, so the table keeps about
 * LOGIN_HISTORY_DAYS of each member and the cost stays with the member who signs in.
 */
export async function recordLogin(tx: Db, memberId: number | string, ip: string, userAgent: string | undefined): Promise<void> {
  await tx.query('DELETE FROM login_history WHERE member_id = $1::bigint AND created_at < now() - make_interval(days => $2)', [
    String(memberId),
    LOGIN_HISTORY_DAYS,
  ]);
  await tx.query('INSERT INTO login_history (member_id, ip, device) VALUES ($1::bigint, $2, $3)', [
    String(memberId),
    ip.slice(0, 64),
    describeDevice(userAgent),
  ]);
}
