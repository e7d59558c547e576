import { withdrawalsEndpoints as calls } from '@site/shared/contract/member';
import { operatorName, recordOperatorAction } from '../audit/operator-actions';
import type { Db } from '../db/database';
import { isoTimeOrNull } from '../db/dates';
import type { EndpointRoute } from '../http/endpoint-routes';
import { validationError } from '../http/errors';
import { amountOf, formatAmount, toMinor } from '../wallet/money';
import { readProofFile } from './proof-files';
import { resolveDispute, reviewSlice, slicesOfWithdrawal, sweepSlices } from './slices';
import { withdrawalRefusal } from './withdrawal-refusals';
import { filesOfSlices, WITHDRAWAL_COLUMNS, withdrawalRow, withdrawalView } from './withdrawal-rows';
import { readWithdrawalSettings, settingsView, updateWithdrawalSettings } from './withdrawal-settings';
import { approveWithdrawal, COUNT_CAP, rejectWithdrawal } from './withdrawals';

const OPS_PAGE_SIZE = 50;

function auditor(operator: string, action: string, reference: string) {
  return (tx: Db, details: Record<string, unknown>) => recordOperatorAction(tx, { operator, action, reference, details });
}

/** The operator's side: the manual queue, approve and reject, disputes, proof files, settings. */
export function registerWithdrawalOpsRoutes(route: EndpointRoute, { db }: { db: Db }): void {
  route(calls.opsList, async (request) => {
    const state = request.query.state ?? 'PENDING';
    const counted = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 FROM withdrawals WHERE state = $1 LIMIT ${COUNT_CAP}) c`, [state]);
    const totalCount = counted[0]?.n ?? 0;
    const totalPages = Math.max(1, Math.ceil(totalCount / OPS_PAGE_SIZE));
    const pageNo = Math.min(request.query.pageNo, totalPages);
    const rows = await db.query<Record<string, unknown>>(
      `SELECT ${WITHDRAWAL_COLUMNS}, m.account FROM withdrawals w JOIN members m ON m.id = w.member_id
       WHERE w.state = $1 ORDER BY w.created_at, w.id LIMIT ${OPS_PAGE_SIZE} OFFSET ${(pageNo - 1) * OPS_PAGE_SIZE}`,
      [state],
    );
    const list = rows.map((row) => {
      const withdrawal = withdrawalRow(row);
      return { ...withdrawalView(withdrawal), account: String(row.account), accountNo: withdrawal.accountNo, accountHolder: withdrawal.accountHolder };
    });
    return { list, pageNo, totalPages, totalCount };
  });

  route(calls.opsDisputes, async () => {
    const rows = await db.query<{ id: string; slice_no: string; order_no: string; amount: string; dispute_remark: string | null; paid_at: unknown }>(
      `SELECT s.id::text AS id, s.slice_no, w.order_no, s.amount::text AS amount, s.dispute_remark, s.paid_at
       FROM withdrawal_slices s JOIN withdrawals w ON w.id = s.withdrawal_id WHERE s.state = 'DISPUTED' ORDER BY s.id LIMIT 100`,
    );
    const files = await db.query<{ slice_id: string; id: number; purpose: 'PAYMENT' | 'NOT_RECEIVED' }>(
      'SELECT slice_id::text AS slice_id, id::int AS id, purpose FROM withdrawal_slice_files WHERE slice_id = ANY($1::bigint[]) ORDER BY id',
      [rows.map((row) => row.id)],
    );
    return {
      list: rows.map((row) => ({
        sliceNo: row.slice_no,
        orderNo: row.order_no,
        amount: formatAmount(toMinor(row.amount)),
        disputeRemark: row.dispute_remark,
        paidAt: isoTimeOrNull(row.paid_at),
        files: files.filter((file) => file.slice_id === row.id).map(({ id, purpose }) => ({ id, purpose })),
      })),
    };
  });

  route(calls.opsReviews, async () => {
    const rows = await db.query<{ id: string; slice_no: string; order_no: string; amount: string; paid_at: unknown; confirmation_deadline: unknown }>(
      `SELECT s.id::text AS id, s.slice_no, w.order_no, s.amount::text AS amount, s.paid_at, s.confirmation_deadline
       FROM withdrawal_slices s JOIN withdrawals w ON w.id = s.withdrawal_id WHERE s.state = 'IN_REVIEW' ORDER BY s.confirmation_deadline, s.id LIMIT 100`,
    );
    const files = await filesOfSlices(db, rows.map((row) => row.id));
    return {
      list: rows.map((row) => ({
        sliceNo: row.slice_no,
        orderNo: row.order_no,
        amount: formatAmount(toMinor(row.amount)),
        paidAt: isoTimeOrNull(row.paid_at),
        confirmationDeadline: isoTimeOrNull(row.confirmation_deadline),
        files: files.get(row.id) ?? [],
      })),
    };
  });

  route(
    calls.opsReviewSlice,
    async (request) => {
      const who = operatorName(request);
      const { sliceNo } = request.params;
      const { outcome, reason } = request.body;
      const result = await reviewSlice(db, sliceNo, outcome, reason, new Date(), (tx, details) =>
        recordOperatorAction(tx, { operator: who, action: 'SLICE_REVIEW', reference: sliceNo, details }),
      );
      return { sliceNo, ...result };
    },
    { bodyLimit: 2048 },
  );

  route(calls.opsSettings, async () => settingsView(await readWithdrawalSettings(db)));

  route(
    calls.opsSetSettings,
    async (request) => {
      const who = operatorName(request);
      const { reference, ...fields } = request.body;
      const change = {
        ...fields,
        minAmount: fields.minAmount === undefined ? undefined : amountOf(fields.minAmount, 'minAmount'),
        maxAmount: fields.maxAmount === undefined ? undefined : amountOf(fields.maxAmount, 'maxAmount'),
        matchingMinAmount: fields.matchingMinAmount === undefined ? undefined : amountOf(fields.matchingMinAmount, 'matchingMinAmount'),
      };
      const replayed = await db.transaction(async (tx) => {
        const audit = await recordOperatorAction(tx, { operator: who, action: 'WITHDRAWAL_SETTINGS', reference, details: { ...fields } });
        if (audit.replayed) return true;
        const current = await readWithdrawalSettings(tx);
        const min = change.minAmount ?? current.minAmount;
        const max = change.maxAmount ?? current.maxAmount;
        if (min > max) throw validationError(change.minAmount !== undefined ? 'minAmount' : 'maxAmount', 'the minimum must not exceed the maximum');
        await updateWithdrawalSettings(tx, change);
        return false;
      });
      return { ...settingsView(await readWithdrawalSettings(db)), replayed };
    },
    { bodyLimit: 2048 },
  );

  route(calls.opsDetail, async (request) => {
    const rows = await db.query<Record<string, unknown>>(`SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals w WHERE w.order_no = $1`, [request.params.orderNo]);
    if (!rows[0]) throw withdrawalRefusal('WITHDRAWAL_NOT_FOUND');
    const withdrawal = withdrawalRow(rows[0]);
    return { ...withdrawalView(withdrawal), slices: await slicesOfWithdrawal(db, withdrawal.id) };
  });

  route(calls.opsApprove, async (request) => {
    const who = operatorName(request);
    const { orderNo } = request.params;
    const result = await approveWithdrawal(db, who, orderNo, new Date(), auditor(who, 'WITHDRAWAL_APPROVE', orderNo));
    return { ...withdrawalView(result.withdrawal), replayed: result.replayed };
  });

  route(
    calls.opsReject,
    async (request) => {
      const who = operatorName(request);
      const { orderNo } = request.params;
      const result = await rejectWithdrawal(db, orderNo, request.body.reason, new Date(), auditor(who, 'WITHDRAWAL_REJECT', orderNo));
      return { ...withdrawalView(result.withdrawal), replayed: result.replayed };
    },
    { bodyLimit: 2048 },
  );

  route(
    calls.opsResolveSlice,
    async (request) => {
      const who = operatorName(request);
      const { sliceNo } = request.params;
      const { replayed } = await resolveDispute(db, sliceNo, request.body.outcome, new Date(), (tx, details) =>
        recordOperatorAction(tx, { operator: who, action: 'SLICE_RESOLVE', reference: sliceNo, details: { ...details, note: request.body.note ?? null } }),
      );
      return { sliceNo, replayed };
    },
    { bodyLimit: 2048 },
  );

  route(calls.opsSweep, () => sweepSlices(db, new Date()));

  route(calls.opsProofFile, async (request) => {
    const file = await readProofFile(db, request.params.fileId, null);
    if (!file) throw withdrawalRefusal('PROOF_FILE_NOT_FOUND');
    return file;
  });
}
