/**
 * After an agent's own contract of a kind changes (a new one accepted, or its contract ended), every
 * contract below it that is now above its upline's bound ends in the same transaction: accepted
 * contracts and offers still waiting alike, level by level down the agent's team, since ending a
 * contract takes away what its downline could pass on further down.
 */
import type { ContractKind } from '@site/shared/contract/agents';
import type { Db } from '../../db/database';
import { ceilingOf, TOP_AGENT_TYPE } from './ceilings';
import { type KindSettings, platformCeiling } from './contract-kinds';
import { type ContractTerms, type TermColumns, termsFromRow } from './contract-terms';
import { rateExcess } from './rate-invariant';

interface LiveContract extends TermColumns {
  id: string;
  upline_id: string;
  downline_id: string;
  status: 'ACCEPTED' | 'PENDING';
  /** The upline's level below the agent whose contract changed (0: that agent). */
  depth: number;
  upline_type: number;
}

export interface CascadeTermination {
  contractId: string;
  reason: 'RATE_ABOVE_UPLINE' | 'UPLINE_CONTRACT_ENDED';
}

/** Ends what is now above its upline's bound below `agentId`; answers what it ended. Call inside the line's lock. */
export async function enforceBelow(tx: Db, settings: KindSettings, agentId: string): Promise<CascadeTermination[]> {
  const kind: ContractKind = settings.kind;
  // Locked in id order, the one order every writer of these rows takes.
  const live = await tx.query<LiveContract>(
    `SELECT c.id::text AS id, c.upline_id::text AS upline_id, c.downline_id::text AS downline_id, c.status, c.tiers,
            c.realtime_profit_salary_rate AS rt_profit, c.realtime_loss_salary_rate AS rt_loss, c.realtime_single_bet_amount::text AS rt_single,
            t.depth, u.type::int AS upline_type
     FROM agent_contracts c
     JOIN member_tree t ON t.ancestor_id = $1::bigint AND t.descendant_id = c.upline_id
     JOIN members u ON u.id = c.upline_id
     WHERE c.kind = $2 AND c.status IN ('ACCEPTED', 'PENDING')
     ORDER BY c.id
     FOR UPDATE OF c`,
    [agentId, kind],
  );
  if (live.length === 0) return [];

  const start = await ceilingOf(tx, settings, agentId);
  const ended = new Set<string>();
  const acceptedOf = new Map(live.filter((row) => row.status === 'ACCEPTED').map((row) => [row.downline_id, row]));
  const boundOf = (row: LiveContract): ContractTerms | null => {
    if (row.upline_id === agentId) return start?.terms ?? null;
    const own = acceptedOf.get(row.upline_id);
    if (own && !ended.has(own.id)) return termsFromRow(own);
    return row.upline_type === TOP_AGENT_TYPE ? platformCeiling(settings).terms : null;
  };

  const terminations: CascadeTermination[] = [];
  // Uplines nearer the agent first, so each bound is final before the contracts under it are judged.
  for (const row of [...live].sort((a, b) => a.depth - b.depth)) {
    const bound = boundOf(row);
    if (bound && rateExcess(termsFromRow(row), bound) === null) continue;
    ended.add(row.id);
    terminations.push({ contractId: row.id, reason: bound ? 'RATE_ABOVE_UPLINE' : 'UPLINE_CONTRACT_ENDED' });
  }
  for (const reason of ['RATE_ABOVE_UPLINE', 'UPLINE_CONTRACT_ENDED'] as const) {
    const ids = terminations.filter((ending) => ending.reason === reason).map((ending) => ending.contractId);
    if (ids.length === 0) continue;
    await tx.query(
      `UPDATE agent_contracts SET status = 'TERMINATED', terminated_at = now(), terminated_by = 'SYSTEM', termination_reason = $2
       WHERE id = ANY($1::bigint[])`,
      [ids, reason],
    );
  }
  return terminations;
}
