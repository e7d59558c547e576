/**
 * Transfer to upline: a member sends money from their main wallet to their direct upline's main
 * wallet (members.upline_id), guarded by the payment password and limited per transfer and per
 * site day (the brand's time zone) by the operator's configuration.
 *
 * - No upline: refused (409 NO_UPLINE) before the payment password is tried.
 * - The payment password is checked (and its try counted) before the money transaction, so a
 *   wrong one moves nothing and the count survives the refusal.
 * - One entry per transfer (kind UPLINE_TRANSFER, key `upline-transfer:<memberId>:<requestId>`,
 *   reference `UT<n>`), so both members' account records show the same reference. The same
 *   requestId again answers the first transfer and moves nothing.
 * - The day's total is summed under a per-member lock, so concurrent transfers cannot together
 *   pass the daily limit. No message is sent: both members see the transfer in their records.
 */
import type { Db } from '../db/database';
import { PlatformError, validationError } from '../http/errors';
import { onceByRequest } from '../http/idempotent';
import { verifyPaymentPassword } from '../member/payment-password';
import { formatAmount, toMinor } from '../wallet/money';
import { amountOf, balanceAfterEntry, lockMemberWallets, postMemberToMember } from './wallet-transfer';

export interface UplineLimits {
  min: bigint;
  max: bigint;
  dailyMax: bigint;
}

export const uplineTransferKey = (memberId: string, requestId: string) => `upline-transfer:${memberId}:${requestId}`;

export function noUpline(): PlatformError {
  return new PlatformError(409, 'NO_UPLINE', 'You have no upline to transfer to');
}

export async function uplineLimits(db: Db): Promise<UplineLimits> {
  const rows = await db.query<{ min: string; max: string; daily_max: string }>(
    'SELECT min_amount::text AS min, max_amount::text AS max, daily_max::text AS daily_max FROM upline_transfer_limits',
  );
  const row = rows[0];
  if (!row) throw new Error('wallets: upline transfer limits are missing');
  return { min: toMinor(row.min), max: toMinor(row.max), dailyMax: toMinor(row.daily_max) };
}

/** Replaces the limits (the operator's route has checked min <= max <= dailyMax). */
export async function setUplineLimits(db: Db, limits: UplineLimits): Promise<void> {
  await db.query('UPDATE upline_transfer_limits SET min_amount = $1::bigint, max_amount = $2::bigint, daily_max = $3::bigint, updated_at = now()', [
    limits.min.toString(),
    limits.max.toString(),
    limits.dailyMax.toString(),
  ]);
}

export interface Upline {
  id: string;
  account: string;
  name: string | null;
}

/** The member's direct upline, or null. */
export async function uplineOf(db: Db, memberId: string): Promise<Upline | null> {
  const rows = await db.query<Upline>(
    `SELECT u.id::text AS id, u.account, coalesce(u.nickname, u.payee_name) AS name
     FROM members m JOIN members u ON u.id = m.upline_id WHERE m.id = $1::bigint`,
    [memberId],
  );
  return rows[0] ?? null;
}

/** What the member sent to their upline today (the site day), in minor units. */
export async function sentToday(db: Db, memberId: string): Promise<bigint> {
  const rows = await db.query<{ total: string }>(
    `SELECT coalesce(sum(amount), 0)::text AS total FROM upline_transfers
     WHERE member_id = $1::bigint AND created_at >= site_day_start(site_day(now()))`,
    [memberId],
  );
  return toMinor(rows[0]?.total ?? '0');
}

export interface UplineTransferResult {
  reference: string;
  amount: bigint;
  balance: bigint;
  replayed: boolean;
}

function overDailyLimit(left: bigint): PlatformError {
  return new PlatformError(409, 'DAILY_LIMIT', `amount: above today's limit (${formatAmount(left < 0n ? 0n : left)} left)`, 'amount');
}

/** Sends `amount` to the member's upline. See the module comment for the rules. */
export async function transferToUpline(
  db: Db,
  memberId: string,
  request: { amount: string; paymentPassword: string; requestId: string },
): Promise<UplineTransferResult> {
  const amount = amountOf(request.amount);
  const upline = await uplineOf(db, memberId);
  if (!upline) throw noUpline();
  const limits = await uplineLimits(db);
  if (amount < limits.min) throw validationError('amount', `must be at least ${formatAmount(limits.min)}`);
  if (amount > limits.max) throw validationError('amount', `must be at most ${formatAmount(limits.max)}`);
  await verifyPaymentPassword(db, memberId, request.paymentPassword);
  return postUplineTransfer(db, memberId, upline, amount, request.requestId, limits);
}

/**
 * The money part of a transfer to the upline, once its input, the per-transfer limits and the
 * payment password were checked: replay, daily limit and posting, under the member's lock.
 */
export async function postUplineTransfer(
  db: Db,
  memberId: string,
  upline: Upline,
  amount: bigint,
  requestId: string,
  limits: UplineLimits,
): Promise<UplineTransferResult> {
  return db.transaction(async (tx) => {
    await lockMemberWallets(tx, memberId);
    return onceByRequest({
      what: 'transfer',
      earlier: async () =>
        (
          await tx.query<{ reference: string; amount: string; upline_id: string; entry_id: string }>(
            `SELECT reference, amount::text AS amount, upline_id::text AS upline_id, entry_id::text AS entry_id
             FROM upline_transfers WHERE member_id = $1::bigint AND request_id = $2`,
            [memberId, requestId],
          )
        )[0],
      sameContent: (first) => toMinor(first.amount) === amount && first.upline_id === upline.id,
      replay: async (first) => ({ reference: first.reference, amount, balance: await balanceAfterEntry(tx, first.entry_id, memberId), replayed: true }),
      firstTime: async (): Promise<UplineTransferResult> => {
        const left = limits.dailyMax - (await sentToday(tx, memberId));
        if (amount > left) throw overDailyLimit(left);
        const { reference, ...posted } = await postMemberToMember(tx, {
          kind: 'UPLINE_TRANSFER',
          idempotencyKey: uplineTransferKey(memberId, requestId),
          fromMemberId: memberId,
          toMemberId: upline.id,
          amount,
          referenceSequence: 'upline_transfer_reference_seq',
          referencePrefix: 'UT',
        });
        await tx.query(
          `INSERT INTO upline_transfers (reference, member_id, upline_id, request_id, amount, entry_id)
           VALUES ($1, $2::bigint, $3::bigint, $4, $5::bigint, $6::bigint)`,
          [reference, memberId, upline.id, requestId, amount.toString(), posted.entryId],
        );
        return { reference, amount, balance: posted.fromBalance, replayed: false };
      },
    });
  });
}
