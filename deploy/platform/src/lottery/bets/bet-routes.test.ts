/**
 * The bet calls through HTTP: placing a bet (lock time to the millisecond on an injected clock,
 * idempotency, refusals that write nothing), my bets (paging, filters, only the caller's own) and
 * the odds (every market keeps a house edge).
 */
import { LOTTERY_BET_TYPES, LOTTERY_SHAPE_TIERS, LotteryBetPageSchema, lotteryRoundName, LotteryOddsSchema, PlaceBetAnswerSchema, type LotteryResultShape } from '@site/shared/contract/lottery';
import { DEFAULT_SITE_TIME_ZONE, siteDay } from '@site/shared/contract';
import { issueSession } from '../../accounts/session-auth';
import type { ScriptDb } from '../../db/database';
import { bettingRecord } from '../../records/betting-record';
import { refusalOf } from '../../testing/account-client';
import { createPlatformFixture, type PlatformFixture } from '../../testing/platform-fixture';
import { insertMember } from '../../wallet/wallet-test-db';
import { cancelIssue, fundedMember, insertIssue, mainBalance, type TestIssue } from './bet-test-support';

const START = new Date('2026-05-04T09:00:00.000Z');
let clockAt = START;
let fx: PlatformFixture;
let serial = 0;

beforeAll(async () => {
  fx = await createPlatformFixture({ lottery: { schedule: false, now: () => clockAt } });
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

beforeEach(() => {
  clockAt = START;
});

const db = () => fx.db as ScriptDb;
const requestId = () => `bet-${process.pid}-${(serial += 1)}`;

async function member(money = 100_000n): Promise<{ memberId: string; token: string }> {
  const memberId = await fundedMember(db(), money);
  return { memberId, token: await issueSession(fx.db, memberId) };
}

/** A FAST_1M issue on sale from a minute before START until 30 s after it. */
const openIssue = (gameId = 'FAST_1M') => insertIssue(fx.db, { gameId, saleStartAt: new Date(START.getTime() - 60_000), lockAt: new Date(START.getTime() + 30_000) });

const place = (token: string | undefined, payload: unknown) =>
  fx.call({ method: 'POST', url: '/lgw/vn/bets', headers: token ? { authorization: token } : {}, payload: payload as Record<string, unknown> });
const myBets = (token: string, query = '') => fx.call({ method: 'GET', url: `/lgw/vn/bets${query}`, headers: { authorization: token } });

const betOn = (issue: TestIssue, fields: Record<string, unknown> = {}) => ({
  gameId: issue.gameId,
  numero: issue.numero,
  betType: 'LO2',
  numbers: ['07', '42'],
  units: 3,
  requestId: requestId(),
  ...fields,
});

/** What a refused call must leave untouched. */
async function written(): Promise<unknown> {
  const [row] = await fx.db.query(
    `SELECT (SELECT count(*)::int FROM lottery_bets) AS bets, (SELECT count(*)::int FROM journal_entries) AS entries,
            (SELECT count(*)::int FROM game_rounds) AS rounds, (SELECT string_agg(id || ':' || balance, ',' ORDER BY id) FROM ledger_accounts) AS balances`,
  );
  return row;
}

describe('POST /lgw/vn/bets', () => {
  it('takes the stake, records the bet and its round, and answers the bet and the balance', async () => {
    const issue = await openIssue();
    const { memberId, token } = await member(10_000n);
    const response = await place(token, betOn(issue));
    expect(response.statusCode).toBe(200);
    const value = PlaceBetAnswerSchema.parse(response.json().value);
    expect(value).toMatchObject({
      serverTime: START.getTime(),
      balance: '94.00',
      bet: {
        gameId: 'FAST_1M',
        remark: expect.any(String),
        numero: issue.numero,
        betType: 'LO2',
        numbers: ['07', '42'],
        units: 3,
        stake: '6.00',
        odds: '5.00',
        status: 'PLACED',
        payout: '0.00',
        placedAt: START.toISOString(),
        settledAt: null,
      },
    });
    expect(await mainBalance(fx.db, memberId)).toBe(9_400n);
    const header = await fx.call({ method: 'GET', url: '/wps/v2/wallets/balance', headers: { authorization: token } });
    expect(header.json().value.sumBalance).toBe('94.00');
    const [round] = await fx.db.query<{ vendor: string; game_type: string; game_code: string; valid_bet: string; status: string }>(
      `SELECT vendor, game_type, game_code, valid_bet::text AS valid_bet, status FROM game_rounds WHERE provider = 'LOTTERY' AND round_id = $1`,
      [`L${value.bet.betId}`],
    );
    expect(round).toEqual({ vendor: 'TCG_LOTTO_VN', game_type: 'LOTT', game_code: 'FAST_1M', valid_bet: '600', status: 'OPEN' });
    // The betting record names the round by its lottery and issue, which the centres translate.
    const day = siteDay(START, DEFAULT_SITE_TIME_ZONE);
    const record = await bettingRecord(fx.db, { memberId: Number(memberId), startDate: day, endDate: day, pageNo: 1 });
    expect(record.list).toEqual([expect.objectContaining({ gameCode: 'FAST_1M', gameName: lotteryRoundName(value.bet.remark, issue.numero) })]);
  });

  it('answers the same requestId with the first bet and takes the stake once; other content under it is refused', async () => {
    const issue = await openIssue();
    const { memberId, token } = await member(10_000n);
    const payload = betOn(issue, { betType: 'XIEN2', numbers: ['11', '22'], units: 2 });
    const first = await place(token, payload);
    // Even after the lock time, a repeat answers what was done.
    clockAt = new Date(issue.lockAt.getTime() + 5_000);
    const again = await place(token, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json().value.bet).toEqual(first.json().value.bet);
    expect(again.json().value.balance).toBe('98.00');
    expect(await mainBalance(fx.db, memberId)).toBe(9_800n);
    // Other content under it is refused after the lock time too, with the same refusal.
    expect(refusalOf(await place(token, { ...payload, numbers: ['11', '33'] }))).toMatchObject({ status: 409, errorCode: 'IDEMPOTENCY_CONFLICT', field: 'requestId' });

    clockAt = START;
    const before = await written();
    expect(refusalOf(await place(token, { ...payload, units: 3 }))).toMatchObject({ status: 409, errorCode: 'IDEMPOTENCY_CONFLICT', field: 'requestId' });
    expect(await written()).toEqual(before);
  });

  it('takes a bet 1 ms before the lock time and refuses one at it and 1 ms after it, writing nothing', async () => {
    const issue = await openIssue();
    const { token } = await member();
    clockAt = new Date(issue.lockAt.getTime() - 1);
    expect((await place(token, betOn(issue))).statusCode).toBe(200);

    const before = await written();
    for (const late of [0, 1]) {
      clockAt = new Date(issue.lockAt.getTime() + late);
      const response = await place(token, betOn(issue));
      expect(refusalOf(response)).toMatchObject({ status: 409, errorCode: 'LOTTERY_ISSUE_LOCKED', field: 'numero' });
    }
    expect(await written()).toEqual(before);
  });

  it('refuses an issue before its sale start, a cancelled one, and unknown lotteries and issues', async () => {
    const { token } = await member();
    const later = await insertIssue(fx.db, { gameId: 'FAST_3M', saleStartAt: new Date(START.getTime() + 1), lockAt: new Date(START.getTime() + 60_000), status: 'UPCOMING' });
    const cancelled = await openIssue('FAST_5M');
    await cancelIssue(fx.db, cancelled.id);
    const before = await written();
    expect(refusalOf(await place(token, betOn(later)))).toMatchObject({ status: 409, errorCode: 'LOTTERY_ISSUE_NOT_OPEN', field: 'numero' });
    expect(refusalOf(await place(token, betOn(cancelled)))).toMatchObject({ status: 409, errorCode: 'LOTTERY_ISSUE_NOT_OPEN', field: 'numero' });
    expect(refusalOf(await place(token, { ...betOn(later), gameId: 'VN_NOWHERE' }))).toMatchObject({ status: 404, errorCode: 'LOTTERY_UNKNOWN_GAME', field: 'gameId' });
    expect(refusalOf(await place(token, { ...betOn(later), numero: '20990101-0001' }))).toMatchObject({ status: 404, errorCode: 'LOTTERY_UNKNOWN_ISSUE', field: 'numero' });
    expect(await written()).toEqual(before);
  });

  it('refuses a stake above the balance with INSUFFICIENT_FUNDS and writes nothing', async () => {
    const issue = await openIssue();
    const { memberId, token } = await member(500n);
    const before = await written();
    // 3 units × 2 numbers = 6.00 > 5.00.
    expect(refusalOf(await place(token, betOn(issue)))).toMatchObject({ status: 409, errorCode: 'INSUFFICIENT_FUNDS', field: 'units' });
    expect(await written()).toEqual(before);
    expect(await mainBalance(fx.db, memberId)).toBe(500n);
  });

  it('refuses a member who never had a wallet with INSUFFICIENT_FUNDS and opens nothing', async () => {
    const issue = await openIssue();
    const { memberId, token } = await member(0n);
    const before = await written();
    expect(refusalOf(await place(token, betOn(issue)))).toMatchObject({ status: 409, errorCode: 'INSUFFICIENT_FUNDS', field: 'units' });
    expect(await written()).toEqual(before);
    expect(await fx.db.query(`SELECT id FROM ledger_accounts WHERE member_id = $1::bigint`, [memberId])).toEqual([]);
  });

  it('needs a real account', async () => {
    const issue = await openIssue();
    expect(refusalOf(await place(undefined, betOn(issue)))).toMatchObject({ status: 401, errorCode: 'SESSION_INVALID' });
    const trial = await insertMember(db(), { account: `lottrial${process.pid}`, type: 4 });
    expect(refusalOf(await place(await issueSession(fx.db, trial), betOn(issue)))).toMatchObject({ status: 403, errorCode: 'NEED_REAL_ACCOUNT' });
  });

  describe('bad input: 400 naming the field, nothing written', () => {
    let issue: TestIssue;
    let token: string;
    beforeAll(async () => {
      issue = await openIssue();
      ({ token } = await member());
    });

    it.each<[string, Record<string, unknown> | ((bet: Record<string, unknown>) => Record<string, unknown>), string]>([
      ['no gameId', (bet) => ({ ...bet, gameId: undefined }), 'gameId'],
      ['a gameId with lower case', { gameId: 'fast_1m' }, 'gameId'],
      ['a numero without its dash', { numero: '202605040001' }, 'numero'],
      ['an unknown bet type', { betType: 'LO4' }, 'betType'],
      ['a one-digit number for lô 2 số', { numbers: ['7'] }, 'numbers.0'],
      ['a three-digit number for đề', { betType: 'DE', numbers: ['07', '123'] }, 'numbers.1'],
      ['a two-digit number for đầu', { betType: 'DAU', numbers: ['12'] }, 'numbers.0'],
      ['a number with a sign', { numbers: ['-7'] }, 'numbers.0'],
      ['a repeated number', { numbers: ['07', '07'] }, 'numbers'],
      ['no numbers', { numbers: [] }, 'numbers'],
      ['eleven numbers', { numbers: ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10'] }, 'numbers'],
      ['two numbers for xiên 3', { betType: 'XIEN3', numbers: ['01', '02'] }, 'numbers'],
      ['five numbers for xiên 4', { betType: 'XIEN4', numbers: ['01', '02', '03', '04', '05'] }, 'numbers'],
      ['numbers as text', { numbers: '07' }, 'numbers'],
      ['0 units', { units: 0 }, 'units'],
      ['10,001 units', { units: 10_001 }, 'units'],
      ['1.5 units', { units: 1.5 }, 'units'],
      ['units as text', { units: '3' }, 'units'],
      ['a short requestId', { requestId: 'abc' }, 'requestId'],
      ['an unknown field', { stake: '1000.00' }, 'stake'],
    ])('%s', async (_name, change, field) => {
      const bet = betOn(issue);
      const payload = typeof change === 'function' ? change(bet) : { ...bet, ...change };
      const before = await written();
      expect(refusalOf(await place(token, payload))).toMatchObject({ status: 400, errorCode: 'VALIDATION', field });
      expect(await written()).toEqual(before);
    });
  });
});

describe('GET /lgw/vn/bets', () => {
  it('lists only the caller’s bets, newest first, 15 a page, by lottery and issue', async () => {
    const first = await openIssue();
    const second = await openIssue('FAST_3M');
    const alice = await member();
    const bob = await member();
    for (let index = 0; index < 17; index += 1) {
      clockAt = new Date(START.getTime() + index);
      expect((await place(alice.token, betOn(index < 12 ? first : second, { numbers: [String(index).padStart(2, '0')], units: 1 }))).statusCode).toBe(200);
    }
    // Bob reuses one of Alice's request ids: it is his own new bet, not a replay of hers.
    clockAt = new Date(START.getTime() + 20);
    const bobsBet = await place(bob.token, betOn(first, { requestId: 'shared-request-id' }));
    const alicesBet = await place(alice.token, betOn(first, { requestId: 'shared-request-id', numbers: ['99'] }));
    expect(bobsBet.json().value.bet.betId).not.toBe(alicesBet.json().value.bet.betId);

    const page1 = LotteryBetPageSchema.parse((await myBets(alice.token)).json().value);
    expect(page1).toMatchObject({ pageNo: 1, totalPages: 2, totalCount: 18 });
    expect(page1.list).toHaveLength(15);
    expect(page1.list.slice(0, 2).map((bet) => bet.numbers)).toEqual([['99'], ['16']]);
    expect(page1.list.every((bet) => bet.betId !== bobsBet.json().value.bet.betId)).toBe(true);
    const page9 = (await myBets(alice.token, '?pageNo=9')).json().value;
    expect(page9).toMatchObject({ pageNo: 2, totalPages: 2 });
    expect(page9.list).toHaveLength(3);

    const ofSecond = (await myBets(alice.token, `?gameId=${second.gameId}`)).json().value;
    expect(ofSecond.totalCount).toBe(5);
    const ofIssue = (await myBets(alice.token, `?gameId=${first.gameId}&numero=${first.numero}`)).json().value;
    expect(ofIssue.totalCount).toBe(13);

    const bobs = (await myBets(bob.token)).json().value;
    expect(bobs).toMatchObject({ totalCount: 1, list: [{ betId: bobsBet.json().value.bet.betId }] });
  });

  it.each([
    ['?pageNo=0', 'pageNo'],
    ['?pageNo=x', 'pageNo'],
    ['?gameId=fast', 'gameId'],
    ['?numero=1', 'numero'],
    ['?memberId=1', 'memberId'],
  ])('refuses %s naming %s', async (query, field) => {
    const { token } = await member(0n);
    expect(refusalOf(await myBets(token, query))).toMatchObject({ status: 400, errorCode: 'VALIDATION', field });
  });

  it('needs a session', async () => {
    expect(refusalOf(await fx.call({ method: 'GET', url: '/lgw/vn/bets' }))).toMatchObject({ status: 401, errorCode: 'SESSION_INVALID' });
  });
});

describe('GET /lgw/vn/bets/odds', () => {
  it('answers the unit price and every type’s odds of the lottery’s market, with no session', async () => {
    const north = LotteryOddsSchema.parse((await fx.call({ method: 'GET', url: '/lgw/vn/bets/odds?gameId=VN_MB' })).json().value);
    expect(north.unitPrice).toBe('1.00');
    expect(north.odds.map((entry) => entry.betType)).toEqual([...LOTTERY_BET_TYPES]);
    expect(north.odds.find((entry) => entry.betType === 'LO2')!.odds).toBe('3.48');
    const fast = LotteryOddsSchema.parse((await fx.call({ method: 'GET', url: '/lgw/vn/bets/odds?gameId=FAST_5M' })).json().value);
    expect(fast.odds.find((entry) => entry.betType === 'LO2')!.odds).toBe('5.00');
  });

  it.each([
    ['', 400, 'VALIDATION', 'gameId'],
    ['?gameId=vn', 400, 'VALIDATION', 'gameId'],
    ['?gameId=VN_MB&x=1', 400, 'VALIDATION', 'x'],
    ['?gameId=VN_NOWHERE', 404, 'LOTTERY_UNKNOWN_GAME', 'gameId'],
  ])('refuses %s', async (query, status, errorCode, field) => {
    expect(refusalOf(await fx.call({ method: 'GET', url: `/lgw/vn/bets/odds${query}` }))).toMatchObject({ status, errorCode, field });
  });

  /** How much a unit staked returns on average, from the shape's counts and uniform digits. */
  function expectedReturn(shape: LotteryResultShape, betType: (typeof LOTTERY_BET_TYPES)[number], odds: number): number {
    const tiers = LOTTERY_SHAPE_TIERS[shape];
    const numbers = tiers.reduce((sum, tier) => sum + tier.count, 0);
    const threeDigit = tiers.filter((tier) => tier.digits >= 3).reduce((sum, tier) => sum + tier.count, 0);
    const allOf = (k: number) => Array.from({ length: k + 1 }, (_, j) => (-1) ** j * binomial(k, j) * ((100 - j) / 100) ** numbers).reduce((a, b) => a + b, 0);
    const chance: Record<typeof betType, number> = {
      LO2: numbers / 100,
      LO3: threeDigit / 1000,
      DE: 1 / 100,
      CANG3: 1 / 1000,
      DAU: 1 / 10,
      DUOI: 1 / 10,
      XIEN2: allOf(2),
      XIEN3: allOf(3),
      XIEN4: allOf(4),
    };
    return chance[betType] * odds;
  }
  const binomial = (n: number, k: number): number => (k === 0 ? 1 : (binomial(n, k - 1) * (n - k + 1)) / k);

  it.each([
    ['VN_MB', 'NORTH27'],
    ['VN_DNG', 'SOUTH18'],
    ['VN_HCM', 'SOUTH18'],
    ['FAST_1M', 'SOUTH18'],
  ] as const)('%s returns between 85 %% and 96 %% of stakes for every bet type', async (gameId, shape) => {
    const { odds } = LotteryOddsSchema.parse((await fx.call({ method: 'GET', url: `/lgw/vn/bets/odds?gameId=${gameId}` })).json().value);
    for (const entry of odds) {
      const rtp = expectedReturn(shape, entry.betType, Number(entry.odds));
      expect([entry.betType, rtp > 0.85 && rtp < 0.96]).toEqual([entry.betType, true]);
    }
  });
});
