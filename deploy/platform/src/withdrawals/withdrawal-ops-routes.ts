import {
  OrderNoSchema,
  PageNoSchema,
  ProofFileSchema,
  SliceNoSchema,
  SliceResolveSchema,
  SliceReviewSchema,
  WITHDRAWAL_STATES,
  WithdrawalDetailSchema,
  WithdrawalRejectSchema,
  WithdrawalSettingsSchema,
  WithdrawalSettingsUpdateSchema,
  WithdrawalSummarySchema,
} from '@site/shared/contract/member';
import { z } from 'zod';
import { operatorName, recordOperatorAction } from '../audit/operator-actions';
import type { Db } from '../db/database';
import { isoTimeOrNull } from '../db/dates';
import { ok, validationError } from '../http/errors';
import { requireOperator } from '../http/operator-auth';
import { ErrorEnvelopeSchema, okEnvelope } from '../http/schemas';
import type { AreaOptions, ZodApp } from '../http/types';
import { formatAmount, toMinor } from '../wallet/money';
import { readProofFile } from './proof-files';
import { resolveDispute, reviewSlice, slicesOfWithdrawal, sweepSlices } from './slices';
import { amountMinor } from './withdrawal-routes';
import { withdrawalRefusal } from './withdrawal-refusals';
import { filesOfSlices, WITHDRAWAL_COLUMNS, withdrawalRow, withdrawalView } from './withdrawal-rows';
import { readWithdrawalSettings, settingsView, updateWithdrawalSettings } from './withdrawal-settings';
import { approveWithdrawal, COUNT_CAP, rejectWithdrawal } from './withdrawals';

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, 500: ErrorEnvelopeSchema };
const AUDIT_NOTE =
  'Needs the operator token and `X-Operator` (who acts, for the audit). Idempotent by reference: a repeat answers the current state and changes nothing.';

const OrderParams = z.object({ orderNo: OrderNoSchema });
const SliceParams = z.object({ sliceNo: SliceNoSchema });
const FileParams = z.object({ fileId: z.string().regex(/^[1-9][0-9]{0,15}$/, 'must be a positive integer').transform(Number) });
const OpsListQuery = z.strictObject({ state: z.enum(WITHDRAWAL_STATES).optional(), pageNo: PageNoSchema });
const OpsWithdrawalSchema = WithdrawalSummarySchema.extend({ account: z.string(), accountNo: z.string(), accountHolder: z.string() });
const DisputeSchema = z.object({
  sliceNo: z.string(),
  orderNo: z.string(),
  amount: z.string(),
  disputeRemark: z.string().nullable(),
  paidAt: z.string().nullable(),
  files: z.array(z.object({ id: z.number().int(), purpose: z.enum(['PAYMENT', 'NOT_RECEIVED']) })),
});
const ReviewSchema = z.object({
  sliceNo: z.string(),
  orderNo: z.string(),
  amount: z.string(),
  paidAt: z.string().nullable(),
  confirmationDeadline: z.string().nullable(),
  files: z.array(z.object({ id: z.number().int(), purpose: z.enum(['PAYMENT', 'NOT_RECEIVED']) })),
});
const OPS_PAGE_SIZE = 50;

function auditor(operator: string, action: string, reference: string) {
  return (tx: Db, details: Record<string, unknown>) => recordOperatorAction(tx, { operator, action, reference, details });
}

/** The operator's side: the manual queue, approve and reject, disputes, proof files, settings. */
export function registerWithdrawalOpsRoutes(app: ZodApp, { db, operatorToken }: AreaOptions): void {
  const operator = requireOperator(operatorToken);

  app.get(
    '/ops/withdrawals',
    {
      onRequest: operator,
      schema: {
        tags: ['withdrawal', 'operator'],
        summary: 'Withdrawals, oldest first (default: the manual ones waiting for an operator), 50 a page',
        security: [{ operatorToken: [] }],
        querystring: OpsListQuery,
        response: { 200: okEnvelope(z.object({ list: z.array(OpsWithdrawalSchema), pageNo: z.number(), totalPages: z.number(), totalCount: z.number() })), ...errors },
      },
    },
    async (request) => {
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
      return ok({ list, pageNo, totalPages, totalCount });
    },
  );

  app.get(
    '/ops/withdrawals/disputes',
    {
      onRequest: operator,
      schema: {
        tags: ['withdrawal', 'operator'],
        summary: 'Disputed slices (the withdrawing member reported not received), oldest first, at most 100',
        security: [{ operatorToken: [] }],
        response: { 200: okEnvelope(z.object({ list: z.array(DisputeSchema) })), ...errors },
      },
    },
    async () => {
      const rows = await db.query<{ id: string; slice_no: string; order_no: string; amount: string; dispute_remark: string | null; paid_at: unknown }>(
        `SELECT s.id::text AS id, s.slice_no, w.order_no, s.amount::text AS amount, s.dispute_remark, s.paid_at
         FROM withdrawal_slices s JOIN withdrawals w ON w.id = s.withdrawal_id WHERE s.state = 'DISPUTED' ORDER BY s.id LIMIT 100`,
      );
      const files = await db.query<{ slice_id: string; id: number; purpose: 'PAYMENT' | 'NOT_RECEIVED' }>(
        'SELECT slice_id::text AS slice_id, id::int AS id, purpose FROM withdrawal_slice_files WHERE slice_id = ANY($1::bigint[]) ORDER BY id',
        [rows.map((row) => row.id)],
      );
      return ok({
        list: rows.map((row) => ({
          sliceNo: row.slice_no,
          orderNo: row.order_no,
          amount: formatAmount(toMinor(row.amount)),
          disputeRemark: row.dispute_remark,
          paidAt: isoTimeOrNull(row.paid_at),
          files: files.filter((file) => file.slice_id === row.id).map(({ id, purpose }) => ({ id, purpose })),
        })),
      });
    },
  );

  app.get(
    '/ops/withdrawals/slices/review',
    {
      onRequest: operator,
      schema: {
        tags: ['withdrawal', 'operator'],
        summary: 'Slices paid with proof that the withdrawing member did not answer in time, oldest deadline first, at most 100',
        description: 'Nothing was credited: an operator checks the proof (and the withdrawing member, off-site) and confirms or refuses each one.',
        security: [{ operatorToken: [] }],
        response: { 200: okEnvelope(z.object({ list: z.array(ReviewSchema) })), ...errors },
      },
    },
    async () => {
      const rows = await db.query<{ id: string; slice_no: string; order_no: string; amount: string; paid_at: unknown; confirmation_deadline: unknown }>(
        `SELECT s.id::text AS id, s.slice_no, w.order_no, s.amount::text AS amount, s.paid_at, s.confirmation_deadline
         FROM withdrawal_slices s JOIN withdrawals w ON w.id = s.withdrawal_id WHERE s.state = 'IN_REVIEW' ORDER BY s.confirmation_deadline, s.id LIMIT 100`,
      );
      const files = await filesOfSlices(db, rows.map((row) => row.id));
      return ok({
        list: rows.map((row) => ({
          sliceNo: row.slice_no,
          orderNo: row.order_no,
          amount: formatAmount(toMinor(row.amount)),
          paidAt: isoTimeOrNull(row.paid_at),
          confirmationDeadline: isoTimeOrNull(row.confirmation_deadline),
          files: files.get(row.id) ?? [],
        })),
      });
    },
  );

  app.post(
    '/ops/withdrawals/slices/:sliceNo/review',
    {
      onRequest: operator,
      bodyLimit: 2048,
      schema: {
        tags: ['withdrawal', 'operator'],
        summary: 'Decide an unanswered slice: CONFIRM credits the depositor from the hold, REFUSE gives the amount back to the withdrawal',
        description:
          `${AUDIT_NOTE} The reason is required; both members get it in their inbox. The reference is the slice number: the same ` +
          'decision again answers replayed, the other decision on a decided slice 409 SLICE_STATE.',
        security: [{ operatorToken: [] }],
        params: SliceParams,
        body: SliceReviewSchema,
        response: { 200: okEnvelope(z.object({ sliceNo: z.string(), state: z.string(), replayed: z.boolean() })), ...errors },
      },
    },
    async (request) => {
      const who = operatorName(request);
      const { sliceNo } = request.params;
      const { outcome, reason } = request.body;
      const result = await reviewSlice(db, sliceNo, outcome, reason, new Date(), (tx, details) =>
        recordOperatorAction(tx, { operator: who, action: 'SLICE_REVIEW', reference: sliceNo, details }),
      );
      return ok({ sliceNo, ...result });
    },
  );

  app.get(
    '/ops/withdrawals/settings',
    {
      onRequest: operator,
      schema: { tags: ['withdrawal', 'operator'], summary: 'Withdrawal limits and matching', security: [{ operatorToken: [] }], response: { 200: okEnvelope(WithdrawalSettingsSchema), ...errors } },
    },
    async () => ok(settingsView(await readWithdrawalSettings(db))),
  );

  app.put(
    '/ops/withdrawals/settings',
    {
      onRequest: operator,
      bodyLimit: 2048,
      schema: {
        tags: ['withdrawal', 'operator'],
        summary: 'Change withdrawal limits, the daily count, matching (on/off, minimum) and the slice deadlines',
        description: `${AUDIT_NOTE} Fields left out keep their value; the minimum may not exceed the maximum.`,
        security: [{ operatorToken: [] }],
        body: WithdrawalSettingsUpdateSchema,
        response: { 200: okEnvelope(WithdrawalSettingsSchema.extend({ replayed: z.boolean() })), ...errors },
      },
    },
    async (request) => {
      const who = operatorName(request);
      const { reference, ...fields } = request.body;
      const change = {
        ...fields,
        minAmount: fields.minAmount === undefined ? undefined : amountMinor(fields.minAmount, 'minAmount'),
        maxAmount: fields.maxAmount === undefined ? undefined : amountMinor(fields.maxAmount, 'maxAmount'),
        matchingMinAmount: fields.matchingMinAmount === undefined ? undefined : amountMinor(fields.matchingMinAmount, 'matchingMinAmount'),
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
      return ok({ ...settingsView(await readWithdrawalSettings(db)), replayed });
    },
  );

  app.get(
    '/ops/withdrawals/:orderNo',
    {
      onRequest: operator,
      schema: {
        tags: ['withdrawal', 'operator'],
        summary: 'One withdrawal with its slices',
        security: [{ operatorToken: [] }],
        params: OrderParams,
        response: { 200: okEnvelope(WithdrawalDetailSchema), ...errors },
      },
    },
    async (request) => {
      const rows = await db.query<Record<string, unknown>>(`SELECT ${WITHDRAWAL_COLUMNS} FROM withdrawals w WHERE w.order_no = $1`, [request.params.orderNo]);
      if (!rows[0]) throw withdrawalRefusal('WITHDRAWAL_NOT_FOUND');
      const withdrawal = withdrawalRow(rows[0]);
      return ok({ ...withdrawalView(withdrawal), slices: await slicesOfWithdrawal(db, withdrawal.id) });
    },
  );

  app.post(
    '/ops/withdrawals/:orderNo/approve',
    {
      onRequest: operator,
      schema: {
        tags: ['withdrawal', 'operator'],
        summary: 'Approve a manual withdrawal: it was paid to the member\'s bank (the hold goes to payment clearing)',
        description: `${AUDIT_NOTE} The member gets the withdrawal-approved message.`,
        security: [{ operatorToken: [] }],
        params: OrderParams,
        response: { 200: okEnvelope(WithdrawalSummarySchema.extend({ replayed: z.boolean() })), ...errors },
      },
    },
    async (request) => {
      const who = operatorName(request);
      const { orderNo } = request.params;
      const result = await approveWithdrawal(db, who, orderNo, new Date(), auditor(who, 'WITHDRAWAL_APPROVE', orderNo));
      return ok({ ...withdrawalView(result.withdrawal), replayed: result.replayed });
    },
  );

  app.post(
    '/ops/withdrawals/:orderNo/reject',
    {
      onRequest: operator,
      bodyLimit: 2048,
      schema: {
        tags: ['withdrawal', 'operator'],
        summary: 'Reject a manual withdrawal: the held amount goes back to the member, with the reason',
        description: `${AUDIT_NOTE} The member gets the withdrawal-rejected message with the reason.`,
        security: [{ operatorToken: [] }],
        params: OrderParams,
        body: WithdrawalRejectSchema,
        response: { 200: okEnvelope(WithdrawalSummarySchema.extend({ replayed: z.boolean() })), ...errors },
      },
    },
    async (request) => {
      const who = operatorName(request);
      const { orderNo } = request.params;
      const result = await rejectWithdrawal(db, orderNo, request.body.reason, new Date(), auditor(who, 'WITHDRAWAL_REJECT', orderNo));
      return ok({ ...withdrawalView(result.withdrawal), replayed: result.replayed });
    },
  );

  app.post(
    '/ops/withdrawals/slices/:sliceNo/resolve',
    {
      onRequest: operator,
      bodyLimit: 2048,
      schema: {
        tags: ['withdrawal', 'operator'],
        summary: 'Resolve a disputed slice: RECEIVED forces the receipt (the deposit is not refunded), NOT_RECEIVED cancels the slice',
        description: AUDIT_NOTE,
        security: [{ operatorToken: [] }],
        params: SliceParams,
        body: SliceResolveSchema,
        response: { 200: okEnvelope(z.object({ sliceNo: z.string(), replayed: z.boolean() })), ...errors },
      },
    },
    async (request) => {
      const who = operatorName(request);
      const { sliceNo } = request.params;
      const { replayed } = await resolveDispute(db, sliceNo, request.body.outcome, new Date(), (tx, details) =>
        recordOperatorAction(tx, { operator: who, action: 'SLICE_RESOLVE', reference: sliceNo, details: { ...details, note: request.body.note ?? null } }),
      );
      return ok({ sliceNo, replayed });
    },
  );

  app.post(
    '/ops/withdrawals/sweep',
    {
      onRequest: operator,
      schema: {
        tags: ['withdrawal', 'operator'],
        summary: 'Run the slice deadlines now (the platform also does it every 30 seconds)',
        description: 'Unpaid slices past their payment deadline are cancelled; unanswered ones past their confirmation deadline go to the review queue (nothing is credited).',
        security: [{ operatorToken: [] }],
        response: { 200: okEnvelope(z.object({ cancelled: z.number(), toReview: z.number() })), ...errors },
      },
    },
    async () => ok(await sweepSlices(db, new Date())),
  );

  app.get(
    '/ops/withdrawals/files/:fileId',
    {
      onRequest: operator,
      schema: { tags: ['withdrawal', 'operator'], summary: 'A proof picture (base64)', security: [{ operatorToken: [] }], params: FileParams, response: { 200: okEnvelope(ProofFileSchema), ...errors } },
    },
    async (request) => {
      const file = await readProofFile(db, request.params.fileId, null);
      if (!file) throw withdrawalRefusal('PROOF_FILE_NOT_FOUND');
      return ok(file);
    },
  );
}

