/** Which contract pages the agent centre shows an agent (GET /wps/agent/contracts/consolidated). */
import { CONTRACT_CONSOLIDATED_FLAGS, type ContractConsolidated, type ContractKind } from '@site/shared/contract/agents';
import type { Db } from '../../db/database';
import { TOP_AGENT_TYPE } from './ceilings';
import type { ContractCaller } from './contract-actions';

/**
 * A kind's flag is 1 when the site offers the kind and the agent has a contract of it (accepted, or
 * an offer waiting for its answer) or is a top agent (paid by the platform, free to offer).
 */
export async function consolidatedFlags(db: Db, caller: ContractCaller): Promise<ContractConsolidated> {
  const rows = await db.query<{ kind: ContractKind; shown: boolean }>(
    `SELECT k.kind, k.enabled AND ($2::int = $3::int OR EXISTS (
       SELECT 1 FROM agent_contracts c WHERE c.kind = k.kind AND c.downline_id = $1::bigint AND c.status IN ('ACCEPTED', 'PENDING'))) AS shown
     FROM agent_contract_kinds k`,
    [caller.memberId, caller.type, TOP_AGENT_TYPE],
  );
  const flags: ContractConsolidated = { dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 };
  for (const row of rows) flags[CONTRACT_CONSOLIDATED_FLAGS[row.kind]] = row.shown ? 1 : 0;
  return flags;
}
