/**
 * An agent's income from settlement over a range of days: what it was paid minus what it paid its
 * downlines, counting only money that moved (an owed rest counts once it is paid). A payment
 * belongs to the site day its period ends on, so a weekly dividend falls on its Sunday.
 */
import type { Db } from '../../db/database';
import { toMinor } from '../../wallet/money';

export async function agentIncomeTotal(db: Db, agentId: number | string | bigint, range: { startDate: string; endDate: string }): Promise<bigint> {
  const [row] = await db.query<{ received: string; paid: string }>(
    `SELECT (SELECT coalesce(sum(paid), 0) FROM agent_payments WHERE payee_id = $1::bigint AND period_day BETWEEN $2::date AND $3::date)::text AS received,
            (SELECT coalesce(sum(paid), 0) FROM agent_payments WHERE payer_id = $1::bigint AND period_day BETWEEN $2::date AND $3::date)::text AS paid`,
    [String(agentId), range.startDate, range.endDate],
  );
  return toMinor(row?.received ?? '0') - toMinor(row?.paid ?? '0');
}
