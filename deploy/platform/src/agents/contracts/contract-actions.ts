/**
 * The contract calls' actions. Every change runs in one transaction under the line's lock
 * (contract-line-lock.ts), so the rate rule is checked against what is current and the cascade
 * below an accepted or ended contract commits with it.
 */
import type { contractCallSchema, ContractKind, ContractMineValue, ContractPeriod } from '@site/shared/contract/agents';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { isAgentType } from '../../accounts/members';
import { onceByRequest } from '../../http/idempotent';
import { refusal } from '../../http/refusals';
import { requireInTeam } from '../team/team-scope';
import { ceilingOf } from './ceilings';
import { checkSalaryBudget } from './house-edge';
import {
  contractNotFound,
  downlineNotEligible,
  notActive,
  nothingToOffer,
  notPending,
  offerAboveUpline,
  rateAboveUpline,
  wrongParty,
} from './contract-errors';
import { kindSettings, type KindSettings } from './contract-kinds';
import { lockContractLine } from './contract-line-lock';
import { contractAnswer, contractById, type ContractRow, contractTerms, downlineContract, offeredContracts } from './contract-rows';
import { ceilingText, termsFromRequest } from './contract-terms';
import { rateExcess } from './rate-invariant';
import { enforceBelow } from './termination-cascade';

/** The caller, as the session found it. */
export interface ContractCaller {
  memberId: string;
  type: number;
}

async function enabledKind(db: Db, kind: ContractKind): Promise<KindSettings> {
  const settings = await kindSettings(db, kind);
  if (!settings.enabled) throw refusal('FEATURE_DISABLED');
  return settings;
}

export async function mineAction(db: Db, caller: ContractCaller, kind: ContractKind): Promise<ContractMineValue> {
  const settings = await kindSettings(db, kind);
  const [accepted, pending, offered, ceiling] = await Promise.all([
    downlineContract(db, kind, caller.memberId, 'ACCEPTED'),
    downlineContract(db, kind, caller.memberId, 'PENDING'),
    offeredContracts(db, kind, caller.memberId),
    ceilingOf(db, settings, caller.memberId),
  ]);
  const mine = accepted ?? pending;
  return {
    mine: mine ? contractAnswer(mine) : null,
    pendingOffer: pending ? contractAnswer(pending) : null,
    offered: offered.map(contractAnswer),
    canOffer: settings.enabled && ceiling !== null,
    myRate: ceiling ? ceilingText(ceiling) : null,
  };
}

/** An offer's body as the route's schema parsed it. */
export type OfferBody = Extract<z.output<ReturnType<typeof contractCallSchema>>, { action: 'offer' }>;

/** What makes two offers the same offer: an offer repeated with its requestId must match it in all of these. */
function offerKey(kind: ContractKind, downlineId: string, period: ContractPeriod | null, terms: unknown): string {
  return JSON.stringify({ kind, downlineId, period, terms });
}

export async function offerAction(db: Db, caller: ContractCaller, kind: ContractKind, body: OfferBody): Promise<ContractRow> {
  return db.transaction(async (tx) => {
    const settings = await enabledKind(tx, kind);
    const downline = await requireInTeam(tx, caller.memberId, body.downlineAccount, 'downlineAccount');
    if (downline.depth !== 1 || !isAgentType(downline.type)) throw downlineNotEligible();
    await lockContractLine(tx, kind, caller.memberId);

    const terms = termsFromRequest(body.tiers, body.realtime);
    const period = body.period ?? null;
    return onceByRequest({
      what: 'offer',
      earlier: async () => {
        const [earlier] = await tx.query<{ id: string }>('SELECT id::text AS id FROM agent_contracts WHERE upline_id = $1::bigint AND request_id = $2', [
          caller.memberId,
          body.requestId,
        ]);
        return earlier && (await contractById(tx, earlier.id))!;
      },
      sameContent: (row) => offerKey(row.kind, row.downline_id, row.period, contractTerms(row)) === offerKey(kind, downline.id, period, terms),
      replay: (row) => row,
      firstTime: async (): Promise<ContractRow> => {
        const ceiling = await ceilingOf(tx, settings, caller.memberId);
        if (!ceiling) throw nothingToOffer();
        const excess = rateExcess(terms, ceiling.terms);
        if (excess) throw rateAboveUpline(excess);
        await checkSalaryBudget(tx, kind, downline.id, terms);

        // A newer offer replaces the one still waiting: the downline answers the latest terms only.
        await tx.query(
          `UPDATE agent_contracts SET status = 'TERMINATED', terminated_at = now(), terminated_by = 'UPLINE', termination_reason = 'REPLACED_BY_NEW_OFFER'
           WHERE kind = $1 AND downline_id = $2::bigint AND status = 'PENDING'`,
          [kind, downline.id],
        );
        const [inserted] = await tx.query<{ id: string }>(
          `INSERT INTO agent_contracts (kind, upline_id, downline_id, period, tiers, realtime_profit_salary_rate, realtime_loss_salary_rate,
             realtime_single_bet_amount, request_id)
           VALUES ($1, $2::bigint, $3::bigint, $4, $5::jsonb, $6, $7, $8::bigint, $9) RETURNING id::text AS id`,
          [
            kind,
            caller.memberId,
            downline.id,
            period,
            JSON.stringify(terms.tiers),
            terms.realtime?.profitSalaryRate ?? null,
            terms.realtime?.lossSalaryRate ?? null,
            terms.realtime?.singleBetAmount ?? null,
            body.requestId,
          ],
        );
        return (await contractById(tx, inserted!.id))!;
      },
    });
  });
}

/**
 * The contract of this kind the caller is a party to, read again under the line's lock; anyone
 * else's contract, or one of another kind, is not found.
 */
async function lockedContractOf(tx: Db, caller: ContractCaller, kind: ContractKind, contractId: string): Promise<ContractRow> {
  const first = await contractById(tx, contractId);
  if (!first || first.kind !== kind || (first.upline_id !== caller.memberId && first.downline_id !== caller.memberId)) throw contractNotFound();
  await lockContractLine(tx, kind, first.downline_id);
  await tx.query('SELECT 1 FROM agent_contracts WHERE id = $1::bigint FOR UPDATE', [contractId]);
  return (await contractById(tx, contractId))!;
}

export async function acceptAction(db: Db, caller: ContractCaller, kind: ContractKind, contractId: string): Promise<ContractRow> {
  return db.transaction(async (tx) => {
    const contract = await lockedContractOf(tx, caller, kind, contractId);
    if (contract.downline_id !== caller.memberId) throw wrongParty('answer');
    if (contract.status !== 'PENDING') throw notPending();
    const settings = await enabledKind(tx, kind);
    // The offer was within the upline's bound when made; the cascade ends offers that fall above it
    // later, so this only guards against a bound that changed some other way (the platform maximum).
    const bound = await ceilingOf(tx, settings, contract.upline_id);
    const excess = bound ? rateExcess(contractTerms(contract), bound.terms) : 'tiers';
    if (excess) throw offerAboveUpline(excess);

    await tx.query(
      `UPDATE agent_contracts SET status = 'TERMINATED', terminated_at = now(), terminated_by = 'SYSTEM', termination_reason = 'REPLACED'
       WHERE kind = $1 AND downline_id = $2::bigint AND status = 'ACCEPTED'`,
      [kind, caller.memberId],
    );
    await tx.query(`UPDATE agent_contracts SET status = 'ACCEPTED', decided_at = now(), decided_by = $2::bigint WHERE id = $1::bigint`, [
      contractId,
      caller.memberId,
    ]);
    await enforceBelow(tx, settings, caller.memberId);
    return (await contractById(tx, contractId))!;
  });
}

export async function rejectAction(db: Db, caller: ContractCaller, kind: ContractKind, contractId: string): Promise<ContractRow> {
  return db.transaction(async (tx) => {
    const contract = await lockedContractOf(tx, caller, kind, contractId);
    if (contract.downline_id !== caller.memberId) throw wrongParty('answer');
    if (contract.status !== 'PENDING') throw notPending();
    await tx.query(`UPDATE agent_contracts SET status = 'REJECTED', decided_at = now(), decided_by = $2::bigint WHERE id = $1::bigint`, [
      contractId,
      caller.memberId,
    ]);
    return (await contractById(tx, contractId))!;
  });
}

export async function terminateAction(db: Db, caller: ContractCaller, kind: ContractKind, contractId: string): Promise<ContractRow> {
  return db.transaction(async (tx) => {
    const contract = await lockedContractOf(tx, caller, kind, contractId);
    if (contract.upline_id !== caller.memberId) throw wrongParty('terminate');
    if (contract.status !== 'PENDING' && contract.status !== 'ACCEPTED') throw notActive();
    await tx.query(
      `UPDATE agent_contracts SET status = 'TERMINATED', terminated_at = now(), terminated_by = 'UPLINE', termination_reason = 'UPLINE_ENDED'
       WHERE id = $1::bigint`,
      [contractId],
    );
    // Ending a contract in force takes away what the downline could pass on.
    if (contract.status === 'ACCEPTED') await enforceBelow(tx, await kindSettings(tx, kind), contract.downline_id);
    return (await contractById(tx, contractId))!;
  });
}
