import {
  rebateEndpoints as calls,
  RebateClaimValueSchema,
  RebateHistoryValueSchema,
  RebateRefusalEnvelopeSchema,
  RebateSettingsChangedSchema,
  RebateSettingsSchema,
  RebateSummarySchema,
  type RebateSettingsChange,
} from '@site/shared/contract/rewards/rebate';
import { ReviewListSchema, rewardsEndpoints, SignalsClearedSchema } from '@site/shared/contract/rewards/rewards';
import type { LightMyRequestResponse } from 'fastify';
import { expectRefused, getAs, postAs, signedInMember, valueOf, type TestMember } from '../../games/game-test-support';
import { insertRound } from '../../records/records-test-support';
import { createPlatformFixture, type PlatformFixture } from '../../testing/platform-fixture';
import { reconcile } from '../../wallet/reconcile';
import { newDeviceId, signInOnDevice } from '../device-test-support';
import { recordAbuseSignal } from '../eligibility';
import { claimRebate } from './rebate-claim';

let fx: PlatformFixture;

beforeAll(async () => {
  fx = await createPlatformFixture();
}, 120_000);

afterAll(async () => {
  await fx?.close();
});

afterEach(async () => {
  // Every test moves money or must not: the ledger adds up after each.
  expect((await reconcile(fx.db)).problems).toEqual([]);
});

let requestSerial = 0;
const requestId = () => `rebate-req-${process.pid}-${(requestSerial += 1)}`;

const summary = async (member: TestMember) => valueOf(await getAs(fx, calls.rebateSummary.path, member), RebateSummarySchema);
const claim = (member: TestMember, id = requestId()) => postAs(fx, calls.rebateClaim.path, { requestId: id }, member);
const claimed = async (member: TestMember, id?: string) => valueOf(await claim(member, id), RebateClaimValueSchema);
const history = async (member: TestMember, pageNo = 1) => valueOf(await getAs(fx, `${calls.rebateHistory.path}?pageNo=${pageNo}`, member), RebateHistoryValueSchema);
const now = () => new Date().toISOString();

/** A settled real-money round started now (its accrual follows by trigger); minor units. */
const play = (member: TestMember, stake: number, options: { gameType?: string; win?: number; status?: 'OPEN' | 'SETTLED'; ledger?: 'REAL' | 'PLAY' } = {}) =>
  insertRound(fx.db, { memberId: member.memberId, startedAt: now(), stake, gameType: options.gameType ?? 'RNG', win: options.win, status: options.status, ledger: options.ledger });

/** As the seamless rollback leaves a round: its bet out, nothing at risk. */
const rollBack = (roundId: string) => fx.db.query(`UPDATE game_rounds SET stake = 0, valid_bet = 0, status = 'ROLLED_BACK', settled_at = now() WHERE id = $1::bigint`, [roundId]);

/** Moves the member's claims back in time: the cooldown passes (and, with `days`, the site day too). */
const moveClock = (member: TestMember, seconds: number, days = 0) =>
  fx.db.query(
    `UPDATE rebate_claims SET created_at = created_at - make_interval(secs => $2), site_day = site_day - $3::int WHERE member_id = $1::bigint`,
    [member.memberId, seconds, days],
  );
const COOLDOWN = 3600;

const mainBalance = async (member: TestMember) =>
  (await fx.db.query<{ balance: string }>(`SELECT balance::text AS balance FROM ledger_accounts WHERE member_id = $1::bigint AND wallet_type = 'MAIN'`, [member.memberId]))[0]?.balance ?? '0';
const rebateCredits = async (member: TestMember) =>
  (await fx.db.query<{ count: number; sum: string | null }>(`SELECT count(*)::int AS count, sum(amount)::text AS sum FROM member_bonuses WHERE member_id = $1::bigint AND source = 'REBATE'`, [member.memberId]))[0]!;
const claimRows = async (member: TestMember) =>
  (await fx.db.query<{ count: number }>('SELECT count(*)::int AS count FROM rebate_claims WHERE member_id = $1::bigint', [member.memberId]))[0]!.count;

const setSettings = async (change: Omit<RebateSettingsChange, 'reference'>) => {
  const response = await fx.call({ method: 'PUT', url: calls.opsSetRebateSettings.path, operator: true, headers: { 'x-operator': 'tester' }, payload: { ...change, reference: requestId() } });
  return valueOf(response, RebateSettingsChangedSchema);
};

const statusOf = (response: LightMyRequestResponse) => response.statusCode;

/** A refused claim: its status and code, and the details its envelope carries. */
function claimRefused(response: LightMyRequestResponse, status: number, errorCode: string) {
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status });
  const envelope = RebateRefusalEnvelopeSchema.parse(response.json());
  expect(envelope.errorCode).toBe(errorCode);
  return envelope.value;
}

describe('accrual and claim', () => {
  it('accrues the qualifying bet per game type at the level 0 rates, rounds each amount down, and pays the total into MAIN', async () => {
    const member = await signedInMember(fx);
    await play(member, 12_345); // RNG 0.80 %: 98.76 -> 0.98
    await play(member, 20_000, { gameType: 'LIVE', win: 15_000 }); // net risk 50.00 at 0.40 %: 0.20
    await play(member, 50_000, { gameType: 'LIVE', status: 'OPEN' }); // a table round counts once settled
    await play(member, 90_000, { ledger: 'PLAY' }); // play money earns nothing
    const before = await summary(member);
    expect(before.lines).toEqual([
      { gameType: 'LIVE', qualifyingBet: '50.00', rateBp: 40, amount: '0.20' },
      { gameType: 'RNG', qualifyingBet: '123.45', rateBp: 80, amount: '0.98' },
    ]);
    expect(before).toMatchObject({ vipLevel: 0, carried: '0.00', total: '1.18', minClaim: '1.00', claimable: '1.18', nextClaimAt: null, reasons: [] });

    const paid = await claimed(member);
    expect(paid).toMatchObject({ claimNo: 1, amount: '1.18', carried: '0.00', balanceAfter: '1.18', replayed: false });
    expect(await mainBalance(member)).toBe('118');
    const after = await summary(member);
    expect(after).toMatchObject({ lines: [], total: '0.00', paidToday: '1.18' });
    expect(after.reasons.map((reason) => reason.code)).toEqual(['REBATE_COOLDOWN', 'REBATE_BELOW_MINIMUM']);
    expect((await history(member)).list).toEqual([{ claimNo: 1, amount: '1.18', carried: '0.00', balanceAfter: '1.18', createdAt: paid.createdAt }]);
    // The business fact and its payment under their keys.
    const [row] = await fx.db.query<{ idempotency_key: string; key: string }>(
      `SELECT c.idempotency_key, e.idempotency_key AS key FROM rebate_claims c JOIN member_bonuses b ON b.id = c.bonus_id
       JOIN journal_entries e ON e.id = b.entry_id WHERE c.member_id = $1::bigint`,
      [member.memberId],
    );
    expect(row).toEqual({ idempotency_key: `rebate:${member.memberId}:1`, key: `reward:REBATE:${member.memberId}:1` });

    // The table round settles later: it accrues then, into the next claim.
    await fx.db.query(`UPDATE game_rounds SET win = 0, status = 'SETTLED', settled_at = now() WHERE member_id = $1::bigint AND status = 'OPEN'`, [member.memberId]);
    expect((await summary(member)).lines).toEqual([{ gameType: 'LIVE', qualifyingBet: '500.00', rateBp: 40, amount: '2.00' }]);
  });

  it('pays a claim sent twice with the same request id once, and answers the first claim again', async () => {
    const member = await signedInMember(fx);
    await play(member, 50_000);
    const id = requestId();
    const first = await claimed(member, id);
    const again = await claimed(member, id);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await rebateCredits(member)).toEqual({ count: 1, sum: '400' });
    expect(await mainBalance(member)).toBe('400');
    // One message of the credit, in the claim's transaction; the replay writes none.
    const notices = await fx.db.query<{ template: string; params: Record<string, string> }>('SELECT template, params FROM member_messages WHERE member_id = $1::bigint', [
      member.memberId,
    ]);
    expect(notices).toEqual([{ template: 'REBATE_CREDITED', params: { amount: '4.00', wallet: 'MAIN', title: 'Rebate claim 1' } }]);
  });

  it('pays once when claims race: two different requests, and the same request twice, all at once', async () => {
    const member = await signedInMember(fx);
    await play(member, 50_000);
    const same = requestId();
    const answers = await Promise.all([claim(member), claim(member), claim(member, same), claim(member, same)]);
    const paid = answers.filter((response) => statusOf(response) === 200).map((response) => valueOf(response, RebateClaimValueSchema));
    // One claim paid; the same request id answered that claim again or was the one that paid; the others were refused.
    expect(new Set(paid.map((value) => value.claimNo))).toEqual(new Set([1]));
    for (const response of answers.filter((r) => statusOf(r) !== 200)) expect(response.json()).toMatchObject({ errorCode: expect.stringMatching(/^REBATE_(COOLDOWN|BELOW_MINIMUM)$/) });
    expect(await rebateCredits(member)).toEqual({ count: 1, sum: '400' });
    expect(await claimRows(member)).toBe(1);
    expect(await mainBalance(member)).toBe('400');
  });

  it('puts every settled round in exactly one claim, rounds settling while claims run included', async () => {
    const member = await signedInMember(fx);
    const rounds: string[] = [];
    for (let batch = 0; batch < 3; batch += 1) {
      const playing = Promise.all(Array.from({ length: 5 }, (_, i) => play(member, 10_000 + 100 * i, { gameType: i % 2 ? 'RNG' : 'SPORTS', win: i % 2 ? 0 : 5_000 })));
      const claiming = claim(member);
      rounds.push(...(await playing));
      expect([200, 409]).toContain(statusOf(await claiming));
      await moveClock(member, COOLDOWN);
    }
    await play(member, 20_000); // so the last claim has something above the minimum
    await claimed(member);
    const placement = await fx.db.query<{ round_id: string; claims: number; rows: number }>(
      `SELECT g.id::text AS round_id, count(DISTINCT a.claim_id)::int AS claims, count(a.id)::int AS rows
       FROM game_rounds g LEFT JOIN rebate_accruals a ON a.round_id = g.id
       WHERE g.member_id = $1::bigint GROUP BY g.id`,
      [member.memberId],
    );
    expect(placement).toHaveLength(rounds.length + 1);
    for (const round of placement) expect({ round: round.round_id, claims: round.claims, rows: round.rows }).toEqual({ round: round.round_id, claims: 1, rows: 1 });
    // What the claims took adds up to what was played, and what they paid to what the member got.
    const [sums] = await fx.db.query<{ played: string; claimed: string; paid: string; credited: string }>(
      `SELECT (SELECT sum(qualifying_bet) FROM game_rounds WHERE member_id = $1::bigint)::text AS played,
              (SELECT sum(a.qualifying) FROM rebate_accruals a WHERE a.member_id = $1::bigint AND a.claim_id IS NOT NULL)::text AS claimed,
              (SELECT sum(paid) FROM rebate_claims WHERE member_id = $1::bigint)::text AS paid,
              (SELECT sum(amount) FROM member_bonuses WHERE member_id = $1::bigint AND source = 'REBATE')::text AS credited`,
      [member.memberId],
    );
    expect(sums!.claimed).toBe(sums!.played);
    expect(sums!.credited).toBe(sums!.paid);
    expect(await mainBalance(member)).toBe(sums!.paid);
  });

  it('refuses a claim within the cooldown, says until when, and pays once the cooldown has passed', async () => {
    const member = await signedInMember(fx);
    await play(member, 50_000);
    const first = await claimed(member);
    await play(member, 50_000);
    const refused = await claim(member);
    const until = claimRefused(refused, 409, 'REBATE_COOLDOWN')?.nextClaimAt ?? '';
    expect(new Date(until).getTime() - new Date(first.createdAt).getTime()).toBe(COOLDOWN * 1000);
    expect((await summary(member)).nextClaimAt).toBe(until);
    expect(await claimRows(member)).toBe(1);
    await moveClock(member, COOLDOWN);
    expect(await claimed(member)).toMatchObject({ claimNo: 2, amount: '4.00', balanceAfter: '8.00' });
  });

  it('refuses a claim below the minimum and writes nothing', async () => {
    const member = await signedInMember(fx);
    await play(member, 12_000); // 0.96
    claimRefused(await claim(member), 409, 'REBATE_BELOW_MINIMUM');
    expect(await claimRows(member)).toBe(0);
    expect(await rebateCredits(member)).toEqual({ count: 0, sum: null });
    await play(member, 500); // 0.04 more: 1.00
    expect(await claimed(member)).toMatchObject({ amount: '1.00' });
  });
});

describe('daily cap', () => {
  afterEach(async () => {
    await setSettings({ caps: [{ vipLevel: 0, dailyCap: '1000.00' }] });
  });

  it('pays up to the cap, keeps the rest accrued, and pays it on a later site day', async () => {
    await setSettings({ caps: [{ vipLevel: 0, dailyCap: '1.50' }] });
    const member = await signedInMember(fx);
    await play(member, 50_000); // 4.00
    expect(await claimed(member)).toMatchObject({ claimNo: 1, amount: '1.50', carried: '2.50' });
    const capped = await summary(member);
    expect(capped).toMatchObject({ lines: [], carried: '2.50', total: '2.50', paidToday: '1.50', claimable: '0.00', dailyCap: '1.50' });
    await moveClock(member, COOLDOWN);
    claimRefused(await claim(member), 409, 'REBATE_DAILY_CAP_REACHED');
    // The next site day: the cap starts again.
    await moveClock(member, 0, 1);
    await play(member, 10_000); // 0.80 more
    expect(await claimed(member)).toMatchObject({ claimNo: 2, amount: '1.50', carried: '1.80' });
    await moveClock(member, COOLDOWN, 1);
    expect(await claimed(member)).toMatchObject({ claimNo: 3, amount: '1.50', carried: '0.30' });
    expect(await rebateCredits(member)).toEqual({ count: 3, sum: '450' });
    expect((await summary(member)).carried).toBe('0.30');
    // Each carry is in exactly one claim too.
    const carries = await fx.db.query<{ carried: string; claimed: boolean }>(
      'SELECT carried::text AS carried, claim_id IS NOT NULL AS claimed FROM rebate_accruals WHERE member_id = $1::bigint AND round_id IS NULL ORDER BY id',
      [member.memberId],
    );
    expect(carries).toEqual([
      { carried: '250', claimed: true },
      { carried: '180', claimed: true },
      { carried: '30', claimed: false },
    ]);
  });
});

describe('rollback after a claim', () => {
  it('nets what a claimed round paid against later rebate, never below zero', async () => {
    const member = await signedInMember(fx);
    const round = await play(member, 25_000, { status: 'OPEN' }); // a slot round counts from its bet: 2.00
    expect(await claimed(member)).toMatchObject({ amount: '2.00' });
    await rollBack(round);
    const netted = await summary(member);
    expect(netted.lines).toEqual([{ gameType: 'RNG', qualifyingBet: '-250.00', rateBp: 80, amount: '-2.00' }]);
    expect(netted).toMatchObject({ total: '0.00', claimable: '0.00' });
    await moveClock(member, COOLDOWN);
    claimRefused(await claim(member), 409, 'REBATE_BELOW_MINIMUM');
    await play(member, 30_000); // 2.40, of which 2.00 nets the rollback
    expect((await summary(member)).total).toBe('0.40');
    await play(member, 10_000);
    expect(await claimed(member)).toMatchObject({ claimNo: 2, amount: '1.20' });
    // Rolled back twice over (a second rollback moves nothing more), the round nets once.
    await rollBack(round);
    expect((await summary(member)).lines).toEqual([]);
    expect(await rebateCredits(member)).toEqual({ count: 2, sum: '320' });
  });

  it('takes nothing back for a round that accrued nothing (played before rebate began)', async () => {
    const member = await signedInMember(fx);
    const round = await play(member, 25_000, { status: 'OPEN' });
    await fx.db.query('DELETE FROM rebate_accruals WHERE round_id = $1::bigint', [round]);
    await rollBack(round);
    expect((await summary(member)).lines).toEqual([]);
  });
});

describe('who may see and claim', () => {
  it('refuses trial accounts, whose play never accrues', async () => {
    const trial = await signedInMember(fx, { trial: true });
    await play(trial, 50_000, { ledger: 'PLAY' });
    expectRefused(await getAs(fx, calls.rebateSummary.path, trial), 403, 'NEED_REAL_ACCOUNT');
    expectRefused(await claim(trial), 403, 'NEED_REAL_ACCOUNT');
    expectRefused(await getAs(fx, calls.rebateHistory.path, trial), 403, 'NEED_REAL_ACCOUNT');
    expect((await fx.db.query<{ count: number }>('SELECT count(*)::int AS count FROM rebate_accruals WHERE member_id = $1::bigint', [trial.memberId]))[0]!.count).toBe(0);
  });

  it('holds the rebate of a member with an open abuse signal until an operator clears it', async () => {
    const member = await signedInMember(fx);
    await play(member, 50_000);
    await fx.db.transaction((tx) => recordAbuseSignal(tx, String(member.memberId), 'SHARED_DEVICE', { device: 'd-1' }));
    expect((await summary(member)).reasons.map((reason) => reason.code)).toEqual(['REBATE_IN_REVIEW']);
    claimRefused(await claim(member), 409, 'REBATE_IN_REVIEW');
    expect(await claimRows(member)).toBe(0);
    await fx.db.query(`UPDATE member_abuse_signals SET status = 'CLEARED', cleared_at = now(), cleared_by = 'tester' WHERE member_id = $1::bigint`, [member.memberId]);
    expect(await claimed(member)).toMatchObject({ claimNo: 1, amount: '4.00' });
  });

  it("holds the rebate of a second account signed in from the same browser: nothing is credited, it stays accrued", async () => {
    const device = newDeviceId();
    const first = await signInOnDevice(fx, device);
    const second = await signInOnDevice(fx, device);
    await play(second, 50_000);
    claimRefused(await claim(second), 409, 'REBATE_IN_REVIEW');
    expect({ claims: await claimRows(second), credits: await rebateCredits(second), main: await mainBalance(second) }).toEqual({
      claims: 0,
      credits: { count: 0, sum: null },
      main: '0',
    });
    // The signal the refused claim found stays recorded for the operator, and the rebate waits for their decision.
    const signals = await fx.db.query<{ kind: string; detail: { otherMemberId: string } }>('SELECT kind, detail FROM member_abuse_signals WHERE member_id = $1::bigint', [second.memberId]);
    expect(signals).toEqual([{ kind: 'SHARED_DEVICE', detail: expect.objectContaining({ otherMemberId: String(first.memberId) }) }]);
    expect(await summary(second)).toMatchObject({ total: '4.00', reasons: [{ code: 'REBATE_IN_REVIEW' }] });

    // The operator finds the held rebate in the review queue, and clearing the signals is its approval.
    const ops = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
      fx.call({ method, url, operator: true, payload, headers: { 'x-operator': 'tester' } });
    const queue = valueOf(await ops('GET', rewardsEndpoints.opsReviews.path), ReviewListSchema);
    expect(queue.heldRebates.filter((held) => held.account === second.account)).toEqual([
      { account: second.account, total: '4.00', signals: [{ kind: 'SHARED_DEVICE', detail: expect.objectContaining({ otherMemberId: String(first.memberId) }) }] },
    ]);
    expect(queue.heldRebates.some((held) => held.account === first.account)).toBe(false);
    valueOf(await ops('POST', rewardsEndpoints.opsClearSignals.path, { account: second.account }), SignalsClearedSchema);
    expect(await claimed(second)).toMatchObject({ claimNo: 1, amount: '4.00' });
    expect(await mainBalance(second)).toBe('400');
  }, 60_000);

  it('refuses a frozen account with the eligibility reason and writes nothing', async () => {
    const member = await signedInMember(fx);
    await play(member, 50_000);
    await fx.db.query(`UPDATE members SET status = 'FROZEN' WHERE id = $1::bigint`, [member.memberId]);
    // The session check refuses a frozen account first; the claim's own eligibility check refuses it too.
    expectRefused(await claim(member), 403, 'ACCOUNT_FROZEN');
    const inside = await claimRebate(fx.db, String(member.memberId), requestId()).catch((error: unknown) => error);
    expect(inside).toMatchObject({ statusCode: 403, errorCode: 'REBATE_NOT_ELIGIBLE', value: { reasons: [{ code: 'ACCOUNT_BLOCKED' }] } });
    expect(await claimRows(member)).toBe(0);
  });

  it("shows and pays a member only their own rebate, whatever id another member sends", async () => {
    const owner = await signedInMember(fx);
    const other = await signedInMember(fx);
    await play(owner, 50_000);
    const ids = [requestId(), requestId()];
    await claimed(owner, ids[0]);
    await moveClock(owner, COOLDOWN);
    await play(owner, 50_000);
    await claimed(owner, ids[1]);
    await play(owner, 50_000);
    const ownerBefore = { summary: await summary(owner), history: await history(owner) };

    expect(await summary(other)).toMatchObject({ lines: [], total: '0.00', paidToday: '0.00' });
    expect((await history(other)).list).toEqual([]);
    // The owner's request ids do not replay the owner's claims for another member.
    for (const id of ids) claimRefused(await claim(other, id), 409, 'REBATE_BELOW_MINIMUM');
    // Naming a member, or a claim, is not part of any call.
    const ownerId = String(owner.memberId);
    expectRefused(await postAs(fx, calls.rebateClaim.path, { requestId: requestId(), memberId: ownerId }, other), 400, 'VALIDATION');
    for (const claimNo of [1, 2]) {
      expectRefused(await getAs(fx, `${calls.rebateHistory.path}?memberId=${ownerId}&claimNo=${claimNo}`, other), 400, 'VALIDATION');
    }
    expectRefused(await getAs(fx, calls.rebateSummary.path), 401, 'SESSION_INVALID');
    expect({ summary: await summary(owner), history: await history(owner) }).toEqual(ownerBefore);
    expect(await rebateCredits(other)).toEqual({ count: 0, sum: null });
  });
});

describe('operator settings', () => {
  it('shows and changes rates, caps, minimum and cooldown once per reference, audited', async () => {
    const settings = valueOf(await fx.call({ method: 'GET', url: calls.opsRebateSettings.path, operator: true }), RebateSettingsSchema);
    expect(settings).toMatchObject({ minClaim: '1.00', cooldownSeconds: COOLDOWN });
    expect(settings.rates).toContainEqual({ vipLevel: 0, gameType: 'RNG', rateBp: 80 });
    const reference = requestId();
    const change = { reference, rates: [{ vipLevel: 1, gameType: 'RNG', rateBp: 100 }], caps: [{ vipLevel: 1, dailyCap: '50.00' }], minClaim: '2.00' };
    const put = () => fx.call({ method: 'PUT', url: calls.opsSetRebateSettings.path, operator: true, headers: { 'x-operator': 'tester' }, payload: change });
    const changed = valueOf(await put(), RebateSettingsChangedSchema);
    expect(changed).toMatchObject({ minClaim: '2.00', replayed: false });
    expect(changed.rates).toContainEqual({ vipLevel: 1, gameType: 'RNG', rateBp: 100 });
    expect(changed.caps).toContainEqual({ vipLevel: 1, dailyCap: '50.00' });
    expect(valueOf(await put(), RebateSettingsChangedSchema)).toMatchObject({ replayed: true });
    expect((await fx.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM operator_actions WHERE action = 'REBATE_SETTINGS_SET' AND reference = $1`, [reference]))[0]!.count).toBe(1);
    await setSettings({ minClaim: '1.00', caps: [{ vipLevel: 1, dailyCap: null }] });

    const bad = (payload: Record<string, unknown>) => fx.call({ method: 'PUT', url: calls.opsSetRebateSettings.path, operator: true, headers: { 'x-operator': 'tester' }, payload: { reference: requestId(), ...payload } });
    expectRefused(await bad({ rates: [{ vipLevel: 0, gameType: 'RNG', rateBp: 501 }] }), 400, 'VALIDATION');
    expectRefused(await bad({ cooldownSeconds: -1 }), 400, 'VALIDATION');
    expectRefused(await bad({ minClaim: '0' }), 400, 'VALIDATION');
    expect(valueOf(await fx.call({ method: 'GET', url: calls.opsRebateSettings.path, operator: true }), RebateSettingsSchema).caps).toEqual(settings.caps);
    expect(statusOf(await fx.call({ method: 'GET', url: calls.opsRebateSettings.path }))).toBe(401);
  });
});
