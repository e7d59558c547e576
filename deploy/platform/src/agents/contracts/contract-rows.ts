/** Reading contracts and turning them into the answer's form. */
import type { Contract, ContractKind, ContractPeriod, ContractStatus, ContractTerminationReason } from '@site/shared/contract/agents';
import type { Db } from '../../db/database';
import { isoTime, isoTimeOrNull } from '../../db/dates';
import { type ContractTerms, type TermColumns, termsFromRow, termsText } from './contract-terms';

export interface ContractRow extends TermColumns {
  id: string;
  kind: ContractKind;
  upline_id: string;
  downline_id: string;
  upline_account: string;
  downline_account: string;
  period: ContractPeriod | null;
  status: ContractStatus;
  request_id: string;
  offered_at: unknown;
  decided_at: unknown;
  decided_by_account: string | null;
  terminated_at: unknown;
  terminated_by: 'UPLINE' | 'SYSTEM' | null;
  termination_reason: ContractTerminationReason | null;
}

/** SELECT list and joins of a ContractRow; `c` is agent_contracts. */
export const CONTRACT_SELECT = `SELECT c.id::text AS id, c.kind, c.upline_id::text AS upline_id, c.downline_id::text AS downline_id,
    u.account AS upline_account, d.account AS downline_account, c.period, c.tiers,
    c.realtime_profit_salary_rate AS rt_profit, c.realtime_loss_salary_rate AS rt_loss, c.realtime_single_bet_amount::text AS rt_single,
    c.status, c.request_id, c.offered_at, c.decided_at, decider.account AS decided_by_account,
    c.terminated_at, c.terminated_by, c.termination_reason
  FROM agent_contracts c
  JOIN members u ON u.id = c.upline_id
  JOIN members d ON d.id = c.downline_id
  LEFT JOIN members decider ON decider.id = c.decided_by`;

export function contractTerms(row: ContractRow): ContractTerms {
  return termsFromRow(row);
}

export function contractAnswer(row: ContractRow): Contract {
  return {
    contractId: row.id,
    kind: row.kind,
    uplineAccount: row.upline_account,
    downlineAccount: row.downline_account,
    period: row.period,
    ...termsText(termsFromRow(row)),
    status: row.status,
    offeredAt: isoTime(row.offered_at),
    decidedAt: isoTimeOrNull(row.decided_at),
    decidedBy: row.decided_by_account,
    terminatedAt: isoTimeOrNull(row.terminated_at),
    terminatedBy: row.terminated_by,
    terminationReason: row.termination_reason,
  };
}

export async function contractById(db: Db, contractId: string): Promise<ContractRow | null> {
  const rows = await db.query<ContractRow>(`${CONTRACT_SELECT} WHERE c.id = $1::bigint`, [contractId]);
  return rows[0] ?? null;
}

/** The downline's contract of a kind in one status (at most one is ACCEPTED and one PENDING). */
export async function downlineContract(db: Db, kind: ContractKind, downlineId: string, status: 'ACCEPTED' | 'PENDING'): Promise<ContractRow | null> {
  const rows = await db.query<ContractRow>(`${CONTRACT_SELECT} WHERE c.kind = $1 AND c.downline_id = $2::bigint AND c.status = $3`, [
    kind,
    downlineId,
    status,
  ]);
  return rows[0] ?? null;
}

/**
 * What an upline offered its direct downlines of a kind: per downline its accepted contract and
 * waiting offer, or when it has neither, its latest contract (so the upline sees a rejection or an
 * ending), newest first.
 */
export async function offeredContracts(db: Db, kind: ContractKind, uplineId: string): Promise<ContractRow[]> {
  return db.query<ContractRow>(
    `${CONTRACT_SELECT}
     WHERE c.upline_id = $1::bigint AND c.kind = $2
       AND (c.status IN ('ACCEPTED', 'PENDING')
         OR (c.id = (SELECT max(l.id) FROM agent_contracts l WHERE l.kind = c.kind AND l.downline_id = c.downline_id)
           AND NOT EXISTS (SELECT 1 FROM agent_contracts live
                           WHERE live.kind = c.kind AND live.downline_id = c.downline_id AND live.status IN ('ACCEPTED', 'PENDING'))))
     ORDER BY c.id DESC`,
    [uplineId, kind],
  );
}
