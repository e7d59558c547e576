/**
 * Withdrawal orders: requesting one (the amount is held at once), the member's cancel, the
 * operator's approve and reject, and closing an order once nothing of it is open any more.
 *
 * Functions take `now` so tests can run the clock; routes pass the current time.
 */
import { siteDay } from '@site/shared/contract';
import { MEMBER_PAGE_SIZE, type WithdrawalMode, type WithdrawalState } from '@site/shared/contract/member';
import type { Db } from '../db/database';
import { PlatformError, validationError } from '../http/errors';
import { onceByRequest } from '../http/idempotent';
import { accountRefusal } from '../member/account-refusals';
import { realNameOf, verifyPaymentPassword } from '../member/payment-password';
import { payoutAccountOf, type PayoutAccount } from '../member/payout-accounts';
import { notifyMember } from '../messages/notify';
import { DAY_AFTER_SQL, DAY_START_SQL, SAME_SITE_DAY_SQL, siteTimeZone } from '../system/site-day';
import { formatAmount } from '../wallet/money';
import { activeBonus, forfeitActiveGrants, lockMemberMoney } from '../rewards/bonus/bonus-grants';
import type { BrandProfile } from '../protection/brand-profile';
import { assertWithdrawalIdentity } from '../protection/kyc/kyc-gate';
import { holdForWithdrawal, payOutWithdrawal, returnToMember } from './withdrawal-money';
import { withdrawalRefusal } from './withdrawal-refusals';
import {
  findOwnWithdrawal,
  isCancellable,
  lockWithdrawalById,
  OPEN_SLICE_STATES,
  WITHDRAWAL_COLUMNS,
  withdrawalRow,
  type WithdrawalRow,
} from './withdrawal-rows';
import { readMatchedChannel, readWithdrawalSettings } from './withdrawal-settings';

/** A moment as ISO text for a timestamptz parameter (both drivers read it the same way). */
export const sqlTime = (moment: Date): string => moment.toISOString();

/** '1234567.5' style grouping for messages: '1,234,567.50'. */
export function groupedAmount(minor: bigint): string {
  const [whole, fraction] = formatAmount(minor).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction!}`;
}

/** W<yyyymmdd><8-digit running number>. */
async function nextNumber(tx: Db, prefix: 'W' | 'S', sequence: string, now: Date): Promise<string> {
  const rows = await tx.query<{ n: string }>(`SELECT nextval('${sequence}')::text AS n`);
  return `${prefix}${siteDay(now, siteTimeZone()).replaceAll('-', '')}${rows[0]!.n.padStart(8, '0')}`;
}
export const nextOrderNo = (tx: Db, now: Date) => nextNumber(tx, 'W', 'withdrawal_numbers', now);
export const nextSliceNo = (tx: Db, now: Date) => nextNumber(tx, 'S', 'withdrawal_slice_numbers', now);

export interface WithdrawalInput {
  memberId: string;
  amount: bigint;
  payoutAccountId: number;
  paymentPassword: string;
  requestId: string;
  /** The member confirmed that withdrawing now forfeits their active bonus grants. */
  forfeitBonus?: boolean;
  /** The licence's figures: the identity checks count deposits against its thresholds. */
  profile: BrandProfile;
}

/**
 * Requests a withdrawal. Checks that cost nothing come first (real name, payout account, bounds),
 * then the payment password (its try is counted even when refused), then the order and its hold
 * (placeWithdrawal). The same requestId again answers the first order and holds nothing more.
 */
export async function requestWithdrawal(db: Db, input: WithdrawalInput, now: Date): Promise<{ withdrawal: WithdrawalRow; replayed: boolean }> {
  if (!(await realNameOf(db, input.memberId))) throw accountRefusal('REAL_NAME_REQUIRED');
  const payout = await payoutAccountOf(db, input.memberId, input.payoutAccountId);
  if (!payout) throw accountRefusal('PAYOUT_ACCOUNT_NOT_FOUND', 'payoutAccountId');
  // Money leaves only to the person whose identity document an operator approved, in that name.
  await assertWithdrawalIdentity(db, input.memberId, payout.holderName, input.profile, now);
  const settings = await readWithdrawalSettings(db);
  if (input.amount < settings.minAmount) throw validationError('amount', `must be at least ${formatAmount(settings.minAmount)}`);
  if (input.amount > settings.maxAmount) throw validationError('amount', `must be at most ${formatAmount(settings.maxAmount)}`);
  await verifyPaymentPassword(db, input.memberId, input.paymentPassword);
  const channel = await readMatchedChannel(db);
  // Matched only when other members can pay it (the channel is open) and it is large enough to
  // be worth splitting; everything else goes to an operator.
  const mode = settings.matchingEnabled && channel.enabled && input.amount >= settings.matchingMinAmount ? 'MATCHED' : 'MANUAL';
  return placeWithdrawal(db, { ...input, payout, mode, dailyCount: settings.dailyCount }, now);
}

export interface Placement {
  memberId: string;
  amount: bigint;
  requestId: string;
  payout: PayoutAccount;
  mode: WithdrawalMode;
  dailyCount: number;
  forfeitBonus?: boolean;
}

/**
 * The order and its hold, in one transaction that first locks the member's row: concurrent
 * requests of one member queue, so the daily count and the balance each see what the request
 * before left.
 */
export async function placeWithdrawal(db: Db, input: Placement, now: Date): Promise<{ withdrawal: WithdrawalRow; replayed: boolean }> {
  const { payout, mode } = input;
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM members WHERE id = $1::bigint FOR UPDATE', [input.memberId]);
    return onceByRequest({
      what: 'withdrawal',
      earlier: async () =>
        (
          await tx.query<Record<string, unknown>>(
            `SELECT ${WITHDRAWAL_COLUMNS}, w.payout_account_id::text AS payout_account_id FROM withdrawals w WHERE w.member_id = $1::bigint AND w.request_id = $2`,
            [input.memberId, input.requestId],
          )
        )[0],
      sameContent: (earlier) => withdrawalRow(earlier).amount === input.amount && earlier.payout_account_id === payout.id,
      replay: (earlier) => ({ withdrawal: withdrawalRow(earlier), replayed: true }),
      firstTime: async (): Promise<{ withdrawal: WithdrawalRow; replayed: boolean }> => {
        const today = await tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM withdrawals WHERE member_id = $1::bigint AND ${SAME_SITE_DAY_SQL('created_at', '$2')}`,
          [input.memberId, sqlTime(now)],
        );
        if ((today[0]?.n ?? 0) >= input.dailyCount) throw withdrawalRefusal('WITHDRAWAL_DAILY_LIMIT');
        // Cash is always free to leave, but money won with a bonus still being wagered is not: an
        // early withdrawal forfeits the active grants, in this transaction, once the member said so.
        await lockMemberMoney(tx, input.memberId);
        const bonus = await activeBonus(tx, input.memberId);
        if (bonus.grants > 0) {
          if (!input.forfeitBonus) {
            throw withdrawalRefusal('BONUS_FORFEIT_REQUIRED', undefined, { grants: bonus.grants, bonusBalance: formatAmount(bonus.bonusBalance) });
          }
          await forfeitActiveGrants(tx, input.memberId);
        }
        const orderNo = await nextOrderNo(tx, now);
        const inserted = await tx.query<Record<string, unknown>>(
          `INSERT INTO withdrawals (order_no, member_id, request_id, amount, mode, state, unmatched, payout_account_id, bank_name, account_no, account_holder, created_at)
           VALUES ($1, $2::bigint, $3, $4::bigint, $5, $6, $7::bigint, $8::bigint, $9, $10, $11, $12)
           RETURNING ${WITHDRAWAL_COLUMNS.replaceAll('w.', '')}`,
          [
            orderNo,
            input.memberId,
            input.requestId,
            input.amount.toString(),
            mode,
            mode === 'MATCHED' ? 'MATCHING' : 'PENDING',
            mode === 'MATCHED' ? input.amount.toString() : '0',
            payout.id,
            payout.bankName,
            payout.accountNumber,
            payout.holderName,
            sqlTime(now),
          ],
        );
        try {
          await holdForWithdrawal(tx, input.memberId, orderNo, input.amount);
        } catch (error) {
          if (error instanceof PlatformError && error.errorCode === 'INSUFFICIENT_FUNDS') {
            throw new PlatformError(409, 'INSUFFICIENT_FUNDS', 'amount: the balance is lower than this amount', 'amount');
          }
          throw error;
        }
        return { withdrawal: withdrawalRow(inserted[0]!), replayed: false };
      },
    });
  });
}

async function setState(tx: Db, id: string, fields: { state?: WithdrawalState; unmatched?: bigint; received?: bigint; returned?: bigint; cancelRequested?: boolean; rejectReason?: string; finished?: Date }): Promise<void> {
  await tx.query(
    `UPDATE withdrawals SET
       state = coalesce($2, state),
       unmatched = coalesce($3::bigint, unmatched),
       received = coalesce($4::bigint, received),
       returned = coalesce($5::bigint, returned),
       cancel_requested = coalesce($6::boolean, cancel_requested),
       reject_reason = coalesce($7, reject_reason),
       finished_at = coalesce($8, finished_at)
     WHERE id = $1::bigint`,
    [
      id,
      fields.state ?? null,
      fields.unmatched?.toString() ?? null,
      fields.received?.toString() ?? null,
      fields.returned?.toString() ?? null,
      fields.cancelRequested ?? null,
      fields.rejectReason ?? null,
      fields.finished ? sqlTime(fields.finished) : null,
    ],
  );
}
export { setState as updateWithdrawal };

/**
 * Ends a matched withdrawal once nothing is left to match and no slice is open: COMPLETED (and
 * the approved message) when all of it was received, else CANCELLED (the member cancelled and the
 * rest went back). Call with the withdrawal locked.
 */
export async function closeIfDone(tx: Db, withdrawalId: string, now: Date): Promise<void> {
  const withdrawal = await lockWithdrawalById(tx, withdrawalId);
  if (!withdrawal || withdrawal.state !== 'MATCHING' || withdrawal.unmatched > 0n) return;
  const open = await tx.query('SELECT 1 FROM withdrawal_slices WHERE withdrawal_id = $1::bigint AND state = ANY($2::text[]) LIMIT 1', [
    withdrawalId,
    [...OPEN_SLICE_STATES],
  ]);
  if (open.length > 0) return;
  if (withdrawal.received === withdrawal.amount) {
    await setState(tx, withdrawalId, { state: 'COMPLETED', finished: now });
    await notifyMember(tx, withdrawal.memberId, 'WITHDRAWAL_APPROVED', { amount: groupedAmount(withdrawal.amount), orderNo: withdrawal.orderNo });
  } else {
    await setState(tx, withdrawalId, { state: 'CANCELLED', finished: now });
  }
}

/**
 * The member cancels: a manual withdrawal waiting for an operator returns whole; a matched one
 * returns only what no slice has taken, and its open slices finish on their own (a slice that
 * then fails returns its amount too).
 */
export async function cancelWithdrawal(db: Db, memberId: string, orderNo: string, now: Date): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    const withdrawal = await findOwnWithdrawal(tx, memberId, orderNo, true);
    if (!withdrawal) throw withdrawalRefusal('WITHDRAWAL_NOT_FOUND');
    if (!isCancellable(withdrawal)) throw withdrawalRefusal('WITHDRAWAL_NOT_CANCELLABLE');
    if (withdrawal.state === 'PENDING') {
      await returnToMember(tx, memberId, orderNo, orderNo, withdrawal.amount);
      await setState(tx, withdrawal.id, { state: 'CANCELLED', returned: withdrawal.amount, finished: now });
    } else {
      await returnToMember(tx, memberId, orderNo, orderNo, withdrawal.unmatched);
      await setState(tx, withdrawal.id, { unmatched: 0n, returned: withdrawal.returned + withdrawal.unmatched, cancelRequested: true });
      await closeIfDone(tx, withdrawal.id, now);
    }
    return (await lockWithdrawalById(tx, withdrawal.id))!;
  });
}

async function lockByOrderNo(tx: Db, orderNo: string): Promise<WithdrawalRow> {
  const rows = await tx.query<Record<string, unknown>>(`SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals w WHERE w.order_no = $1 FOR UPDATE`, [orderNo]);
  if (!rows[0]) throw withdrawalRefusal('WITHDRAWAL_NOT_FOUND');
  return withdrawalRow(rows[0]);
}

/** Operator: a manual withdrawal was paid to the member's bank. Audited; a repeat changes nothing. */
export async function approveWithdrawal(
  db: Db,
  operator: string,
  orderNo: string,
  now: Date,
  record: (tx: Db, details: Record<string, unknown>) => Promise<{ replayed: boolean }>,
): Promise<{ withdrawal: WithdrawalRow; replayed: boolean }> {
  return db.transaction(async (tx) => {
    const withdrawal = await lockByOrderNo(tx, orderNo);
    const { replayed } = await record(tx, { orderNo, amount: formatAmount(withdrawal.amount), operator });
    if (replayed) return { withdrawal, replayed };
    if (withdrawal.state !== 'PENDING') throw withdrawalRefusal('WITHDRAWAL_NOT_PENDING');
    await payOutWithdrawal(tx, orderNo, withdrawal.amount);
    await setState(tx, withdrawal.id, { state: 'COMPLETED', received: withdrawal.amount, finished: now });
    await notifyMember(tx, withdrawal.memberId, 'WITHDRAWAL_APPROVED', { amount: groupedAmount(withdrawal.amount), orderNo });
    return { withdrawal: (await lockWithdrawalById(tx, withdrawal.id))!, replayed: false };
  });
}

/** Operator: a manual withdrawal is refused; the whole amount goes back with the reason. */
export async function rejectWithdrawal(
  db: Db,
  orderNo: string,
  reason: string,
  now: Date,
  record: (tx: Db, details: Record<string, unknown>) => Promise<{ replayed: boolean }>,
): Promise<{ withdrawal: WithdrawalRow; replayed: boolean }> {
  return db.transaction(async (tx) => {
    const withdrawal = await lockByOrderNo(tx, orderNo);
    const { replayed } = await record(tx, { orderNo, amount: formatAmount(withdrawal.amount), reason });
    if (replayed) return { withdrawal, replayed };
    if (withdrawal.state !== 'PENDING') throw withdrawalRefusal('WITHDRAWAL_NOT_PENDING');
    await returnToMember(tx, withdrawal.memberId, orderNo, orderNo, withdrawal.amount);
    await setState(tx, withdrawal.id, { state: 'REJECTED', returned: withdrawal.amount, rejectReason: reason, finished: now });
    await notifyMember(tx, withdrawal.memberId, 'WITHDRAWAL_REJECTED', { amount: groupedAmount(withdrawal.amount), orderNo, reason });
    return { withdrawal: (await lockWithdrawalById(tx, withdrawal.id))!, replayed: false };
  });
}

/** Requests of the member today (the site day), for the "withdrawals left today" figure. */
export async function withdrawalsToday(db: Db, memberId: string, now: Date): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM withdrawals WHERE member_id = $1::bigint AND ${SAME_SITE_DAY_SQL('created_at', '$2')}`,
    [memberId, sqlTime(now)],
  );
  return rows[0]?.n ?? 0;
}

/** Lists count at most this many rows: enough for any page a person reads, bounded in cost. */
export const COUNT_CAP = 10_000;

export interface ListFilter {
  pageNo: number;
  state?: WithdrawalState;
  startDate?: string;
  endDate?: string;
}

/** The member's withdrawals, newest first, one page of MEMBER_PAGE_SIZE; past the end: the last page. */
export async function listWithdrawals(db: Db, memberId: string, filter: ListFilter) {
  const conditions = ['w.member_id = $1::bigint'];
  const params: unknown[] = [memberId];
  if (filter.state) {
    params.push(filter.state);
    conditions.push(`w.state = $${params.length}`);
  }
  if (filter.startDate) {
    params.push(filter.startDate);
    conditions.push(`w.created_at >= ${DAY_START_SQL(`$${params.length}`)}`);
  }
  if (filter.endDate) {
    params.push(filter.endDate);
    conditions.push(`w.created_at < ${DAY_AFTER_SQL(`$${params.length}`)}`);
  }
  const where = conditions.join(' AND ');
  const counted = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 FROM withdrawals w WHERE ${where} LIMIT ${COUNT_CAP}) c`, params);
  const totalCount = counted[0]?.n ?? 0;
  const totalPages = Math.max(1, Math.ceil(totalCount / MEMBER_PAGE_SIZE));
  const pageNo = Math.min(filter.pageNo, totalPages);
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals w WHERE ${where} ORDER BY w.created_at DESC, w.id DESC LIMIT ${MEMBER_PAGE_SIZE} OFFSET ${(pageNo - 1) * MEMBER_PAGE_SIZE}`,
    params,
  );
  return { rows: rows.map(withdrawalRow), pageNo, totalPages, totalCount };
}
