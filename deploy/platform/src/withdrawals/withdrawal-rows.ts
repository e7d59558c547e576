/**
 * How withdrawals and slices are read and shown. Members never see another member's identity: the
 * withdrawing member sees slices without the depositor, the depositor sees where to pay with the
 * holder's name masked.
 */
import type { SliceResolution, SliceState, WithdrawalMode, WithdrawalState } from '@site/shared/contract/member';
import type { Db } from '../db/database';
import { isoTime, isoTimeOrNull } from '../db/dates';
import { maskAccountNumber } from '../member/payout-accounts';
import { formatAmount, toMinor } from '../wallet/money';

export interface WithdrawalRow {
  id: string;
  orderNo: string;
  memberId: string;
  requestId: string;
  amount: bigint;
  mode: WithdrawalMode;
  state: WithdrawalState;
  unmatched: bigint;
  received: bigint;
  returned: bigint;
  cancelRequested: boolean;
  bankName: string;
  accountNo: string;
  accountHolder: string;
  rejectReason: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export const WITHDRAWAL_COLUMNS = `w.id::text AS id, w.order_no, w.member_id::text AS member_id, w.request_id, w.amount::text AS amount, w.mode,
  w.state, w.unmatched::text AS unmatched, w.received::text AS received, w.returned::text AS returned, w.cancel_requested,
  w.bank_name, w.account_no, w.account_holder, w.reject_reason, w.created_at, w.finished_at`;

export function withdrawalRow(row: Record<string, unknown>): WithdrawalRow {
  return {
    id: String(row.id),
    orderNo: String(row.order_no),
    memberId: String(row.member_id),
    requestId: String(row.request_id),
    amount: toMinor(row.amount),
    mode: row.mode as WithdrawalMode,
    state: row.state as WithdrawalState,
    unmatched: toMinor(row.unmatched),
    received: toMinor(row.received),
    returned: toMinor(row.returned),
    cancelRequested: row.cancel_requested === true,
    bankName: String(row.bank_name),
    accountNo: String(row.account_no),
    accountHolder: String(row.account_holder),
    rejectReason: (row.reject_reason as string | null) ?? null,
    createdAt: isoTime(row.created_at),
    finishedAt: isoTimeOrNull(row.finished_at),
  };
}

/** The withdrawal, locked for the rest of the transaction; null when missing. */
export async function lockWithdrawalById(tx: Db, id: string): Promise<WithdrawalRow | null> {
  const rows = await tx.query<Record<string, unknown>>(`SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals w WHERE w.id = $1::bigint FOR UPDATE`, [id]);
  return rows[0] ? withdrawalRow(rows[0]) : null;
}

/** A member's own withdrawal by its number (another member's answers null, like a missing one). */
export async function findOwnWithdrawal(db: Db, memberId: string, orderNo: string, lock = false): Promise<WithdrawalRow | null> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals w WHERE w.order_no = $1 AND w.member_id = $2::bigint${lock ? ' FOR UPDATE' : ''}`,
    [orderNo, memberId],
  );
  return rows[0] ? withdrawalRow(rows[0]) : null;
}

export interface SliceRow {
  id: string;
  sliceNo: string;
  withdrawalId: string;
  depositorId: string;
  requestId: string;
  amount: bigint;
  state: SliceState;
  resolution: SliceResolution | null;
  createdAt: string;
  paymentDeadline: string;
  confirmationDeadline: string | null;
  finishedAt: string | null;
  reviewReason: string | null;
}

export const SLICE_COLUMNS = `s.id::text AS id, s.slice_no, s.withdrawal_id::text AS withdrawal_id, s.depositor_id::text AS depositor_id, s.request_id,
  s.amount::text AS amount, s.state, s.resolution, s.created_at, s.payment_deadline, s.confirmation_deadline, s.finished_at, s.review_reason`;

export function sliceRow(row: Record<string, unknown>): SliceRow {
  return {
    id: String(row.id),
    sliceNo: String(row.slice_no),
    withdrawalId: String(row.withdrawal_id),
    depositorId: String(row.depositor_id),
    requestId: String(row.request_id),
    amount: toMinor(row.amount),
    state: row.state as SliceState,
    resolution: (row.resolution as SliceResolution | null) ?? null,
    createdAt: isoTime(row.created_at),
    paymentDeadline: isoTime(row.payment_deadline),
    confirmationDeadline: isoTimeOrNull(row.confirmation_deadline),
    finishedAt: isoTimeOrNull(row.finished_at),
    reviewReason: (row.review_reason as string | null) ?? null,
  };
}

/** Slices still waiting for something: they hold part of the amount until they end. */
export const OPEN_SLICE_STATES = ['AWAITING_PAYMENT', 'AWAITING_CONFIRMATION', 'DISPUTED', 'IN_REVIEW'] as const;

export interface FileRef {
  id: number;
  purpose: 'PAYMENT' | 'NOT_RECEIVED';
}

/** The proof files of the given slices, by slice id. */
export async function filesOfSlices(db: Db, sliceIds: string[]): Promise<Map<string, FileRef[]>> {
  const files = new Map<string, FileRef[]>();
  if (sliceIds.length === 0) return files;
  const rows = await db.query<{ slice_id: string; id: number; purpose: FileRef['purpose'] }>(
    `SELECT slice_id::text AS slice_id, id::int AS id, purpose FROM withdrawal_slice_files WHERE slice_id = ANY($1::bigint[]) ORDER BY id`,
    [sliceIds],
  );
  for (const row of rows) files.set(row.slice_id, [...(files.get(row.slice_id) ?? []), { id: row.id, purpose: row.purpose }]);
  return files;
}

export function sliceView(slice: SliceRow, files: FileRef[]) {
  return {
    sliceNo: slice.sliceNo,
    amount: formatAmount(slice.amount),
    state: slice.state,
    resolution: slice.resolution,
    createdAt: slice.createdAt,
    paymentDeadline: slice.paymentDeadline,
    confirmationDeadline: slice.confirmationDeadline,
    finishedAt: slice.finishedAt,
    files,
    reviewReason: slice.reviewReason,
  };
}

/** 'NGUYEN VAN AN' → 'N***** V** A*': enough to check a transfer's name, not to read it. */
export function maskHolderName(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part.slice(0, 1) + '*'.repeat(Math.max(part.length - 1, 1)))
    .join(' ');
}

/** Whether the member may still cancel: some amount is not yet taken by a slice or paid out. */
export function isCancellable(withdrawal: WithdrawalRow): boolean {
  if (withdrawal.cancelRequested) return false;
  if (withdrawal.state === 'PENDING') return true;
  return withdrawal.state === 'MATCHING' && withdrawal.unmatched > 0n;
}

/** How many of each withdrawal's slices wait for their member's answer to a proof, by withdrawal id. */
export async function proofsToConfirm(db: Db, withdrawalIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (withdrawalIds.length === 0) return counts;
  const rows = await db.query<{ withdrawal_id: string; n: number }>(
    `SELECT withdrawal_id::text AS withdrawal_id, count(*)::int AS n FROM withdrawal_slices
     WHERE withdrawal_id = ANY($1::bigint[]) AND state IN ('AWAITING_CONFIRMATION', 'IN_REVIEW') GROUP BY withdrawal_id`,
    [withdrawalIds],
  );
  for (const row of rows) counts.set(row.withdrawal_id, row.n);
  return counts;
}

export function withdrawalView(withdrawal: WithdrawalRow) {
  return {
    orderNo: withdrawal.orderNo,
    amount: formatAmount(withdrawal.amount),
    mode: withdrawal.mode,
    state: withdrawal.state,
    receivedAmount: formatAmount(withdrawal.received),
    remainingAmount: formatAmount(withdrawal.amount - withdrawal.received - withdrawal.returned),
    returnedAmount: formatAmount(withdrawal.returned),
    bankName: withdrawal.bankName,
    accountNoMasked: maskAccountNumber(withdrawal.accountNo),
    rejectReason: withdrawal.rejectReason,
    createdAt: withdrawal.createdAt,
    finishedAt: withdrawal.finishedAt,
    cancellable: isCancellable(withdrawal),
  };
}
