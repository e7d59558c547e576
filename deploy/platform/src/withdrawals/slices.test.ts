import { MatchedSliceSchema, ProofFileSchema, WithdrawalDetailSchema, WithdrawalSummarySchema } from '@site/shared/contract/member';
import { z } from 'zod';
import { okEnvelope } from '../http/schemas';
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';
import { reconcile } from '../wallet/reconcile';
import { sweepSlices } from './slices';
import {
  balanceOf,
  calls,
  heldFor,
  jpegFile,
  newRequestId,
  PNG_BYTES,
  pngFile,
  withdrawingMember,
  writtenState,
  type Calls,
  type TestMember,
} from './withdrawal-test-support';

let fx: PlatformFixture;
let api: Calls;

beforeAll(async () => {
  fx = await createPlatformFixture();
  api = calls(fx);
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

const MINUTE = 60_000;
const refusal = (response: { statusCode: number; json: () => unknown }) => {
  const body = response.json() as { errorCode: string; field?: string };
  return { status: response.statusCode, errorCode: body.errorCode, field: body.field };
};

function parsed<T extends z.ZodType>(schema: T, response: { statusCode: number; body: string; json: () => unknown }): z.output<T> {
  expect({ status: response.statusCode, body: response.statusCode === 200 ? '' : response.body }).toEqual({ status: 200, body: '' });
  return (okEnvelope(schema).parse(response.json()) as { value: z.output<T> }).value;
}

async function matchedWithdrawal(member: TestMember, amount: string): Promise<string> {
  const order = parsed(WithdrawalSummarySchema.extend({ replayed: z.boolean() }), await api.withdraw(member, amount));
  expect(order).toMatchObject({ mode: 'MATCHED', state: 'MATCHING' });
  return order.orderNo;
}

const take = (depositor: TestMember, amount: string, requestId = newRequestId()) =>
  api.post(depositor.token, '/wps/member/matched/slices', { amount, requestId });
const takeSlice = async (depositor: TestMember, amount: string) => parsed(MatchedSliceSchema.extend({ replayed: z.boolean() }), await take(depositor, amount));
const pay = (depositor: TestMember, sliceNo: string, files: unknown[] = [pngFile()]) => api.post(depositor.token, `/wps/member/matched/slices/${sliceNo}/paid`, { files });
const detail = async (member: TestMember, orderNo: string) => parsed(WithdrawalDetailSchema, await api.get(member.token, `/wps/member/withdrawal/${orderNo}`));

/** Withdrawals of other tests must not catch this test's deposits: each test withdraws an amount of its own. */
describe('matched withdrawals', () => {
  test('two deposits pay a withdrawal in slices; each confirmed receipt credits its depositor; all received completes it', async () => {
    const withdrawer = await withdrawingMember(fx, { balance: '5000.00' });
    const first = await withdrawingMember(fx);
    const second = await withdrawingMember(fx);
    const orderNo = await matchedWithdrawal(withdrawer, '1000.00');
    expect(await balanceOf(fx, withdrawer.memberId)).toBe(400_000n);

    const offer = (await api.get(first.token, '/wps/member/matched/offer?amount=300.00')).json() as { value: { available: boolean; largestAmount: string } };
    expect(offer.value).toMatchObject({ available: true });
    // The withdrawer never pays their own withdrawal.
    expect(refusal(await take(withdrawer, '1000.00'))).toMatchObject({ status: 409, errorCode: 'NO_MATCH_AVAILABLE' });

    const slice = await takeSlice(first, '300.00');
    expect(slice).toMatchObject({ amount: '300.00', state: 'AWAITING_PAYMENT', payee: { bankName: 'Vietcombank' } });
    expect(slice.payee.accountHolderMasked).toMatch(/^T\*+ M\*+ [A-Z]\*$/);
    // 650 would leave 50.00, below the smallest slice: nobody could pay the rest.
    expect(refusal(await take(second, '650.00'))).toMatchObject({ status: 409, errorCode: 'NO_MATCH_AVAILABLE', field: 'amount' });

    expect(refusal(await api.post(withdrawer.token, `/wps/member/withdrawal/slices/${slice.sliceNo}/received`))).toMatchObject({ status: 409, errorCode: 'SLICE_STATE' });
    expect((await pay(first, slice.sliceNo)).statusCode).toBe(200);
    const paid = parsed(MatchedSliceSchema, await api.get(first.token, `/wps/member/matched/slices/${slice.sliceNo}`));
    expect(paid).toMatchObject({ state: 'AWAITING_CONFIRMATION', files: [{ purpose: 'PAYMENT' }] });
    expect((await api.post(withdrawer.token, `/wps/member/withdrawal/slices/${slice.sliceNo}/received`)).statusCode).toBe(200);
    expect(await balanceOf(fx, first.memberId)).toBe(30_000n);
    expect(await detail(withdrawer, orderNo)).toMatchObject({ state: 'MATCHING', receivedAmount: '300.00', remainingAmount: '700.00', slices: [{ state: 'RECEIVED', resolution: 'CONFIRMED' }] });

    const rest = await takeSlice(second, '700.00');
    expect((await pay(second, rest.sliceNo, [jpegFile(), pngFile()])).statusCode).toBe(200);
    expect((await api.post(withdrawer.token, `/wps/member/withdrawal/slices/${rest.sliceNo}/received`)).statusCode).toBe(200);
    expect(await detail(withdrawer, orderNo)).toMatchObject({ state: 'COMPLETED', receivedAmount: '1000.00', remainingAmount: '0.00' });
    expect(await balanceOf(fx, second.memberId)).toBe(70_000n);
    expect(await heldFor(fx, orderNo)).toBe(0n);
    // Each proof is announced at once; the approval comes when all of it was confirmed.
    const messages = await fx.db.query('SELECT template, params FROM member_messages WHERE member_id = $1::bigint ORDER BY id', [withdrawer.memberId]);
    expect(messages).toEqual([
      { template: 'SLICE_PROOF_RECEIVED', params: { orderNo: slice.sliceNo, amount: '300.00' } },
      { template: 'SLICE_PROOF_RECEIVED', params: { orderNo: rest.sliceNo, amount: '700.00' } },
      { template: 'WITHDRAWAL_APPROVED', params: { orderNo, amount: '1,000.00' } },
    ]);
    const receipts = await fx.db.query<{ kind: string; reference: string }>(
      `SELECT kind, reference FROM journal_entries WHERE kind = 'MATCHED_RECEIPT' AND reference = ANY($1::text[]) ORDER BY id`,
      [[slice.sliceNo, rest.sliceNo]],
    );
    expect(receipts).toEqual([
      { kind: 'MATCHED_RECEIPT', reference: slice.sliceNo },
      { kind: 'MATCHED_RECEIPT', reference: rest.sliceNo },
    ]);
    expect((await reconcile(fx.db)).consistent).toBe(true);
  });

  test('a slice not confirmed within the configured minutes goes to operator review and credits nobody; the sweep is idempotent', async () => {
    const withdrawer = await withdrawingMember(fx, { balance: '2000.00' });
    const depositor = await withdrawingMember(fx);
    const orderNo = await matchedWithdrawal(withdrawer, '777.00');
    const slice = await takeSlice(depositor, '777.00');
    const paidAt = Date.now();
    expect((await pay(depositor, slice.sliceNo)).statusCode).toBe(200);
    // 30 minutes by default: not yet at 29.
    expect((await sweepSlices(fx.db, new Date(paidAt + 29 * MINUTE))).toReview).toBe(0);
    expect(await detail(withdrawer, orderNo)).toMatchObject({ state: 'MATCHING', slices: [{ state: 'AWAITING_CONFIRMATION' }] });
    expect((await sweepSlices(fx.db, new Date(paidAt + 31 * MINUTE))).toReview).toBe(1);
    expect((await sweepSlices(fx.db, new Date(paidAt + 32 * MINUTE))).toReview).toBe(0);
    expect(await detail(withdrawer, orderNo)).toMatchObject({ state: 'MATCHING', slices: [{ state: 'IN_REVIEW', resolution: null }] });
    expect(await balanceOf(fx, depositor.memberId)).toBe(0n);
    expect(await heldFor(fx, orderNo)).toBe(77_700n);
    // The withdrawing member may still answer while it waits for an operator.
    expect((await api.post(withdrawer.token, `/wps/member/withdrawal/slices/${slice.sliceNo}/received`)).statusCode).toBe(200);
    expect(await detail(withdrawer, orderNo)).toMatchObject({ state: 'COMPLETED', slices: [{ state: 'RECEIVED', resolution: 'CONFIRMED' }] });
    expect(await balanceOf(fx, depositor.memberId)).toBe(77_700n);
    expect(await heldFor(fx, orderNo)).toBe(0n);
  });

  test('the confirmation minutes come from the settings', async () => {
    expect((await api.ops('PUT', '/ops/withdrawals/settings', { reference: 'confirm-10', confirmationMinutes: 10 })).statusCode).toBe(200);
    try {
      const withdrawer = await withdrawingMember(fx, { balance: '2000.00' });
      const depositor = await withdrawingMember(fx);
      const orderNo = await matchedWithdrawal(withdrawer, '778.00');
      const slice = await takeSlice(depositor, '778.00');
      const paidAt = Date.now();
      expect((await pay(depositor, slice.sliceNo)).statusCode).toBe(200);
      expect((await sweepSlices(fx.db, new Date(paidAt + 11 * MINUTE))).toReview).toBe(1);
      expect(await detail(withdrawer, orderNo)).toMatchObject({ state: 'MATCHING', slices: [{ state: 'IN_REVIEW' }] });
      expect((await api.post(withdrawer.token, `/wps/member/withdrawal/slices/${slice.sliceNo}/received`)).statusCode).toBe(200);
    } finally {
      await api.ops('PUT', '/ops/withdrawals/settings', { reference: 'confirm-back-30', confirmationMinutes: 30 });
    }
  });

  test('a slice unpaid by its payment deadline is cancelled back to the remainder; a late proof is refused', async () => {
    const withdrawer = await withdrawingMember(fx, { balance: '2000.00' });
    const depositor = await withdrawingMember(fx);
    const orderNo = await matchedWithdrawal(withdrawer, '801.00');
    const takenAt = Date.now();
    const slice = await takeSlice(depositor, '801.00');
    expect((await sweepSlices(fx.db, new Date(takenAt + 31 * MINUTE))).cancelled).toBe(1);
    expect(await detail(withdrawer, orderNo)).toMatchObject({ state: 'MATCHING', remainingAmount: '801.00', slices: [{ state: 'CANCELLED', resolution: 'UNPAID' }] });
    expect(refusal(await pay(depositor, slice.sliceNo))).toMatchObject({ status: 409, errorCode: 'SLICE_STATE' });
    expect(await balanceOf(fx, depositor.memberId)).toBe(0n);
    // The remainder can be taken again.
    const again = await takeSlice(depositor, '801.00');
    expect(again.state).toBe('AWAITING_PAYMENT');
    expect(await heldFor(fx, orderNo)).toBe(80_100n);
  });

  test('not received with proof is a dispute; the operator forces receipt (deposit kept) or cancels the slice', async () => {
    const withdrawer = await withdrawingMember(fx, { balance: '3000.00' });
    const depositor = await withdrawingMember(fx);
    const orderNo = await matchedWithdrawal(withdrawer, '1200.00');
    const forced = await takeSlice(depositor, '500.00');
    const cancelled = await takeSlice(depositor, '700.00');
    for (const slice of [forced, cancelled]) expect((await pay(depositor, slice.sliceNo)).statusCode).toBe(200);

    const notReceived = (sliceNo: string, payload: unknown) => api.post(withdrawer.token, `/wps/member/withdrawal/slices/${sliceNo}/not-received`, payload);
    expect(refusal(await notReceived(forced.sliceNo, { files: [] }))).toMatchObject({ status: 400, field: 'files' });
    for (const slice of [forced, cancelled]) {
      expect((await notReceived(slice.sliceNo, { files: [pngFile()], remark: 'Nothing arrived' })).statusCode).toBe(200);
    }
    // Disputes are an operator's already: the deadline passing changes nothing.
    expect((await sweepSlices(fx.db, new Date(Date.now() + 120 * MINUTE))).toReview).toBe(0);
    const disputes = (await api.ops('GET', '/ops/withdrawals/disputes')).json() as { value: { list: { sliceNo: string; files: { purpose: string }[] }[] } };
    expect(disputes.value.list.find((row) => row.sliceNo === forced.sliceNo)?.files.map((file) => file.purpose)).toEqual(['PAYMENT', 'NOT_RECEIVED']);

    expect(refusal(await api.ops('POST', `/ops/withdrawals/slices/${forced.sliceNo}/resolve`, { outcome: 'MAYBE' }))).toMatchObject({ status: 400, field: 'outcome' });
    const resolved = await api.ops('POST', `/ops/withdrawals/slices/${forced.sliceNo}/resolve`, { outcome: 'RECEIVED', note: 'bank statement shows it' });
    expect(resolved.json()).toMatchObject({ value: { replayed: false } });
    const replay = await api.ops('POST', `/ops/withdrawals/slices/${forced.sliceNo}/resolve`, { outcome: 'RECEIVED' });
    expect(replay.json()).toMatchObject({ value: { replayed: true } });
    expect(await balanceOf(fx, depositor.memberId)).toBe(50_000n);

    expect((await api.ops('POST', `/ops/withdrawals/slices/${cancelled.sliceNo}/resolve`, { outcome: 'NOT_RECEIVED' })).statusCode).toBe(200);
    expect(await detail(withdrawer, orderNo)).toMatchObject({
      state: 'MATCHING',
      receivedAmount: '500.00',
      remainingAmount: '700.00',
      slices: [
        { sliceNo: forced.sliceNo, state: 'RECEIVED', resolution: 'FORCED_RECEIPT' },
        { sliceNo: cancelled.sliceNo, state: 'CANCELLED', resolution: 'NOT_RECEIVED' },
      ],
    });
    expect(await balanceOf(fx, depositor.memberId)).toBe(50_000n);
    expect(await heldFor(fx, orderNo)).toBe(70_000n);
    const audit = await fx.db.query('SELECT action, reference FROM operator_actions WHERE reference = ANY($1::text[]) ORDER BY id', [[forced.sliceNo, cancelled.sliceNo]]);
    expect(audit).toEqual([
      { action: 'SLICE_RESOLVE', reference: forced.sliceNo },
      { action: 'SLICE_RESOLVE', reference: cancelled.sliceNo },
    ]);
  });

  test('cancelling a matched withdrawal returns only the unmatched remainder; a slice that fails afterwards returns too', async () => {
    const withdrawer = await withdrawingMember(fx, { balance: '2000.00' });
    const depositor = await withdrawingMember(fx);
    const orderNo = await matchedWithdrawal(withdrawer, '1901.00');
    const takenAt = Date.now();
    // Larger than any remainder other tests left open, so it can only land on this withdrawal.
    const open = await takeSlice(depositor, '1401.00');
    const cancel = await api.post(withdrawer.token, `/wps/member/withdrawal/${orderNo}/cancel`);
    expect(parsed(WithdrawalSummarySchema, cancel)).toMatchObject({ state: 'MATCHING', returnedAmount: '500.00', remainingAmount: '1401.00', cancellable: false });
    expect(await balanceOf(fx, withdrawer.memberId)).toBe(59_900n);
    expect(refusal(await api.post(withdrawer.token, `/wps/member/withdrawal/${orderNo}/cancel`))).toMatchObject({ status: 409, errorCode: 'WITHDRAWAL_NOT_CANCELLABLE' });
    expect((await sweepSlices(fx.db, new Date(takenAt + 31 * MINUTE))).cancelled).toBeGreaterThanOrEqual(1);
    expect(await detail(withdrawer, orderNo)).toMatchObject({ state: 'CANCELLED', returnedAmount: '1901.00', slices: [{ sliceNo: open.sliceNo, state: 'CANCELLED' }] });
    expect(await balanceOf(fx, withdrawer.memberId)).toBe(200_000n);
    expect(await heldFor(fx, orderNo)).toBe(0n);
  });
});

describe('proof pictures', () => {
  test('only png or jpg by their bytes, at most 5 MB, 1 to 3 files; nothing is written on refusal', async () => {
    const withdrawer = await withdrawingMember(fx, { balance: '2000.00' });
    const depositor = await withdrawingMember(fx);
    await matchedWithdrawal(withdrawer, '1301.00');
    const slice = await takeSlice(depositor, '1301.00');
    const before = await writtenState(fx);
    const text = Buffer.from('just some text, named as a picture').toString('base64');
    const tooBig = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]).toString('base64');
    const cases: [unknown[], string, string][] = [
      [[{ contentType: 'image/png', data: text }], 'PROOF_FILE_INVALID', 'files.0'],
      [[pngFile(), { contentType: 'image/png', data: jpegFile().data }], 'PROOF_FILE_INVALID', 'files.1'],
      [[{ contentType: 'image/gif', data: pngFile().data }], 'VALIDATION', 'files.0.contentType'],
      [[{ contentType: 'image/png', data: tooBig }], 'VALIDATION', 'files.0.data'],
      [[pngFile(), pngFile(), pngFile(), pngFile()], 'VALIDATION', 'files'],
      [[], 'VALIDATION', 'files'],
    ];
    for (const [files, errorCode, field] of cases) {
      expect(refusal(await pay(depositor, slice.sliceNo, files))).toEqual({ field, status: 400, errorCode });
    }
    expect(await writtenState(fx)).toEqual(before);
    expect((await pay(depositor, slice.sliceNo, [pngFile(), jpegFile(), pngFile()])).statusCode).toBe(200);
  }, 60_000);
});

describe("another member's ids", () => {
  test('every slice, order and file id answers 404 to anyone but its two members; operators read files', async () => {
    const withdrawer = await withdrawingMember(fx, { balance: '2000.00' });
    const depositor = await withdrawingMember(fx);
    const stranger = await withdrawingMember(fx, { balance: '100.00' });
    const orderNo = await matchedWithdrawal(withdrawer, '1402.00');
    const slice = await takeSlice(depositor, '1402.00');
    expect((await pay(depositor, slice.sliceNo)).statusCode).toBe(200);
    const fileId = (await detail(withdrawer, orderNo)).slices[0]!.files[0]!.id;

    for (const reader of [withdrawer, depositor]) {
      const file = parsed(ProofFileSchema, await api.get(reader.token, `/wps/member/matched/files/${fileId}`));
      expect(Buffer.from(file.data, 'base64').equals(PNG_BYTES)).toBe(true);
    }
    expect(parsed(ProofFileSchema, await api.ops('GET', `/ops/withdrawals/files/${fileId}`)).contentType).toBe('image/png');

    const before = await writtenState(fx);
    const tries: [string, Promise<{ statusCode: number; json: () => unknown }>, string][] = [
      ['order', api.get(stranger.token, `/wps/member/withdrawal/${orderNo}`), 'WITHDRAWAL_NOT_FOUND'],
      ['cancel', api.post(stranger.token, `/wps/member/withdrawal/${orderNo}/cancel`), 'WITHDRAWAL_NOT_FOUND'],
      ['slice', api.get(stranger.token, `/wps/member/matched/slices/${slice.sliceNo}`), 'SLICE_NOT_FOUND'],
      ['paid', pay(stranger, slice.sliceNo), 'SLICE_NOT_FOUND'],
      ['received', api.post(stranger.token, `/wps/member/withdrawal/slices/${slice.sliceNo}/received`), 'SLICE_NOT_FOUND'],
      ['not received', api.post(stranger.token, `/wps/member/withdrawal/slices/${slice.sliceNo}/not-received`, { files: [pngFile()] }), 'SLICE_NOT_FOUND'],
      ['file', api.get(stranger.token, `/wps/member/matched/files/${fileId}`), 'PROOF_FILE_NOT_FOUND'],
      // The parties' roles do not swap: the depositor cannot confirm, the withdrawer cannot mark paid.
      ['depositor confirms', api.post(depositor.token, `/wps/member/withdrawal/slices/${slice.sliceNo}/received`), 'SLICE_NOT_FOUND'],
      ['withdrawer reads as depositor', api.get(withdrawer.token, `/wps/member/matched/slices/${slice.sliceNo}`), 'SLICE_NOT_FOUND'],
      ['missing slice', api.get(stranger.token, '/wps/member/matched/slices/S2020010199999999'), 'SLICE_NOT_FOUND'],
      ['missing file', api.get(stranger.token, '/wps/member/matched/files/999999'), 'PROOF_FILE_NOT_FOUND'],
    ];
    for (const [what, response, errorCode] of tries) expect({ what, ...refusal(await response) }).toMatchObject({ what, status: 404, errorCode });
    expect(await writtenState(fx)).toEqual(before);
    const list = (await api.get(stranger.token, '/wps/member/matched/slices')).json() as { value: { totalCount: number } };
    expect(list.value.totalCount).toBe(0);
  });
});

describe('many requests at once', () => {
  test('200 concurrent takes never match more than is open, and 200 concurrent confirmations credit once', async () => {
    const withdrawer = await withdrawingMember(fx, { balance: '3000.00' });
    const depositors = await Promise.all(Array.from({ length: 20 }, () => withdrawingMember(fx, { paymentPassword: false, payout: false })));
    const orderNo = await matchedWithdrawal(withdrawer, '2500.00');
    const responses = await Promise.all(Array.from({ length: 200 }, (_, i) => take(depositors[i % depositors.length]!, '100.00')));
    const outcomes = new Set(responses.map((response) => (response.statusCode === 200 ? 'OK' : refusal(response).errorCode)));
    expect([...outcomes].every((code) => ['OK', 'MATCHED_OPEN_LIMIT', 'NO_MATCH_AVAILABLE'].includes(code))).toBe(true);
    const totals = await fx.db.query<{ amount: string; unmatched: string; sliced: string; per_depositor: number }>(
      `SELECT w.amount::text AS amount, w.unmatched::text AS unmatched,
              (SELECT coalesce(sum(amount), 0)::text FROM withdrawal_slices WHERE withdrawal_id = w.id) AS sliced,
              (SELECT coalesce(max(n), 0)::int FROM (SELECT count(*) AS n FROM withdrawal_slices WHERE state = 'AWAITING_PAYMENT' GROUP BY depositor_id) c) AS per_depositor
       FROM withdrawals w WHERE w.order_no = $1`,
      [orderNo],
    );
    const row = totals[0]!;
    expect(BigInt(row.unmatched) + BigInt(row.sliced)).toBe(BigInt(row.amount));
    expect(BigInt(row.unmatched)).toBeGreaterThanOrEqual(0n);
    expect(row.per_depositor).toBeLessThanOrEqual(3);

    const sliceNo = (await detail(withdrawer, orderNo)).slices[0]!.sliceNo;
    const depositorId = (await fx.db.query<{ id: string }>('SELECT depositor_id::text AS id FROM withdrawal_slices WHERE slice_no = $1', [sliceNo]))[0]!.id;
    const depositor = depositors.find((member) => member.memberId === depositorId)!;
    expect((await pay(depositor, sliceNo)).statusCode).toBe(200);
    const before = await balanceOf(fx, depositorId);
    const confirms = await Promise.all(Array.from({ length: 200 }, () => api.post(withdrawer.token, `/wps/member/withdrawal/slices/${sliceNo}/received`)));
    expect(confirms.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(new Set(confirms.filter((response) => response.statusCode !== 200).map((response) => refusal(response).errorCode))).toEqual(new Set(['SLICE_STATE']));
    expect((await balanceOf(fx, depositorId)) - before).toBe(10_000n);
    expect((await reconcile(fx.db)).consistent).toBe(true);
  }, 60_000);
});
