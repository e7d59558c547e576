/**
 * The attacks on matched deposits: a depositor credited because the withdrawing member said
 * nothing, a stranger's upload read before its owner is checked, the payee's account number
 * shown to someone who never paid, slice taking without a daily bound, and a payment password
 * sent in the clear.
 */
import { MatchedSliceSchema, WithdrawalDetailSchema, WithdrawalSummarySchema } from '@site/shared/contract/member';
import { z } from 'zod';
import { okEnvelope } from '../http/schemas';
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';
import { reconcile } from '../wallet/reconcile';
import { SLICE_TAKES_PER_DAY, sweepSlices } from './slices';
import { balanceOf, calls, heldFor, newRequestId, PAYMENT_PASSWORD, pngFile, withdrawingMember, writtenState, type Calls, type TestMember } from './withdrawal-test-support';

jest.setTimeout(180_000);

let fx: PlatformFixture;
let api: Calls;

beforeAll(async () => {
  fx = await createPlatformFixture();
  api = calls(fx);
}, 120_000);

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

const take = (depositor: TestMember, amount: string) => api.post(depositor.token, '/wps/member/matched/slices', { amount, requestId: newRequestId() });
const takeSlice = async (depositor: TestMember, amount: string) => parsed(MatchedSliceSchema.extend({ replayed: z.boolean() }), await take(depositor, amount));
const pay = (depositor: TestMember, sliceNo: string) => api.post(depositor.token, `/wps/member/matched/slices/${sliceNo}/paid`, { files: [pngFile()] });
const detail = async (member: TestMember, orderNo: string) => parsed(WithdrawalDetailSchema, await api.get(member.token, `/wps/member/withdrawal/${orderNo}`));
const review = (sliceNo: string, payload: Record<string, unknown>) => api.ops('POST', `/ops/withdrawals/slices/${sliceNo}/review`, payload);
const reviewQueue = async () =>
  ((await api.ops('GET', '/ops/withdrawals/slices/review')).json() as { value: { list: { sliceNo: string; orderNo: string; amount: string }[] } }).value.list;
const messagesOf = (member: TestMember) =>
  fx.db.query<{ template: string; params: Record<string, string> }>('SELECT template, params FROM member_messages WHERE member_id = $1::bigint ORDER BY id', [member.memberId]);

/** A withdrawal of `amount` and a depositor's slice of all of it, paid with proof at `paidAt`. */
async function paidSlice(amount: string) {
  const withdrawer = await withdrawingMember(fx, { balance: '5000.00' });
  const depositor = await withdrawingMember(fx);
  const orderNo = await matchedWithdrawal(withdrawer, amount);
  const slice = await takeSlice(depositor, amount);
  const paidAt = Date.now();
  expect((await pay(depositor, slice.sliceNo)).statusCode).toBe(200);
  return { withdrawer, depositor, orderNo, sliceNo: slice.sliceNo, paidAt };
}

describe('silence never pays', () => {
  test('the withdrawer is told at once; an unanswered slice goes to operators, confirmed once', async () => {
    const { withdrawer, depositor, orderNo, sliceNo, paidAt } = await paidSlice('1234.00');
    // Told at once: an inbox message and the withdrawal shows a proof to check.
    expect((await messagesOf(withdrawer)).map((message) => message.template)).toContain('SLICE_PROOF_RECEIVED');
    const shown = await detail(withdrawer, orderNo);
    expect(shown).toMatchObject({ proofsToConfirm: 1, slices: [{ sliceNo, state: 'AWAITING_CONFIRMATION' }] });

    // The confirmation window runs out and the sweep runs.
    await sweepSlices(fx.db, new Date(paidAt + 31 * MINUTE));
    expect(await balanceOf(fx, depositor.memberId)).toBe(0n);
    expect(await detail(withdrawer, orderNo)).toMatchObject({ state: 'MATCHING', slices: [{ sliceNo, state: 'IN_REVIEW', resolution: null }] });
    expect(await heldFor(fx, orderNo)).toBe(123_400n);
    expect((await messagesOf(withdrawer)).map((message) => message.template)).not.toContain('WITHDRAWAL_APPROVED');
    expect((await reviewQueue()).find((row) => row.sliceNo === sliceNo)).toMatchObject({ orderNo, amount: '1234.00' });
    expect((await reconcile(fx.db)).consistent).toBe(true);

    // A reason is required; the operator confirms; a repeat credits nothing more.
    expect(refusal(await review(sliceNo, { outcome: 'CONFIRM' }))).toMatchObject({ status: 400, field: 'reason' });
    expect((await review(sliceNo, { outcome: 'CONFIRM', reason: 'bank statement shows the transfer' })).json()).toMatchObject({ value: { replayed: false } });
    expect((await review(sliceNo, { outcome: 'CONFIRM', reason: 'bank statement shows the transfer' })).json()).toMatchObject({ value: { replayed: true } });
    expect(refusal(await review(sliceNo, { outcome: 'REFUSE', reason: 'changed my mind' }))).toMatchObject({ status: 409, errorCode: 'SLICE_STATE' });
    expect(await balanceOf(fx, depositor.memberId)).toBe(123_400n);
    expect(await detail(withdrawer, orderNo)).toMatchObject({ state: 'COMPLETED', slices: [{ state: 'RECEIVED', resolution: 'OPERATOR_CONFIRMED' }] });
    for (const member of [withdrawer, depositor]) {
      expect(await messagesOf(member)).toContainEqual({ template: 'SLICE_REVIEW_CONFIRMED', params: { amount: '1,234.00', orderNo: sliceNo, reason: 'bank statement shows the transfer' } });
    }
    expect((await reviewQueue()).find((row) => row.sliceNo === sliceNo)).toBeUndefined();
    expect(await heldFor(fx, orderNo)).toBe(0n);
    expect((await reconcile(fx.db)).consistent).toBe(true);
  });

  test('an operator refusal gives the amount back to the withdrawal, with the reason in both inboxes', async () => {
    const { withdrawer, depositor, orderNo, sliceNo, paidAt } = await paidSlice('1357.00');
    await sweepSlices(fx.db, new Date(paidAt + 31 * MINUTE));
    expect(await balanceOf(fx, depositor.memberId)).toBe(0n);
    const before = await balanceOf(fx, withdrawer.memberId);
    expect((await review(sliceNo, { outcome: 'REFUSE', reason: 'no transfer on the statement' })).statusCode).toBe(200);
    expect(await detail(withdrawer, orderNo)).toMatchObject({
      state: 'MATCHING',
      remainingAmount: '1357.00',
      slices: [{ sliceNo, state: 'CANCELLED', resolution: 'OPERATOR_REFUSED' }],
    });
    for (const member of [withdrawer, depositor]) {
      expect(await messagesOf(member)).toContainEqual({ template: 'SLICE_REVIEW_REFUSED', params: { amount: '1,357.00', orderNo: sliceNo, reason: 'no transfer on the statement' } });
    }
    expect(await balanceOf(fx, depositor.memberId)).toBe(0n);
    // Back in the withdrawal: the member may cancel it and get it all back.
    expect((await api.post(withdrawer.token, `/wps/member/withdrawal/${orderNo}/cancel`)).statusCode).toBe(200);
    expect((await balanceOf(fx, withdrawer.memberId)) - before).toBe(135_700n);
    expect(await heldFor(fx, orderNo)).toBe(0n);
    expect((await reconcile(fx.db)).consistent).toBe(true);
  });
});

describe('proof uploads', () => {
  test("another member's upload to my slice is refused before its body is read", async () => {
    const withdrawer = await withdrawingMember(fx, { balance: '5000.00' });
    const depositor = await withdrawingMember(fx);
    const stranger = await withdrawingMember(fx);
    const orderNo = await matchedWithdrawal(withdrawer, '1468.00');
    const slice = await takeSlice(depositor, '1468.00');
    const before = await writtenState(fx);
    // A body that cannot even be parsed: only a check made before reading it answers 404.
    for (const [token, url] of [
      [stranger.token, `/wps/member/matched/slices/${slice.sliceNo}/paid`],
      [stranger.token, `/wps/member/withdrawal/slices/${slice.sliceNo}/not-received`],
      [withdrawer.token, `/wps/member/matched/slices/${slice.sliceNo}/paid`],
    ] as const) {
      const response = await fx.call({ method: 'POST', url, headers: { authorization: token, 'content-type': 'application/json' }, payload: '{"files": [not json' });
      expect({ url, ...refusal(response) }).toMatchObject({ url, status: 404, errorCode: 'SLICE_NOT_FOUND' });
    }
    expect(await writtenState(fx)).toEqual(before);
    expect((await pay(depositor, slice.sliceNo)).statusCode).toBe(200);
    expect((await api.post(withdrawer.token, `/wps/member/withdrawal/slices/${slice.sliceNo}/received`)).statusCode).toBe(200);
    expect(await heldFor(fx, orderNo)).toBe(0n);
  });

  test('a png signature alone is not a picture', async () => {
    const withdrawer = await withdrawingMember(fx, { balance: '5000.00' });
    const depositor = await withdrawingMember(fx);
    const orderNo = await matchedWithdrawal(withdrawer, '1579.00');
    const slice = await takeSlice(depositor, '1579.00');
    const signatureOnly = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not an image at all')]);
    const response = await api.post(depositor.token, `/wps/member/matched/slices/${slice.sliceNo}/paid`, { files: [{ contentType: 'image/png', data: signatureOnly.toString('base64') }] });
    expect(refusal(response)).toMatchObject({ status: 400, errorCode: 'PROOF_FILE_INVALID', field: 'files.0' });
    expect((await detail(withdrawer, orderNo)).slices[0]!.files).toEqual([]);
    // Nothing was stored; a real picture is still accepted.
    expect((await pay(depositor, slice.sliceNo)).statusCode).toBe(200);
  });
});

describe("the payee's account number", () => {
  test('is only shown while the depositor is committed to a slice, and masked once it lapses unpaid', async () => {
    const withdrawer = await withdrawingMember(fx, { balance: '5000.00' });
    const depositor = await withdrawingMember(fx);
    const orderNo = await matchedWithdrawal(withdrawer, '1681.00');
    const account = (await fx.db.query<{ account_no: string }>('SELECT account_no FROM withdrawals WHERE order_no = $1', [orderNo]))[0]!.account_no;
    // Before taking: the offer says nothing of whom the money goes to.
    const offer = await api.get(depositor.token, '/wps/member/matched/offer?amount=1681.00');
    expect(offer.body).not.toContain(account);
    const takenAt = Date.now();
    const slice = await takeSlice(depositor, '1681.00');
    expect(slice.payee.accountNo).toBe(account);
    await sweepSlices(fx.db, new Date(takenAt + 31 * MINUTE));
    const lapsed = parsed(MatchedSliceSchema, await api.get(depositor.token, `/wps/member/matched/slices/${slice.sliceNo}`));
    expect(lapsed.state).toBe('CANCELLED');
    expect(lapsed.payee.accountNo).not.toContain(account.slice(0, -4));
    expect(lapsed.payee.accountNo.endsWith(account.slice(-4))).toBe(true);
    const listed = (await api.get(depositor.token, '/wps/member/matched/slices')).body;
    expect(listed).not.toContain(account);
    expect((await api.post(withdrawer.token, `/wps/member/withdrawal/${orderNo}/cancel`)).statusCode).toBe(200);
  });
});

describe('taking slices', () => {
  test(`one member takes at most SLICE_TAKES_PER_DAY slices a day`, async () => {
    const withdrawer = await withdrawingMember(fx, { balance: '50000.00' });
    const depositor = await withdrawingMember(fx);
    const orderNo = await matchedWithdrawal(withdrawer, '40000.00');
    let clock = Date.now();
    for (let taken = 0; taken < SLICE_TAKES_PER_DAY; taken += 1) {
      expect((await take(depositor, '100.00')).statusCode).toBe(200);
      // Let the open ones lapse so the open-slice limit is not what stops the next take.
      if ((taken + 1) % 3 === 0) {
        clock += 31 * MINUTE;
        await sweepSlices(fx.db, new Date(clock));
      }
    }
    clock += 31 * MINUTE;
    await sweepSlices(fx.db, new Date(clock));
    const before = await writtenState(fx);
    expect(refusal(await take(depositor, '100.00'))).toMatchObject({ status: 429, errorCode: 'MATCHED_DAILY_LIMIT' });
    expect(await writtenState(fx)).toEqual(before);
    // Another member is not affected.
    const other = await withdrawingMember(fx);
    expect((await take(other, '100.00')).statusCode).toBe(200);
    expect((await api.post(withdrawer.token, `/wps/member/withdrawal/${orderNo}/cancel`)).statusCode).toBe(200);
  });
});

describe('the withdrawal request', () => {
  test('a plain payment password is refused; the sealed request is accepted', async () => {
    const member = await withdrawingMember(fx, { balance: '1000.00' });
    const before = await writtenState(fx);
    const plain = await api.post(member.token, '/wps/member/withdrawal', {
      amount: '200.00',
      payoutAccountId: member.payoutAccountId,
      paymentPassword: PAYMENT_PASSWORD,
      requestId: newRequestId(),
    });
    expect(plain.statusCode).toBe(400);
    expect(await writtenState(fx)).toEqual(before);
    expect(await balanceOf(fx, member.memberId)).toBe(100_000n);
    expect(parsed(WithdrawalSummarySchema.extend({ replayed: z.boolean() }), await api.withdraw(member, '200.00'))).toMatchObject({ mode: 'MANUAL', amount: '200.00' });
  });
});
