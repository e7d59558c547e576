/**
 * The lottery's calls through HTTP on an injected clock: the menu and its current issues, popular
 * and recent lotteries, drawn issues, one issue with its seed kept secret until the draw, the
 * verification, results by region and day, the operator's cancel (bets refunded), the draw-now
 * hook, and bad input on every call.
 */
import { createHash } from 'node:crypto';
import {
  LotteryIssueAnswerSchema,
  LotteryIssueListSchema,
  LotteryItemListSchema,
  LotteryMenuSchema,
  LotteryResultListSchema,
  LotteryVerifyAnswerSchema,
  OpenedNumeroListSchema,
  PlaceBetAnswerSchema,
  type LotteryItem,
} from '@site/shared/contract/lottery';
import { issueSession } from '../accounts/session-auth';
import type { ScriptDb } from '../db/database';
import { okEnvelope } from '../http/schemas';
import { refusalOf } from '../testing/account-client';
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';
import { fundedMember, mainBalance } from './bets/bet-test-support';
import { refundIssue, settleIssue } from './bets/settlement';
import { createLotteryScheduler, type LotteryScheduler } from './scheduler';

jest.setTimeout(60_000);

const MINUTE = 60_000;
// Monday 23 November 2026, 15:50:00.250 in Vietnam.
const START = new Date('2026-11-23T08:50:00.250Z');
let clock = START;
let fx: PlatformFixture;
let scheduler: LotteryScheduler;
let serial = 0;

const advanceTo = async (at: Date) => {
  clock = at;
  await scheduler.tick();
};
const advance = (ms: number) => advanceTo(new Date(clock.getTime() + ms));
const get = (url: string, headers: Record<string, string> = {}) => fx.call({ method: 'GET', url, headers });
const value = <T>(schema: { parse(input: unknown): { value: T } }, response: { json(): unknown; statusCode: number }) => {
  expect(response.statusCode).toBe(200);
  return schema.parse(response.json()).value;
};
const menuItems = async (): Promise<LotteryItem[]> => value(okEnvelope(LotteryMenuSchema), await get('/lgw/vn/games/game_menu')).menus.flatMap((menu) => menu.gameMenus);
const item = async (gameId: string) => (await menuItems()).find((candidate) => candidate.gameId === gameId)!;
const member = async (money = 1_000_000n) => {
  const memberId = await fundedMember(fx.db as ScriptDb, money);
  return { memberId, token: await issueSession(fx.db, memberId) };
};
const bet = async (token: string, gameId: string, numero: string) =>
  fx.call({
    method: 'POST',
    url: '/lgw/vn/bets',
    headers: { authorization: token },
    payload: { gameId, numero, betType: 'DE', numbers: ['07'], units: 2, requestId: `routes-${process.pid}-${(serial += 1)}` },
  });

beforeAll(async () => {
  fx = await createPlatformFixture({ testHooks: true, lottery: { schedule: false, now: () => clock } });
  scheduler = createLotteryScheduler({
    db: fx.db,
    now: () => clock,
    settle: settleIssue,
    refund: refundIssue,
    seedKeys: { current: 'lottery-routes-test-key-0123456789abcdef' },
    onError: (error) => {
      throw error;
    },
  });
  await scheduler.tick();
});

afterAll(async () => {
  await fx?.close();
});

describe('GET /lgw/vn/games/game_menu', () => {
  it('lists every lottery by tag with its current issue, time to lock, draw days and the server time', async () => {
    const menu = value(okEnvelope(LotteryMenuSchema), await get('/lgw/vn/games/game_menu?prizeMode=LOTT&device=WEB&language=vi'));
    expect(menu.serverTime).toBe(clock.getTime());
    expect(menu.menus.map((group) => group.tag)).toEqual(['NORTH', 'CENTRAL', 'SOUTH', 'FAST']);
    expect(menu.menus.map((group) => group.gameMenus.length)).toEqual([1, 14, 21, 3]);
    const hcm = menu.menus[2]!.gameMenus.find((candidate) => candidate.gameId === 'VN_HCM');
    expect(hcm).toEqual({
      gameId: 'VN_HCM',
      gameMenuTag: 'SOUTH',
      remark: 'TP. Hồ Chí Minh',
      numero: '20261123-0001',
      // 16:00:00 local minus 15:50:00.250, rounded up.
      remainTime: 600,
      lockTime: 900,
      drawDayOfWeek: '2,7',
      winningTime: '2026-11-23T09:15:00.000Z',
      lockAt: '2026-11-23T09:00:00.000Z',
      openNumber: '',
      lastNumero: null,
      intervalSeconds: null,
      accountType: 'TCG_LOTTO_VN',
    });
    // The 1-minute draw at 15:51 local is the day's 952nd (the one at 00:00 is the first).
    const fast = menu.menus[3]!.gameMenus[0]!;
    expect(fast).toMatchObject({ gameId: 'FAST_1M', numero: '20261123-0952', lockTime: 10, intervalSeconds: 60, drawDayOfWeek: '1,2,3,4,5,6,7', remainTime: 50 });
  });

  it('shows 0 seconds once sales closed, then the next issue and the last open number after the draw', async () => {
    await advanceTo(new Date('2026-11-23T08:50:50.250Z'));
    expect(await item('FAST_1M')).toMatchObject({ numero: '20261123-0952', remainTime: 0 });
    await advanceTo(new Date('2026-11-23T08:51:00.500Z'));
    const drawn = value(okEnvelope(LotteryIssueAnswerSchema), await get('/lgw/vn/numeros/FAST_1M/20261123-0952')).issue;
    const special = drawn.result!.tiers.find((tier) => tier.tier === 'DB')!.numbers[0];
    expect(await item('FAST_1M')).toMatchObject({ numero: '20261123-0953', remainTime: 50, openNumber: special, lastNumero: '20261123-0952' });
  });

  it('refuses unknown query fields and bad values, naming the field', async () => {
    expect(refusalOf(await get('/lgw/vn/games/game_menu?prizeMode=ZY'))).toMatchObject({ status: 400, errorCode: 'VALIDATION', field: 'prizeMode' });
    expect(refusalOf(await get('/lgw/vn/games/game_menu?other=1'))).toMatchObject({ status: 400, errorCode: 'VALIDATION' });
    expect(refusalOf(await get('/lgw/vn/games/game_menu?device=%3Cscript%3E'))).toMatchObject({ status: 400, field: 'device' });
  });
});

describe('popular, recent and opened numbers', () => {
  it('orders popular lotteries by bets of the last 24 hours, then menu order, and caps count at 20', async () => {
    const { token } = await member();
    for (const gameId of ['FAST_3M', 'FAST_3M', 'VN_MB']) {
      const current = await item(gameId);
      expect((await bet(token, gameId, current.numero)).statusCode).toBe(200);
    }
    // The counts are reused for ten seconds.
    await advance(11_000);
    const popular = value(okEnvelope(LotteryItemListSchema), await get('/lgw/games/popular?count=3&prizeMode=LOTT&device=WEB&language=en'));
    expect(popular.list.map((entry) => entry.gameId)).toEqual(['FAST_3M', 'VN_MB', 'VN_TTH']);
    expect(value(okEnvelope(LotteryItemListSchema), await get('/lgw/games/popular')).list).toHaveLength(20);
    expect(refusalOf(await get('/lgw/games/popular?count=21'))).toMatchObject({ status: 400, field: 'count' });
    expect(refusalOf(await get('/lgw/games/popular?count=0'))).toMatchObject({ status: 400, field: 'count' });
  });

  it("lists the member's recent lotteries, most recent first, and needs a session", async () => {
    const { token } = await member();
    for (const gameId of ['VN_MB', 'FAST_5M', 'VN_MB']) {
      await advance(1_000);
      expect((await bet(token, gameId, (await item(gameId)).numero)).statusCode).toBe(200);
    }
    const recent = value(okEnvelope(LotteryItemListSchema), await get('/lgw/vn/games/game_menu/recent?prizeMode=LOTT&device=WEB&recentCount=100', { authorization: token }));
    expect(recent.list.map((entry) => entry.gameId)).toEqual(['VN_MB', 'FAST_5M']);
    expect(value(okEnvelope(LotteryItemListSchema), await get('/lgw/vn/games/game_menu/recent?recentCount=1', { authorization: token })).list).toHaveLength(1);
    const other = await member();
    expect(value(okEnvelope(LotteryItemListSchema), await get('/lgw/vn/games/game_menu/recent', { authorization: other.token })).list).toEqual([]);
    expect(refusalOf(await get('/lgw/vn/games/game_menu/recent'))).toMatchObject({ status: 401 });
    expect(refusalOf(await get('/lgw/vn/games/game_menu/recent?recentCount=101', { authorization: token }))).toMatchObject({ status: 400, field: 'recentCount' });
  });

  it('answers the latest drawn issue of every lottery to a member', async () => {
    const { token } = await member();
    const opened = value(okEnvelope(OpenedNumeroListSchema), await get('/lotto/lgw/games/opened/numero', { authorization: token }));
    const fast = opened.list.find((entry) => entry.gameId === 'FAST_1M');
    expect(fast?.numero).toBe((await item('FAST_1M')).lastNumero);
    expect(fast?.openNumber).toMatch(/^[0-9]{6}$/);
    expect(refusalOf(await get('/lotto/lgw/games/opened/numero'))).toMatchObject({ status: 401 });
  });
});

describe('issues, proof and results', () => {
  it("keeps an issue's seed secret until the draw, then reveals the seed of the published hash", async () => {
    const upcoming = value(okEnvelope(LotteryIssueAnswerSchema), await get(`/lgw/vn/numeros/VN_MB/${(await item('VN_MB')).numero}`)).issue;
    expect(upcoming).toMatchObject({ status: 'OPEN', seed: null, result: null, drawnAt: null });
    expect(upcoming.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(refusalOf(await get(`/lgw/vn/numeros/VN_MB/${upcoming.numero}/verify`))).toMatchObject({ status: 409, errorCode: 'LOTTERY_ISSUE_NOT_DRAWN' });
    // 18:15 in Vietnam: the north draws.
    await advanceTo(new Date('2026-11-23T11:15:00.000Z'));
    const drawn = value(okEnvelope(LotteryIssueAnswerSchema), await get(`/lgw/vn/numeros/VN_MB/${upcoming.numero}`)).issue;
    expect(drawn.status).toBe('SETTLED');
    expect(drawn.seedHash).toBe(upcoming.seedHash);
    expect(createHash('sha256').update(drawn.seed!).digest('hex')).toBe(upcoming.seedHash);
    expect(drawn.result?.tiers.flatMap((tier) => tier.numbers)).toHaveLength(27);
    const proof = value(okEnvelope(LotteryVerifyAnswerSchema), await get(`/lgw/vn/numeros/VN_MB/${upcoming.numero}/verify`));
    expect(proof).toMatchObject({ verified: true, seed: drawn.seed, seedHash: drawn.seedHash, betsDigest: drawn.betsDigest, finalSeed: drawn.finalSeed, recomputed: drawn.result });
  });

  it('says a tampered result does not verify', async () => {
    const numero = (await item('FAST_1M')).lastNumero!;
    await fx.db.query(`UPDATE lottery_issues SET result = jsonb_set(result, '{tiers,0,numbers,0}', '"--"') WHERE game_id = 'FAST_1M' AND numero = $1`, [numero]);
    const proof = value(okEnvelope(LotteryVerifyAnswerSchema), await get(`/lgw/vn/numeros/FAST_1M/${numero}/verify`));
    expect(proof.verified).toBe(false);
  });

  it("lists a lottery's drawn issues newest first, at most count", async () => {
    const list = value(okEnvelope(LotteryIssueListSchema), await get('/lgw/vn/numeros/opened/game?gameId=FAST_1M&count=3')).list;
    expect(list).toHaveLength(3);
    expect(list.every((issue) => issue.seed !== null && issue.result !== null)).toBe(true);
    expect(list.map((issue) => issue.drawAt)).toEqual(list.map((issue) => issue.drawAt).sort().reverse());
    expect(refusalOf(await get('/lgw/vn/numeros/opened/game?gameId=NOPE'))).toMatchObject({ status: 404, errorCode: 'LOTTERY_UNKNOWN_GAME' });
    expect(refusalOf(await get('/lgw/vn/numeros/opened/game'))).toMatchObject({ status: 400, field: 'gameId' });
    expect(refusalOf(await get('/lgw/vn/numeros/opened/game?gameId=FAST_1M&count=101'))).toMatchObject({ status: 400, field: 'count' });
  });

  it('answers a region\'s results of a Vietnam date, and refuses bad dates and regions', async () => {
    const south = value(okEnvelope(LotteryResultListSchema), await get('/lgw/vn/results?region=SOUTH&date=2026-11-23')).list;
    expect(south.map((issue) => issue.gameId)).toEqual(['VN_HCM', 'VN_DT', 'VN_CM']);
    expect(south[0]).toMatchObject({ remark: 'TP. Hồ Chí Minh', numero: '20261123-0001' });
    expect(south.every((issue) => issue.seed && issue.result?.tiers.length === 9)).toBe(true);
    expect(value(okEnvelope(LotteryResultListSchema), await get('/lgw/vn/results?region=SOUTH&date=2026-11-24')).list).toEqual([]);
    expect(refusalOf(await get('/lgw/vn/results?region=FAST&date=2026-11-23'))).toMatchObject({ status: 400, field: 'region' });
    expect(refusalOf(await get('/lgw/vn/results?region=SOUTH&date=2026-02-30'))).toMatchObject({ status: 400, field: 'date' });
    expect(refusalOf(await get('/lgw/vn/results?region=SOUTH'))).toMatchObject({ status: 400, field: 'date' });
  });

  it('refuses malformed and unknown issues', async () => {
    expect(refusalOf(await get('/lgw/vn/numeros/FAST_1M/2026'))).toMatchObject({ status: 400, field: 'numero' });
    expect(refusalOf(await get('/lgw/vn/numeros/fast/20261123-0001'))).toMatchObject({ status: 400, field: 'gameId' });
    expect(refusalOf(await get('/lgw/vn/numeros/FAST_1M/20201123-0001'))).toMatchObject({ status: 404, errorCode: 'LOTTERY_UNKNOWN_ISSUE' });
    expect(refusalOf(await get('/lgw/vn/numeros/NOPE/20261123-0001'))).toMatchObject({ status: 404, errorCode: 'LOTTERY_UNKNOWN_GAME' });
  });
});

describe('operator: cancel an issue, draw now', () => {
  const cancel = (gameId: string, numero: string, headers: Record<string, string> = { 'x-operator': 'ops.anna' }, operator = true) =>
    fx.call({ method: 'POST', url: `/ops/lottery/issues/${gameId}/${numero}/cancel`, operator, headers, payload: { reason: 'draw machine fault' } });

  it('cancels an issue on sale, refunds every bet exactly, and a repeat changes nothing', async () => {
    const first = await member(10_000n);
    const second = await member(10_000n);
    const { numero } = await item('FAST_5M');
    for (const { token } of [first, second]) expect((await bet(token, 'FAST_5M', numero)).statusCode).toBe(200);
    expect(await mainBalance(fx.db, first.memberId)).toBe(9_800n);
    const answer = value(okEnvelope(LotteryIssueAnswerSchema), await cancel('FAST_5M', numero));
    expect(answer.issue).toMatchObject({ status: 'CANCELLED', seed: null, result: null });
    expect(await mainBalance(fx.db, first.memberId)).toBe(10_000n);
    expect(await mainBalance(fx.db, second.memberId)).toBe(10_000n);
    expect(value(okEnvelope(LotteryIssueAnswerSchema), await cancel('FAST_5M', numero)).issue.status).toBe('CANCELLED');
    expect(await mainBalance(fx.db, first.memberId)).toBe(10_000n);
    const audit = await fx.db.query(`SELECT operator FROM operator_actions WHERE action = 'LOTTERY_ISSUE_CANCEL' AND reference = $1`, [`FAST_5M:${numero}`]);
    expect(audit).toEqual([{ operator: 'ops.anna' }]);
    // The lobby moves to the next issue; a bet on the cancelled one is refused.
    expect((await item('FAST_5M')).numero).not.toBe(numero);
    expect(refusalOf(await bet(first.token, 'FAST_5M', numero)).status).toBe(409);
    // The scheduler never draws it.
    await advance(10 * MINUTE);
    const after = value(okEnvelope(LotteryIssueAnswerSchema), await get(`/lgw/vn/numeros/FAST_5M/${numero}`)).issue;
    expect(after).toMatchObject({ status: 'CANCELLED', drawnAt: null });
  });

  it('refuses a drawn issue, an unknown one, a missing operator name and a missing token', async () => {
    const drawn = (await item('FAST_1M')).lastNumero!;
    expect(refusalOf(await cancel('FAST_1M', drawn))).toMatchObject({ status: 409, errorCode: 'LOTTERY_ISSUE_DRAWN' });
    expect(refusalOf(await cancel('FAST_1M', '20201123-0001'))).toMatchObject({ status: 404, errorCode: 'LOTTERY_UNKNOWN_ISSUE' });
    const { numero } = await item('FAST_3M');
    expect(refusalOf(await cancel('FAST_3M', numero, {}))).toMatchObject({ status: 400, field: 'X-Operator' });
    expect(refusalOf(await cancel('FAST_3M', numero, { 'x-operator': 'ops.anna' }, false))).toMatchObject({ status: 401 });
    const tooLong = await fx.call({ method: 'POST', url: `/ops/lottery/issues/FAST_3M/${numero}/cancel`, operator: true, headers: { 'x-operator': 'ops.anna' }, payload: { reason: 'x'.repeat(201) } });
    expect(refusalOf(tooLong)).toMatchObject({ status: 400, field: 'reason' });
    expect((await item('FAST_3M')).numero).toBe(numero);
  });

  it('draw-now locks the issue on sale in a second and draws it a second later; the next issue opens at that draw', async () => {
    const before = await item('VN_TTH');
    const moved = value(okEnvelope(LotteryIssueAnswerSchema), await fx.call({ method: 'POST', url: '/ops/test/lottery/draw-now', operator: true, payload: { gameId: 'VN_TTH' } })).issue;
    expect(moved.numero).toBe(before.numero);
    expect(Date.parse(moved.lockAt)).toBe(clock.getTime() + 1_000);
    expect(Date.parse(moved.drawAt)).toBe(clock.getTime() + 2_000);
    expect((await item('VN_TTH')).remainTime).toBe(1);
    await advance(2_000);
    const next = await item('VN_TTH');
    expect(next.lastNumero).toBe(before.numero);
    const nextIssue = value(okEnvelope(LotteryIssueAnswerSchema), await get(`/lgw/vn/numeros/VN_TTH/${next.numero}`)).issue;
    expect(nextIssue).toMatchObject({ status: 'OPEN', saleStartAt: moved.drawAt });
    expect(refusalOf(await fx.call({ method: 'POST', url: '/ops/test/lottery/draw-now', operator: true, payload: { gameId: 'NOPE' } }))).toMatchObject({ status: 404 });
    expect(refusalOf(await fx.call({ method: 'POST', url: '/ops/test/lottery/draw-now', operator: true, payload: {} }))).toMatchObject({ status: 400, field: 'gameId' });
  });
});

describe('a bet through a draw', () => {
  it('a bet on a 1-minute lottery is drawn and settled by the scheduler, the wallet changing by the exact payout', async () => {
    const { memberId, token } = await member(10_000n);
    const current = await item('FAST_1M');
    const placed = value(okEnvelope(PlaceBetAnswerSchema), await bet(token, 'FAST_1M', current.numero));
    await advanceTo(new Date(Date.parse(current.winningTime) + 500));
    const result = value(okEnvelope(LotteryIssueAnswerSchema), await get(`/lgw/vn/numeros/FAST_1M/${current.numero}`)).issue;
    expect(result.status).toBe('SETTLED');
    const won = result.result!.tiers.find((tier) => tier.tier === 'DB')!.numbers[0]!.slice(-2) === '07';
    const [row] = await fx.db.query<{ status: string; payout: string }>(`SELECT status, payout::text AS payout FROM lottery_bets WHERE id = $1`, [placed.bet.betId]);
    expect(row?.status).toBe(won ? 'WON' : 'LOST');
    expect(await mainBalance(fx.db, memberId)).toBe(10_000n - 200n + BigInt(row?.payout ?? '0'));
  });
});
