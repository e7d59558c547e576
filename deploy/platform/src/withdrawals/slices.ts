/**
 * Matched deposits: slices of matched withdrawals that other members pay off-site.
 *
 * AWAITING_PAYMENT ──proof──▶ AWAITING_CONFIRMATION ──received──▶ RECEIVED
 *        │                          ├──not received + proof──▶ DISPUTED ──operator──▶ RECEIVED | CANCELLED
 *        │                          └──confirmation deadline──▶ IN_REVIEW ──operator + reason──▶ RECEIVED | CANCELLED
 *        └──payment deadline──▶ CANCELLED
 *
 * Only the withdrawing member or an operator ever makes a slice RECEIVED: the withdrawing member is
 * told in the inbox the moment a proof arrives, and a slice nobody answered waits for an operator
 * (silence never pays). A received slice moves its amount from the hold to the depositor's wallet
 * (the depositor paid the withdrawing member directly). A cancelled slice gives its amount back to
 * the withdrawal's unmatched remainder, or to the member when the withdrawal was cancelled meanwhile.
 *
 * Locks are always taken withdrawal first, then slice, so two actions on one withdrawal queue.
 */
import { MEMBER_PAGE_SIZE, OPEN_SLICES_PER_DEPOSITOR, SLICE_TAKES_PER_DAY, type SliceResolution } from '@site/shared/contract/member';
import type { Db } from '../db/database';
import { validationError } from '../http/errors';
import { onceByRequest } from '../http/idempotent';
import { maskAccountNumber } from '../member/payout-accounts';
import { notifyMember } from '../messages/notify';
import { formatAmount } from '../wallet/money';
import { checkProofFiles, storeProofFiles, type ProofUpload } from './proof-files';
import { creditDepositor, returnToMember } from './withdrawal-money';
import { withdrawalRefusal } from './withdrawal-refusals';
import { filesOfSlices, lockWithdrawalById, maskHolderName, SLICE_COLUMNS, sliceRow, sliceView, type SliceRow, type WithdrawalRow } from './withdrawal-rows';
import { readMatchedChannel, readWithdrawalSettings } from './withdrawal-settings';
import { SAME_SITE_DAY_SQL } from '../system/site-day';
import { closeIfDone, COUNT_CAP, groupedAmount, nextSliceNo, sqlTime, updateWithdrawal } from './withdrawals';

const MINUTE_MS = 60_000;

/** Open slices per depositor, and takes per depositor and site day: declared in the contract, which the member centre quotes. */
export { OPEN_SLICES_PER_DEPOSITOR, SLICE_TAKES_PER_DAY };

/** Whether taking `amount` from a remainder leaves nothing or a remainder another deposit can take. */
const TAKES_CLEANLY = '(w.unmatched = $2::bigint OR w.unmatched - $2::bigint >= $3::bigint)';

/**
 * What a depositor may take now: the largest open remainder of someone else's withdrawal, and
 * whether `amount` fits one.
 */
export async function matchedOffer(db: Db, memberId: string, amount: bigint | undefined) {
  const [channel, settings] = await Promise.all([readMatchedChannel(db), readWithdrawalSettings(db)]);
  const largest = await db.query<{ amount: string | null }>(
    `SELECT max(unmatched)::text AS amount FROM withdrawals WHERE state = 'MATCHING' AND unmatched > 0 AND member_id <> $1::bigint`,
    [memberId],
  );
  const largestMinor = largest[0]?.amount ? BigInt(largest[0].amount) : null;
  const cappedLargest = largestMinor === null ? null : largestMinor > channel.maxAmount ? channel.maxAmount : largestMinor;
  let available: boolean | null = null;
  if (amount !== undefined) {
    const rows = await db.query(
      `SELECT 1 FROM withdrawals w WHERE w.state = 'MATCHING' AND w.unmatched >= $2::bigint AND w.member_id <> $1::bigint AND ${TAKES_CLEANLY} LIMIT 1`,
      [memberId, amount.toString(), channel.minAmount.toString()],
    );
    available = channel.enabled && amount >= channel.minAmount && amount <= channel.maxAmount && rows.length > 0;
  }
  return {
    enabled: channel.enabled,
    minAmount: formatAmount(channel.minAmount),
    largestAmount: channel.enabled && cappedLargest !== null ? formatAmount(cappedLargest) : null,
    available,
    paymentMinutes: settings.paymentMinutes,
  };
}

/**
 * A depositor takes a slice: the platform assigns the oldest open matched withdrawal of another
 * member that can take the whole amount (first come, first paid), never the depositor's own. The
 * same requestId again answers the same slice.
 */
export async function takeSlice(db: Db, depositorId: string, amount: bigint, requestId: string, now: Date): Promise<{ slice: SliceRow; replayed: boolean }> {
  const channel = await readMatchedChannel(db);
  if (!channel.enabled) throw withdrawalRefusal('MATCHED_DISABLED');
  if (amount < channel.minAmount) throw validationError('amount', `must be at least ${formatAmount(channel.minAmount)}`);
  if (amount > channel.maxAmount) throw validationError('amount', `must be at most ${formatAmount(channel.maxAmount)}`);
  const settings = await readWithdrawalSettings(db);

  return db.transaction(async (tx) => {
    // Queues this depositor's own requests, so a repeated requestId and the open-slice limit hold.
    await tx.query('SELECT 1 FROM members WHERE id = $1::bigint FOR UPDATE', [depositorId]);
    return onceByRequest({
      what: 'slice',
      earlier: async () =>
        (
          await tx.query<Record<string, unknown>>(`SELECT ${SLICE_COLUMNS} FROM withdrawal_slices s WHERE s.depositor_id = $1::bigint AND s.request_id = $2`, [
            depositorId,
            requestId,
          ])
        )[0],
      sameContent: (earlier) => sliceRow(earlier).amount === amount,
      replay: (earlier) => ({ slice: sliceRow(earlier), replayed: true }),
      firstTime: async (): Promise<{ slice: SliceRow; replayed: boolean }> => {
        const open = await tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM withdrawal_slices WHERE depositor_id = $1::bigint AND state = 'AWAITING_PAYMENT'`,
          [depositorId],
        );
        if ((open[0]?.n ?? 0) >= OPEN_SLICES_PER_DEPOSITOR) throw withdrawalRefusal('MATCHED_OPEN_LIMIT');
        const today = await tx.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM withdrawal_slices WHERE depositor_id = $1::bigint AND ${SAME_SITE_DAY_SQL('created_at', '$2')}`,
          [depositorId, sqlTime(now)],
        );
        if ((today[0]?.n ?? 0) >= SLICE_TAKES_PER_DAY) throw withdrawalRefusal('MATCHED_DAILY_LIMIT');
        // SKIP LOCKED: a withdrawal another depositor is taking right now is passed over, not waited for.
        const taken = await tx.query<{ id: string }>(
          `UPDATE withdrawals w SET unmatched = w.unmatched - $2::bigint
           WHERE w.id = (
             SELECT w.id FROM withdrawals w
             WHERE w.state = 'MATCHING' AND w.unmatched > 0 AND w.unmatched >= $2::bigint AND w.member_id <> $1::bigint AND ${TAKES_CLEANLY}
             ORDER BY w.created_at, w.id LIMIT 1 FOR UPDATE SKIP LOCKED)
           AND ${TAKES_CLEANLY}
           RETURNING w.id::text AS id`,
          [depositorId, amount.toString(), channel.minAmount.toString()],
        );
        const withdrawalId = taken[0]?.id;
        if (!withdrawalId) throw withdrawalRefusal('NO_MATCH_AVAILABLE', 'amount');
        const sliceNo = await nextSliceNo(tx, now);
        const inserted = await tx.query<Record<string, unknown>>(
          `INSERT INTO withdrawal_slices (slice_no, withdrawal_id, depositor_id, request_id, amount, state, created_at, payment_deadline)
           VALUES ($1, $2::bigint, $3::bigint, $4, $5::bigint, 'AWAITING_PAYMENT', $6, $7)
           RETURNING ${SLICE_COLUMNS.replaceAll('s.', '')}`,
          [sliceNo, withdrawalId, depositorId, requestId, amount.toString(), sqlTime(now), sqlTime(new Date(now.getTime() + settings.paymentMinutes * MINUTE_MS))],
        );
        return { slice: sliceRow(inserted[0]!), replayed: false };
      },
    });
  });
}

/** Who may act on a slice: its depositor, or the member whose withdrawal it pays. */
export type Party = { depositorId: string } | { withdrawerId: string };

/**
 * The slice's ids when `party` is one of its parties (any slice for null); otherwise
 * SLICE_NOT_FOUND, exactly as for a slice that does not exist.
 */
async function partyRow(db: Db, sliceNo: string, party: Party | null): Promise<{ id: string; withdrawal_id: string }> {
  const found = await db.query<{ id: string; withdrawal_id: string; depositor_id: string; member_id: string }>(
    `SELECT s.id::text AS id, s.withdrawal_id::text AS withdrawal_id, s.depositor_id::text AS depositor_id, w.member_id::text AS member_id
     FROM withdrawal_slices s JOIN withdrawals w ON w.id = s.withdrawal_id WHERE s.slice_no = $1`,
    [sliceNo],
  );
  const row = found[0];
  const allowed =
    row && (party === null || ('depositorId' in party ? row.depositor_id === party.depositorId : row.member_id === party.withdrawerId));
  if (!row || !allowed) throw withdrawalRefusal('SLICE_NOT_FOUND');
  return row;
}

/**
 * Refuses (404 SLICE_NOT_FOUND) unless `party` is one of the slice's parties. Upload routes call it
 * before the body is read, so a stranger's upload costs no parsing and no memory.
 */
export async function assertSliceParty(db: Db, sliceNo: string, party: Party): Promise<void> {
  await partyRow(db, sliceNo, party);
}

/** The slice and its withdrawal, both locked, when `party` is one of its parties (see partyRow). */
async function lockSlice(tx: Db, sliceNo: string, party: Party | null): Promise<{ slice: SliceRow; withdrawal: WithdrawalRow }> {
  const row = await partyRow(tx, sliceNo, party);
  const withdrawal = (await lockWithdrawalById(tx, row.withdrawal_id))!;
  const locked = await tx.query<Record<string, unknown>>(`SELECT ${SLICE_COLUMNS} FROM withdrawal_slices s WHERE s.id = $1::bigint FOR UPDATE`, [row.id]);
  return { slice: sliceRow(locked[0]!), withdrawal };
}

async function finishSlice(tx: Db, slice: SliceRow, state: 'RECEIVED' | 'CANCELLED', resolution: SliceResolution, now: Date, reviewReason?: string): Promise<void> {
  await tx.query(`UPDATE withdrawal_slices SET state = $2, resolution = $3, finished_at = $4, review_reason = coalesce($5, review_reason) WHERE id = $1::bigint`, [
    slice.id,
    state,
    resolution,
    sqlTime(now),
    reviewReason ?? null,
  ]);
}

/** The slice counts as received: the hold pays the depositor and the withdrawal counts it. */
async function receiveSlice(tx: Db, withdrawal: WithdrawalRow, slice: SliceRow, resolution: SliceResolution, now: Date, reviewReason?: string): Promise<void> {
  await creditDepositor(tx, slice.depositorId, slice.sliceNo, slice.amount);
  await finishSlice(tx, slice, 'RECEIVED', resolution, now, reviewReason);
  await updateWithdrawal(tx, withdrawal.id, { received: withdrawal.received + slice.amount });
  await closeIfDone(tx, withdrawal.id, now);
}

/** The slice failed: its amount is matched again, or returned when the member cancelled meanwhile. */
async function cancelSlice(tx: Db, withdrawal: WithdrawalRow, slice: SliceRow, resolution: SliceResolution, now: Date, reviewReason?: string): Promise<void> {
  await finishSlice(tx, slice, 'CANCELLED', resolution, now, reviewReason);
  if (withdrawal.cancelRequested) {
    await returnToMember(tx, withdrawal.memberId, withdrawal.orderNo, slice.sliceNo, slice.amount);
    await updateWithdrawal(tx, withdrawal.id, { returned: withdrawal.returned + slice.amount });
  } else {
    await updateWithdrawal(tx, withdrawal.id, { unmatched: withdrawal.unmatched + slice.amount });
  }
  await closeIfDone(tx, withdrawal.id, now);
}

function expectState(slice: SliceRow, ...states: SliceRow['state'][]): void {
  if (!states.includes(slice.state)) throw withdrawalRefusal('SLICE_STATE');
}

/** The depositor says it is paid, with 1-3 proof pictures; the withdrawing member has the configured minutes to answer. */
export async function markSlicePaid(db: Db, depositorId: string, sliceNo: string, files: ProofUpload[], now: Date): Promise<void> {
  const checked = checkProofFiles(files);
  const settings = await readWithdrawalSettings(db);
  await db.transaction(async (tx) => {
    const { slice, withdrawal } = await lockSlice(tx, sliceNo, { depositorId });
    expectState(slice, 'AWAITING_PAYMENT');
    // Past its deadline the slice is the sweeper's to cancel, not the depositor's to prove.
    if (now.getTime() > Date.parse(slice.paymentDeadline)) throw withdrawalRefusal('SLICE_STATE');
    await storeProofFiles(tx, slice.id, depositorId, 'PAYMENT', checked);
    await tx.query(
      `UPDATE withdrawal_slices SET state = 'AWAITING_CONFIRMATION', paid_at = $2, confirmation_deadline = $3 WHERE id = $1::bigint`,
      [slice.id, sqlTime(now), sqlTime(new Date(now.getTime() + settings.confirmationMinutes * MINUTE_MS))],
    );
    // Told at once, in the same transaction: the proof and the message exist together.
    await notifyMember(tx, withdrawal.memberId, 'SLICE_PROOF_RECEIVED', { amount: groupedAmount(slice.amount), orderNo: slice.sliceNo });
  });
}

/**
 * The withdrawing member confirms the money arrived (also after first saying it did not, or after
 * the deadline while an operator has not decided yet).
 */
export async function confirmSliceReceived(db: Db, memberId: string, sliceNo: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { slice, withdrawal } = await lockSlice(tx, sliceNo, { withdrawerId: memberId });
    expectState(slice, 'AWAITING_CONFIRMATION', 'DISPUTED', 'IN_REVIEW');
    await receiveSlice(tx, withdrawal, slice, 'CONFIRMED', now);
  });
}

/** The withdrawing member says the money did not arrive, with proof: a dispute for an operator. */
export async function reportSliceNotReceived(db: Db, memberId: string, sliceNo: string, files: ProofUpload[], remark: string | undefined): Promise<void> {
  const checked = checkProofFiles(files);
  await db.transaction(async (tx) => {
    const { slice } = await lockSlice(tx, sliceNo, { withdrawerId: memberId });
    expectState(slice, 'AWAITING_CONFIRMATION', 'IN_REVIEW');
    await storeProofFiles(tx, slice.id, memberId, 'NOT_RECEIVED', checked);
    await tx.query(`UPDATE withdrawal_slices SET state = 'DISPUTED', dispute_remark = $2 WHERE id = $1::bigint`, [slice.id, remark || null]);
  });
}

/**
 * Operator resolves a dispute. RECEIVED forces the receipt: the depositor keeps the credit (the
 * deposit is not refunded) and the hold is used up. NOT_RECEIVED cancels the slice.
 */
export async function resolveDispute(
  db: Db,
  sliceNo: string,
  outcome: 'RECEIVED' | 'NOT_RECEIVED',
  now: Date,
  record: (tx: Db, details: Record<string, unknown>) => Promise<{ replayed: boolean }>,
): Promise<{ replayed: boolean }> {
  return db.transaction(async (tx) => {
    const { slice, withdrawal } = await lockSlice(tx, sliceNo, null);
    const { replayed } = await record(tx, { sliceNo, orderNo: withdrawal.orderNo, outcome, amount: formatAmount(slice.amount) });
    if (replayed) return { replayed };
    expectState(slice, 'DISPUTED');
    if (outcome === 'RECEIVED') await receiveSlice(tx, withdrawal, slice, 'FORCED_RECEIPT', now);
    else await cancelSlice(tx, withdrawal, slice, 'NOT_RECEIVED', now);
    return { replayed: false };
  });
}

/**
 * Operator decides a slice nobody answered in time (IN_REVIEW), with a reason both members read in
 * their inbox. CONFIRM credits the depositor from the hold (once: the receipt's ledger key is the
 * slice number); REFUSE gives the amount back to the withdrawal. A repeat of the same decision
 * answers replayed; the other decision on a decided slice is refused.
 */
export async function reviewSlice(
  db: Db,
  sliceNo: string,
  outcome: 'CONFIRM' | 'REFUSE',
  reason: string,
  now: Date,
  record: (tx: Db, details: Record<string, unknown>) => Promise<{ replayed: boolean; first: { details: Record<string, unknown> } }>,
): Promise<{ replayed: boolean; state: SliceRow['state'] }> {
  return db.transaction(async (tx) => {
    const { slice, withdrawal } = await lockSlice(tx, sliceNo, null);
    const { replayed, first } = await record(tx, { sliceNo, orderNo: withdrawal.orderNo, outcome, reason, amount: formatAmount(slice.amount) });
    if (replayed) {
      if (first.details.outcome !== outcome) throw withdrawalRefusal('SLICE_STATE');
      return { replayed, state: slice.state };
    }
    expectState(slice, 'IN_REVIEW');
    if (outcome === 'CONFIRM') await receiveSlice(tx, withdrawal, slice, 'OPERATOR_CONFIRMED', now, reason);
    else await cancelSlice(tx, withdrawal, slice, 'OPERATOR_REFUSED', now, reason);
    const params = { amount: groupedAmount(slice.amount), orderNo: slice.sliceNo, reason };
    const template = outcome === 'CONFIRM' ? 'SLICE_REVIEW_CONFIRMED' : 'SLICE_REVIEW_REFUSED';
    await notifyMember(tx, withdrawal.memberId, template, params);
    await notifyMember(tx, slice.depositorId, template, params);
    return { replayed: false, state: outcome === 'CONFIRM' ? 'RECEIVED' : 'CANCELLED' };
  });
}

/** How many slices one sweep handles at most; the next sweep takes the rest. */
const SWEEP_BATCH = 200;

/**
 * Runs the deadlines at `now`: unpaid slices past the payment deadline are cancelled, unconfirmed
 * slices past the confirmation deadline go to the operators' review queue (no money moves: the
 * withdrawing member's silence is not a receipt). Each slice in its own transaction that checks its
 * state again, so two sweeps at once (or a member acting meanwhile) do nothing twice.
 */
export async function sweepSlices(db: Db, now: Date): Promise<{ cancelled: number; toReview: number }> {
  const result = { cancelled: 0, toReview: 0 };
  const unpaid = await db.query<{ slice_no: string }>(
    `SELECT slice_no FROM withdrawal_slices WHERE state = 'AWAITING_PAYMENT' AND payment_deadline < $1 ORDER BY payment_deadline LIMIT ${SWEEP_BATCH}`,
    [sqlTime(now)],
  );
  for (const { slice_no } of unpaid) {
    const done = await db.transaction(async (tx) => {
      const { slice, withdrawal } = await lockSlice(tx, slice_no, null);
      if (slice.state !== 'AWAITING_PAYMENT' || Date.parse(slice.paymentDeadline) >= now.getTime()) return false;
      await cancelSlice(tx, withdrawal, slice, 'UNPAID', now);
      return true;
    });
    if (done) result.cancelled += 1;
  }
  const unconfirmed = await db.query<{ slice_no: string }>(
    `SELECT slice_no FROM withdrawal_slices WHERE state = 'AWAITING_CONFIRMATION' AND confirmation_deadline < $1 ORDER BY confirmation_deadline LIMIT ${SWEEP_BATCH}`,
    [sqlTime(now)],
  );
  for (const { slice_no } of unconfirmed) {
    const done = await db.transaction(async (tx) => {
      const { slice } = await lockSlice(tx, slice_no, null);
      if (slice.state !== 'AWAITING_CONFIRMATION' || Date.parse(slice.confirmationDeadline!) >= now.getTime()) return false;
      await tx.query(`UPDATE withdrawal_slices SET state = 'IN_REVIEW' WHERE id = $1::bigint`, [slice.id]);
      return true;
    });
    if (done) result.toReview += 1;
  }
  return result;
}

/** The slices of a withdrawal (the withdrawing member's view: no depositor named). */
export async function slicesOfWithdrawal(db: Db, withdrawalId: string) {
  const rows = await db.query<Record<string, unknown>>(`SELECT ${SLICE_COLUMNS} FROM withdrawal_slices s WHERE s.withdrawal_id = $1::bigint ORDER BY s.id`, [withdrawalId]);
  const slices = rows.map(sliceRow);
  const files = await filesOfSlices(db, slices.map((slice) => slice.id));
  return slices.map((slice) => sliceView(slice, files.get(slice.id) ?? []));
}

const DEPOSITOR_COLUMNS = `${SLICE_COLUMNS}, w.bank_name, w.account_no, w.account_holder`;

async function depositorViews(db: Db, rows: Record<string, unknown>[]) {
  const slices = rows.map((row) => ({ slice: sliceRow(row), row }));
  const files = await filesOfSlices(db, slices.map(({ slice }) => slice.id));
  return slices.map(({ slice, row }) => {
    // A slice that lapsed unpaid no longer commits its depositor to anything: the number is masked
    // again, so taking slices and letting them lapse does not collect account numbers.
    const lapsed = slice.state === 'CANCELLED' && slice.resolution === 'UNPAID';
    const accountNo = lapsed ? maskAccountNumber(String(row.account_no)) : String(row.account_no);
    return {
      ...sliceView(slice, files.get(slice.id) ?? []),
      payee: { bankName: String(row.bank_name), accountNo, accountHolderMasked: maskHolderName(String(row.account_holder)) },
    };
  });
}

/** The depositor's matched deposits, newest first. */
export async function listMatchedSlices(db: Db, depositorId: string, requestedPage: number) {
  const counted = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM withdrawal_slices WHERE depositor_id = $1::bigint LIMIT ${COUNT_CAP}) c`,
    [depositorId],
  );
  const totalCount = counted[0]?.n ?? 0;
  const totalPages = Math.max(1, Math.ceil(totalCount / MEMBER_PAGE_SIZE));
  const pageNo = Math.min(requestedPage, totalPages);
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${DEPOSITOR_COLUMNS} FROM withdrawal_slices s JOIN withdrawals w ON w.id = s.withdrawal_id
     WHERE s.depositor_id = $1::bigint ORDER BY s.id DESC LIMIT ${MEMBER_PAGE_SIZE} OFFSET ${(pageNo - 1) * MEMBER_PAGE_SIZE}`,
    [depositorId],
  );
  return { list: await depositorViews(db, rows), pageNo, totalPages, totalCount };
}

/** One of the depositor's own slices, or null (another member's answers null too). */
export async function matchedSliceOf(db: Db, depositorId: string, sliceNo: string) {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${DEPOSITOR_COLUMNS} FROM withdrawal_slices s JOIN withdrawals w ON w.id = s.withdrawal_id WHERE s.slice_no = $1 AND s.depositor_id = $2::bigint`,
    [sliceNo, depositorId],
  );
  return rows[0] ? (await depositorViews(db, rows))[0]! : null;
}
