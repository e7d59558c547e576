import type { Db } from '../../db/database';

/**
 * How many contract offers wait for this agent's answer (accept or reject), counting only the
 * kinds the site offers: an offer of a switched-off kind cannot be answered from the agent centre.
 */
export async function pendingOfferCount(db: Db, agentId: number | string | bigint): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count
     FROM agent_contracts c JOIN agent_contract_kinds k ON k.kind = c.kind
     WHERE c.downline_id = $1 AND c.status = 'PENDING' AND k.enabled`,
    [String(agentId)],
  );
  return row?.count ?? 0;
}
