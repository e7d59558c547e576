/**
 * Every movement of withdrawal money, each one ledger entry with its own key:
 *   withdrawal-hold:<orderNo>     member MAIN → WITHDRAWAL_HOLD    (WITHDRAWAL_HOLD)   when requested
 *   withdrawal-paid:<orderNo>     WITHDRAWAL_HOLD → PAYMENT_CLEARING (WITHDRAWAL_PAID) operator paid it out
 *   withdrawal-return:<orderNo>   WITHDRAWAL_HOLD → member MAIN    (WITHDRAWAL_RETURN) rejected or cancelled remainder
 *   withdrawal-return:<sliceNo>   WITHDRAWAL_HOLD → member MAIN    (WITHDRAWAL_RETURN) a slice that failed after the cancel
 *   matched-receipt:<sliceNo>     WITHDRAWAL_HOLD → depositor MAIN (MATCHED_RECEIPT)   a slice received
 * So what one withdrawal held leaves the hold account exactly once, through these keys.
 */
import type { Db } from '../db/database';
import { openMemberWallet, postTransfer, systemAccountId } from '../wallet/ledger';

export async function holdForWithdrawal(tx: Db, memberId: string, orderNo: string, amount: bigint): Promise<void> {
  const wallet = await openMemberWallet(tx, memberId);
  await postTransfer(tx, {
    idempotencyKey: `withdrawal-hold:${orderNo}`,
    kind: 'WITHDRAWAL_HOLD',
    from: wallet.accountId,
    to: await systemAccountId(tx, 'WITHDRAWAL_HOLD'),
    amount,
    reference: orderNo,
  });
}

export async function payOutWithdrawal(tx: Db, orderNo: string, amount: bigint): Promise<void> {
  await postTransfer(tx, {
    idempotencyKey: `withdrawal-paid:${orderNo}`,
    kind: 'WITHDRAWAL_PAID',
    from: await systemAccountId(tx, 'WITHDRAWAL_HOLD'),
    to: await systemAccountId(tx, 'PAYMENT_CLEARING'),
    amount,
    reference: orderNo,
  });
}

/** Returns held money to the withdrawing member; `part` is the order or slice number it concerns. */
export async function returnToMember(tx: Db, memberId: string, orderNo: string, part: string, amount: bigint): Promise<void> {
  const wallet = await openMemberWallet(tx, memberId);
  await postTransfer(tx, {
    idempotencyKey: `withdrawal-return:${part}`,
    kind: 'WITHDRAWAL_RETURN',
    from: await systemAccountId(tx, 'WITHDRAWAL_HOLD'),
    to: wallet.accountId,
    amount,
    reference: orderNo,
  });
}

/** A received slice: the held money becomes the depositor's (they paid the withdrawer off-site). */
export async function creditDepositor(tx: Db, depositorId: string, sliceNo: string, amount: bigint): Promise<void> {
  const wallet = await openMemberWallet(tx, depositorId);
  await postTransfer(tx, {
    idempotencyKey: `matched-receipt:${sliceNo}`,
    kind: 'MATCHED_RECEIPT',
    from: await systemAccountId(tx, 'WITHDRAWAL_HOLD'),
    to: wallet.accountId,
    amount,
    reference: sliceNo,
  });
}
