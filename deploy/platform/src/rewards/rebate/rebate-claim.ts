/**
 * A rebate claim: in one transaction, under the member's claim lock, it takes every accrual row no
 * claim has taken (so each change of each round is in exactly one claim), pays what today's cap
 * allows through the reward credit (source REBATE, reference <member>:<n>) and carries the rest in
 * a new accrual row. A second claim waiting on the lock finds the rows taken and the cooldown
 * running: one payment, whatever the timing.
 */
import type { RebateClaimValue } from '@site/shared/contract/rewards/rebate';
import type { Db } from '../../db/database';
import { PlatformError } from '../../http/errors';
import { onceByRequest } from '../../http/idempotent';
import { memberBalance } from '../../wallet/ledger';
import { formatAmount } from '../../wallet/money';
import { creditReward, notifyCredit, type RewardCredit } from '../bonus/credit-reward';
import { lockOpenAccruals, REBATE_REFUSALS, rebateState, type RebateState } from './rebate-accrued';
import { recordSharedIdentitySignals } from '../shared-identity';
import { lockNamed } from '../../db/lock-named';

/** The business fact of claim `seq` of a member, and the reward reference its payment carries. */
export const rebateClaimKey = (memberId: string, seq: number) => `rebate:${memberId}:${seq}`;
export const rebateReference = (memberId: string, seq: number) => `${memberId}:${seq}`;

interface ClaimRow {
  seq: number;
  paid: string;
  carried: string;
  balance_after: string;
  created_at: Date;
}

function answer(row: ClaimRow, replayed: boolean): RebateClaimValue {
  return {
    claimNo: row.seq,
    amount: formatAmount(BigInt(row.paid)),
    carried: formatAmount(BigInt(row.carried)),
    balanceAfter: formatAmount(BigInt(row.balance_after)),
    createdAt: new Date(row.created_at).toISOString(),
    replayed,
  };
}

/** The first refusal of `state`, as the claim answers it (the summary lists them all). */
function refusalOf(state: RebateState): PlatformError | undefined {
  const [first] = state.reasons;
  if (!first) return undefined;
  switch (first.code) {
    case 'REBATE_COOLDOWN':
      return new PlatformError(409, first.code, REBATE_REFUSALS.REBATE_COOLDOWN, undefined, { nextClaimAt: state.nextClaimAt?.toISOString() ?? null });
    case 'REBATE_BELOW_MINIMUM':
      return new PlatformError(409, first.code, REBATE_REFUSALS.REBATE_BELOW_MINIMUM, undefined, { total: formatAmount(state.priced.total), minClaim: formatAmount(state.settings.minClaim) });
    case 'REBATE_DAILY_CAP_REACHED':
    case 'REBATE_IN_REVIEW':
      return new PlatformError(409, first.code, REBATE_REFUSALS[first.code]);
    default:
      return new PlatformError(403, 'REBATE_NOT_ELIGIBLE', state.reasons.map((reason) => reason.text).join('; '), undefined, { reasons: state.reasons });
  }
}

/** Claims the member's rebate once per requestId; a refusal writes nothing. */
export async function claimRebate(db: Db, memberId: string, requestId: string): Promise<RebateClaimValue> {
  // Identities shared with other members are signals whatever the claim's outcome, so they are
  // recorded in a transaction of their own: a claim they hold is refused, and a refusal writes nothing.
  await db.transaction((tx) => recordSharedIdentitySignals(tx, memberId));
  return db.transaction(async (tx) => {
    // Claims of one member run one at a time: the second sees what the first took and paid.
    await lockNamed(tx, 'rebate-claim', memberId);
    return onceByRequest<ClaimRow, RebateClaimValue>({
      what: 'rebate claim',
      earlier: async () =>
        (
          await tx.query<ClaimRow>(
            `SELECT seq, paid::text AS paid, carried::text AS carried, balance_after::text AS balance_after, created_at
             FROM rebate_claims WHERE member_id = $1::bigint AND request_id = $2`,
            [memberId, requestId],
          )
        )[0],
      // A claim names nothing but its request id: a repeat always asks for the same.
      sameContent: () => true,
      replay: (earlier) => answer(earlier, true),
      firstTime: async () => {
        const rows = await lockOpenAccruals(tx, memberId);
        const state = await rebateState(tx, memberId, rows);
        const refused = refusalOf(state);
        if (refused) throw refused;
        const [{ seq } = { seq: 1 }] = await tx.query<{ seq: number }>(
          'SELECT coalesce(max(seq), 0) + 1 AS seq FROM rebate_claims WHERE member_id = $1::bigint',
          [memberId],
        );
        const paid = state.claimable;
        const carried = state.priced.total - paid;
        const credit: RewardCredit = { memberId, amount: paid, multiplier: 0, source: 'REBATE', reference: rebateReference(memberId, seq), title: `Rebate claim ${seq}` };
        const credited = await creditReward(tx, credit);
        await notifyCredit(tx, credit, credited);
        const lines = state.priced.lines.map((line) => ({ ...line, qualifying: line.qualifying.toString(), amount: line.amount.toString() }));
        const [claim] = await tx.query<ClaimRow & { id: string }>(
          `INSERT INTO rebate_claims (member_id, seq, idempotency_key, request_id, vip_level, accrued, paid, carried, lines, bonus_id, balance_after, site_day)
           VALUES ($1::bigint, $2, $3, $4, $5, $6::bigint, $7::bigint, $8::bigint, $9::jsonb, $10::bigint, $11::bigint, site_day(now()))
           RETURNING id::text AS id, seq, paid::text AS paid, carried::text AS carried, balance_after::text AS balance_after, created_at`,
          [
            memberId,
            seq,
            rebateClaimKey(memberId, seq),
            requestId,
            state.vipLevel,
            state.priced.total.toString(),
            paid.toString(),
            carried.toString(),
            JSON.stringify({ lines, carriedIn: state.priced.carried.toString() }),
            credited.bonusId,
            (await memberBalance(tx, memberId)).toString(),
          ],
        );
        await tx.query('UPDATE rebate_accruals SET claim_id = $1::bigint WHERE id = ANY ($2::bigint[])', [claim!.id, rows.map((row) => row.id)]);
        if (carried > 0n) {
          await tx.query('INSERT INTO rebate_accruals (member_id, carried, carried_from) VALUES ($1::bigint, $2::bigint, $3::bigint)', [
            memberId,
            carried.toString(),
            claim!.id,
          ]);
        }
        return answer(claim!, false);
      },
    });
  });
}
