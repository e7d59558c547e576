/**
 * Contract changes of one kind in one line (everyone under the same top of the member tree) run
 * one transaction at a time. An offer reads the offering agent's own contract and an acceptance
 * changes the contracts below the downline, so two changes in one line could each check the rate
 * rule against what the other is about to change and together break it. Lines never overlap
 * (an upline never changes), so different lines, and different kinds, do not wait for each other;
 * contract changes are clicks by agents, so a line's queue stays short.
 */
import type { ContractKind } from '@site/shared/contract/agents';
import type { Db } from '../../db/database';

export async function lockContractLine(tx: Db, kind: ContractKind, memberId: string): Promise<void> {
  await tx.query(
    `SELECT pg_advisory_xact_lock(hashtext('agent-contracts:' || $1 || ':' ||
       (SELECT ancestor_id FROM member_tree WHERE descendant_id = $2::bigint ORDER BY depth DESC LIMIT 1)::text))`,
    [kind, memberId],
  );
}
