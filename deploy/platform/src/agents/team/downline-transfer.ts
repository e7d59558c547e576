/**
 * Transfer to a downline: an agent sends money from its MAIN wallet to the MAIN wallet of any
 * member of its team (any level), guarded by its payment password with the same checks, attempt
 * limit and refusals as the member's transfer to the upline.
 *
 * - The member must be in the caller's team (404 AGENT_NOT_IN_TEAM otherwise, before anything else).
 * - The payment password is checked (and its try counted) before the money transaction, so a wrong
 *   one moves nothing and the count survives the refusal.
 * - One ledger entry per transfer (kind AGENT_TO_DOWNLINE, key `downline-transfer:<agentId>:<requestId>`,
 *   reference `DT<n>` that both sides see), one downline_transfers row. The same requestId again
 *   answers the first transfer and moves nothing; with another amount or member it is refused.
 * - The agent's wallet moves queue on its wallet lock; an overdraft is refused by the ledger
 *   (INSUFFICIENT_FUNDS), so concurrent transfers never take the balance below zero.
 * - No per-transfer or daily cap beyond the amount rules: the agent funds its own team with its
 *   own money, and every transfer is in both ledgers and the team's transaction list.
 */
import type { DownlineTransferRequest } from '@site/shared/contract/agents';
import type { Db } from '../../db/database';
import { onceByRequest } from '../../http/idempotent';
import { verifyPaymentPassword } from '../../member/payment-password';
import { toMinor } from '../../wallet/money';
import { amountOf, balanceAfterEntry, lockMemberWallets, postMemberToMember } from '../../wallets/wallet-transfer';
import { requireInTeam } from './team-scope';

export const downlineTransferKey = (agentId: string, requestId: string) => `downline-transfer:${agentId}:${requestId}`;

export interface DownlineTransferResult {
  reference: string;
  /** The agent's MAIN balance right after the transfer (minor units). */
  balance: bigint;
  replayed: boolean;
}

/** Sends `amount` from the agent to a member of its team. See the module comment for the rules. */
export async function transferToDownline(db: Db, agentId: string, request: DownlineTransferRequest): Promise<DownlineTransferResult> {
  const member = await requireInTeam(db, agentId, request.account, 'account');
  const amount = amountOf(request.amount);
  await verifyPaymentPassword(db, agentId, request.paymentPassword);
  return postDownlineTransfer(db, agentId, member.id, amount, request.requestId);
}

/** The money part, once the member, the amount and the payment password were checked. */
export async function postDownlineTransfer(db: Db, agentId: string, memberId: string, amount: bigint, requestId: string): Promise<DownlineTransferResult> {
  return db.transaction(async (tx) => {
    await lockMemberWallets(tx, agentId);
    return onceByRequest({
      what: 'transfer',
      earlier: async () =>
        (
          await tx.query<{ reference: string; amount: string; member_id: string; entry_id: string }>(
            `SELECT reference, amount::text AS amount, member_id::text AS member_id, entry_id::text AS entry_id
             FROM downline_transfers WHERE agent_id = $1::bigint AND request_id = $2`,
            [agentId, requestId],
          )
        )[0],
      sameContent: (first) => toMinor(first.amount) === amount && first.member_id === memberId,
      replay: async (first) => ({ reference: first.reference, balance: await balanceAfterEntry(tx, first.entry_id, agentId), replayed: true }),
      firstTime: async (): Promise<DownlineTransferResult> => {
        const { reference, ...posted } = await postMemberToMember(tx, {
          kind: 'AGENT_TO_DOWNLINE',
          idempotencyKey: downlineTransferKey(agentId, requestId),
          fromMemberId: agentId,
          toMemberId: memberId,
          amount,
          referenceSequence: 'downline_transfer_reference_seq',
          referencePrefix: 'DT',
        });
        await tx.query(
          `INSERT INTO downline_transfers (reference, agent_id, member_id, request_id, amount, entry_id)
           VALUES ($1, $2::bigint, $3::bigint, $4, $5::bigint, $6::bigint)`,
          [reference, agentId, memberId, requestId, amount.toString(), posted.entryId],
        );
        return { reference, balance: posted.fromBalance, replayed: false };
      },
    });
  });
}
