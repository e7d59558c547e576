/**
 * The agent's reports on constructed data: every figure is compared with a sum computed here from
 * the rows the test wrote, filtered by hand (team, range, ledger). Times are written on the site's
 * clock (the default zone, UTC+7), the days the reports count in.
 */
import { DEFAULT_SITE_TIME_ZONE, siteDay } from '@site/shared/contract';
import {
  AgentOverviewSchema,
  TeamBetsValueSchema,
  TeamProfitLossValueSchema,
  TeamTransactionsValueSchema,
  type AgentOverview,
  type TeamBetsValue,
  type TeamProfitLossValue,
  type TeamTransactionsValue,
} from '@site/shared/contract/agents';
import { issueSession } from '../../accounts/session-auth';
import { expectRefused, getAs, type TestMember } from '../../games/game-test-support';
import { insertRound, postEntryAt, query, valueOf } from '../../records/records-test-support';
import { createPlatformFixture, type PlatformFixture } from '../../testing/platform-fixture';
import { creditReward } from '../../rewards/bonus/credit-reward';
import { formatAmount } from '../../wallet/money';

let fx: PlatformFixture;
let serial = 0;

beforeAll(async () => {
  fx = await createPlatformFixture();
}, 120_000);

afterAll(async () => {
  await fx?.close();
});

const RANGE = { period: 'custom', startDate: '2025-03-01', endDate: '2025-03-02' };
const inRange = (at: string) => at >= '2025-03-01T00:00:00+07:00' && at < '2025-03-03T00:00:00+07:00';
const text = (minor: number) => formatAmount(BigInt(minor));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function member(options: { type?: number; upline?: TestMember; createdAt?: string } = {}): Promise<TestMember> {
  serial += 1;
  const account = `rep${process.pid % 1000}x${serial}`;
  const [row] = await fx.db.query<{ id: string }>(
    `INSERT INTO members (account, type, password_hash, upline_id, created_at)
     VALUES ($1, $2, 'scrypt$not-a-real-hash', $3::bigint, coalesce($4::timestamptz, now())) RETURNING id::text AS id`,
    [account, options.type ?? 0, options.upline ? String(options.upline.memberId) : null, options.createdAt ?? null],
  );
  return { memberId: Number(row!.id), token: await issueSession(fx.db, row!.id), account };
}

const overviewOf = async (as: TestMember, params: Record<string, string | number | undefined> = RANGE) =>
  AgentOverviewSchema.parse(valueOf<AgentOverview>(await getAs(fx, `/wps/agent/overview?${query(params)}`, as)));
const betsOf = async (as: TestMember, params: Record<string, string | number | undefined>) =>
  TeamBetsValueSchema.parse(valueOf<TeamBetsValue>(await getAs(fx, `/wps/agent/team/bets?${query({ ...RANGE, ...params })}`, as)));
const profitLossOf = async (as: TestMember, params: Record<string, string | number | undefined>) =>
  TeamProfitLossValueSchema.parse(valueOf<TeamProfitLossValue>(await getAs(fx, `/wps/agent/team/profit-loss?${query({ ...RANGE, ...params })}`, as)));
const transactionsOf = async (as: TestMember, params: Record<string, string | number | undefined>) =>
  TeamTransactionsValueSchema.parse(valueOf<TeamTransactionsValue>(await getAs(fx, `/wps/agent/team/transactions?${query({ ...RANGE, ...params })}`, as)));

interface Round {
  member: TestMember;
  at: string;
  gameType: string;
  stake: number;
  win: number;
  ledger: 'REAL' | 'PLAY';
  status?: 'SETTLED' | 'ROLLED_BACK';
}

// The tree: agent A over sub-agent S and member M1; S over M2 and M3. Agent B over N, elsewhere.
let agentA: TestMember;
let subAgent: TestMember;
let m1: TestMember;
let m2: TestMember;
let m3: TestMember;
let agentB: TestMember;
let outsider: TestMember;
const rounds: Round[] = [];
const levelOf = new Map<number, number>();
const teamOfA = (m: TestMember) => levelOf.has(m.memberId);

async function round(spec: Round): Promise<void> {
  rounds.push(spec);
  await insertRound(fx.db, { memberId: spec.member.memberId, startedAt: spec.at, gameType: spec.gameType, stake: spec.stake, win: spec.win, ledger: spec.ledger, status: spec.status });
}

/** The rounds the reports of A count: its team's real-money rounds of the range. */
const countedRounds = (keep: (r: Round) => boolean = () => true) =>
  rounds.filter((r) => teamOfA(r.member) && r.ledger === 'REAL' && inRange(r.at) && keep(r));
const totalsOf = (list: Round[]) => {
  const counted = list.filter((r) => r.status !== 'ROLLED_BACK');
  const validBet = sum(counted.map((r) => r.stake));
  const win = sum(counted.map((r) => r.win));
  return { validBet, win };
};

let serialNo = 0;
const nextNo = () => String(Date.now()).slice(-8) + String((serialNo += 1)).padStart(4, '0');

async function creditedDeposit(who: TestMember, amount: number, at: string, state = 'CREDITED'): Promise<string> {
  const entry = state === 'CREDITED' ? (await postEntryAt(fx.db, { memberId: who.memberId, kind: 'DEPOSIT', amount, at })).entryId : null;
  const orderNo = `D${nextNo()}`;
  await fx.db.query(
    `INSERT INTO deposit_orders (order_no, member_id, channel, amount, state, request_id, entry_id, created_at, completed_at)
     VALUES ($1, $2::bigint, 'BANK_TRANSFER', $3, $4, $1, $5::bigint, $6::timestamptz, CASE WHEN $4 = 'PENDING' THEN NULL ELSE $6::timestamptz END)`,
    [orderNo, String(who.memberId), amount, state, entry, at],
  );
  return orderNo;
}

async function withdrawal(who: TestMember, options: { amount: number; received: number; state: string; at: string }): Promise<{ id: string; orderNo: string }> {
  const orderNo = `W${nextNo()}`;
  const [row] = await fx.db.query<{ id: string }>(
    `INSERT INTO withdrawals (order_no, member_id, request_id, amount, mode, state, unmatched, received, returned, payout_account_id,
       bank_name, account_no, account_holder, created_at, finished_at)
     VALUES ($1, $2::bigint, $1, $3::bigint, 'MATCHED', $4, 0, $5::bigint, $3::bigint - $5::bigint, 1, 'Bank', '123', 'Holder', $6::timestamptz,
             CASE WHEN $4 IN ('COMPLETED', 'CANCELLED') THEN $6::timestamptz END)
     RETURNING id::text AS id`,
    [orderNo, String(who.memberId), options.amount, options.state, options.received, options.at],
  );
  return { id: row!.id, orderNo };
}

async function receivedSlice(withdrawalId: string, depositor: TestMember, amount: number, at: string): Promise<string> {
  const sliceNo = `S${nextNo()}`;
  await fx.db.query(
    `INSERT INTO withdrawal_slices (slice_no, withdrawal_id, depositor_id, request_id, amount, state, resolution, created_at, payment_deadline, finished_at)
     VALUES ($1, $2::bigint, $3::bigint, $1, $4, 'RECEIVED', 'CONFIRMED', $5::timestamptz, $5::timestamptz, $5::timestamptz)`,
    [sliceNo, withdrawalId, String(depositor.memberId), amount, at],
  );
  return sliceNo;
}

async function transfer(table: 'upline_transfers' | 'downline_transfers', from: TestMember, to: TestMember, amount: number, at: string): Promise<string> {
  const { entryId } = await postEntryAt(fx.db, { memberId: to.memberId, kind: table === 'upline_transfers' ? 'UPLINE_TRANSFER' : 'OPS_CREDIT', amount, at });
  const reference = `${table === 'upline_transfers' ? 'UT' : 'DT'}${nextNo()}`;
  const sql =
    table === 'upline_transfers'
      ? `INSERT INTO upline_transfers (reference, member_id, upline_id, request_id, amount, entry_id, created_at) VALUES ($1, $2::bigint, $3::bigint, $4, $5, $6::bigint, $7::timestamptz)`
      : `INSERT INTO downline_transfers (reference, agent_id, member_id, request_id, amount, entry_id, created_at) VALUES ($1, $3::bigint, $2::bigint, $4, $5, $6::bigint, $7::timestamptz)`;
  // upline_transfers: (member = sender, upline = receiver); downline_transfers: (agent = sender, member = receiver).
  const [member, other] = table === 'upline_transfers' ? [from, to] : [to, from];
  await fx.db.query(sql, [reference, String(member.memberId), String(other.memberId), `req-${reference}`, amount, entryId, at]);
  return reference;
}

interface Credit {
  who: TestMember;
  source: string;
  amount: number;
  at: string;
}
const credits: Credit[] = [];

/** A reward credit as creditReward leaves it (its entry and its member_bonuses row), at a given time. */
async function rewardCredit(spec: Credit): Promise<void> {
  credits.push(spec);
  const reference = `${spec.source}-${nextNo()}`;
  const { entryId } = await postEntryAt(fx.db, { memberId: spec.who.memberId, kind: 'REWARD', amount: spec.amount, at: spec.at, reference });
  await fx.db.query(
    `INSERT INTO member_bonuses (member_id, source, reference, amount, entry_id, created_at) VALUES ($1::bigint, $2, $3, $4, $5::bigint, $6::timestamptz)`,
    [String(spec.who.memberId), spec.source, reference, spec.amount, entryId, spec.at],
  );
}

/** What the reports of A count as bonus and rebate: its team's credits of the range, rebate being source REBATE. */
const creditsOf = (keep: (c: Credit) => boolean = () => true) => {
  const counted = credits.filter((c) => teamOfA(c.who) && inRange(c.at) && keep(c));
  return { bonus: sum(counted.filter((c) => c.source !== 'REBATE').map((c) => c.amount)), rebate: sum(counted.filter((c) => c.source === 'REBATE').map((c) => c.amount)) };
};

interface Money {
  who: TestMember;
  amount: number;
  at: string;
  kind: 'DEPOSIT' | 'WITHDRAWAL' | 'TRANSFER';
  reference: string;
  status: string;
  counterparty: string | null;
  /** What the overview counts: a completed deposit, or what a withdrawal paid out. */
  counted: number;
}
const moneyRows: Money[] = [];

beforeAll(async () => {
  agentA = await member({ type: 1, createdAt: '2025-01-01T00:00:00+07:00' });
  subAgent = await member({ type: 2, upline: agentA, createdAt: '2025-02-01T00:00:00+07:00' });
  m1 = await member({ upline: agentA, createdAt: '2025-02-27T23:59:59+07:00' });
  m2 = await member({ upline: subAgent, createdAt: '2025-03-01T00:00:00+07:00' });
  m3 = await member({ upline: subAgent, createdAt: '2025-03-02T23:59:59+07:00' });
  agentB = await member({ type: 1, createdAt: '2025-03-01T10:00:00+07:00' });
  outsider = await member({ upline: agentB, createdAt: '2025-03-01T10:00:00+07:00' });
  for (const [m, level] of [[subAgent, 1], [m1, 1], [m2, 2], [m3, 2]] as const) levelOf.set(m.memberId, level);

  await round({ member: m1, at: '2025-03-01T00:00:00+07:00', gameType: 'RNG', stake: 10_000, win: 25_000, ledger: 'REAL' });
  await round({ member: m2, at: '2025-03-01T12:00:00+07:00', gameType: 'FISH', stake: 20_000, win: 0, ledger: 'REAL' });
  await round({ member: m2, at: '2025-03-02T08:00:00+07:00', gameType: 'LOTT', stake: 5_000, win: 45_000, ledger: 'REAL' });
  await round({ member: subAgent, at: '2025-03-02T23:59:59+07:00', gameType: 'RNG', stake: 3_000, win: 6_000, ledger: 'REAL' });
  await round({ member: m3, at: '2025-03-02T09:00:00+07:00', gameType: 'RNG', stake: 0, win: 0, ledger: 'REAL', status: 'ROLLED_BACK' });
  // Fourteen small ones of M3, so the list has a second page.
  for (let i = 0; i < 14; i += 1) await round({ member: m3, at: `2025-03-02T10:${String(i).padStart(2, '0')}:00+07:00`, gameType: 'LIVE', stake: 100 + i, win: i % 2 ? 300 : 0, ledger: 'REAL' });
  // Not counted: outside the range, play money, the agent's own round, another team's round.
  await round({ member: m1, at: '2025-02-28T23:59:59+07:00', gameType: 'RNG', stake: 700, win: 0, ledger: 'REAL' });
  await round({ member: m1, at: '2025-03-03T00:00:00+07:00', gameType: 'RNG', stake: 800, win: 0, ledger: 'REAL' });
  await round({ member: m2, at: '2025-03-01T08:00:00+07:00', gameType: 'RNG', stake: 900, win: 0, ledger: 'PLAY' });
  await round({ member: agentA, at: '2025-03-01T08:00:00+07:00', gameType: 'RNG', stake: 1_000, win: 0, ledger: 'REAL' });
  await round({ member: outsider, at: '2025-03-01T08:00:00+07:00', gameType: 'RNG', stake: 12_300, win: 100, ledger: 'REAL' });

  const add = (row: Money) => moneyRows.push(row);
  // M1 deposited before the range, so its deposit in the range is not a first deposit; M2's is.
  await creditedDeposit(m1, 50_000, '2025-02-20T00:00:00+07:00');
  add({ who: m1, amount: 20_000, at: '2025-03-01T01:00:00+07:00', kind: 'DEPOSIT', reference: await creditedDeposit(m1, 20_000, '2025-03-01T01:00:00+07:00'), status: 'COMPLETED', counterparty: null, counted: 20_000 });
  add({ who: m1, amount: 7_000, at: '2025-03-01T02:00:00+07:00', kind: 'DEPOSIT', reference: await creditedDeposit(m1, 7_000, '2025-03-01T02:00:00+07:00', 'PENDING'), status: 'PENDING', counterparty: null, counted: 0 });
  add({ who: m2, amount: 30_000, at: '2025-03-02T03:00:00+07:00', kind: 'DEPOSIT', reference: await creditedDeposit(m2, 30_000, '2025-03-02T03:00:00+07:00'), status: 'COMPLETED', counterparty: null, counted: 30_000 });
  add({ who: m2, amount: 9_000, at: '2025-03-02T04:00:00+07:00', kind: 'DEPOSIT', reference: await creditedDeposit(m2, 9_000, '2025-03-02T04:00:00+07:00', 'REJECTED'), status: 'REJECTED', counterparty: null, counted: 0 });
  await creditedDeposit(outsider, 40_000, '2025-03-01T05:00:00+07:00');

  // M1's withdrawal completed, paid by M3's matched deposit (M3's first deposit); S's cancelled after 20.00 was received.
  const paid = await withdrawal(m1, { amount: 15_000, received: 15_000, state: 'COMPLETED', at: '2025-03-01T06:00:00+07:00' });
  add({ who: m1, amount: 15_000, at: '2025-03-01T06:00:00+07:00', kind: 'WITHDRAWAL', reference: paid.orderNo, status: 'COMPLETED', counterparty: null, counted: 15_000 });
  add({ who: m3, amount: 15_000, at: '2025-03-01T07:00:00+07:00', kind: 'DEPOSIT', reference: await receivedSlice(paid.id, m3, 15_000, '2025-03-01T07:00:00+07:00'), status: 'COMPLETED', counterparty: null, counted: 15_000 });
  const partial = await withdrawal(subAgent, { amount: 10_000, received: 2_000, state: 'CANCELLED', at: '2025-03-02T05:00:00+07:00' });
  add({ who: subAgent, amount: 10_000, at: '2025-03-02T05:00:00+07:00', kind: 'WITHDRAWAL', reference: partial.orderNo, status: 'CANCELLED', counterparty: null, counted: 2_000 });
  const open = await withdrawal(m2, { amount: 11_000, received: 0, state: 'MATCHING', at: '2025-03-02T06:00:00+07:00' });
  add({ who: m2, amount: 11_000, at: '2025-03-02T06:00:00+07:00', kind: 'WITHDRAWAL', reference: open.orderNo, status: 'PENDING', counterparty: null, counted: 0 });
  await withdrawal(outsider, { amount: 10_000, received: 10_000, state: 'COMPLETED', at: '2025-03-01T06:00:00+07:00' });

  add({ who: m1, amount: 1_500, at: '2025-03-01T09:00:00+07:00', kind: 'TRANSFER', reference: await transfer('upline_transfers', m1, agentA, 1_500, '2025-03-01T09:00:00+07:00'), status: 'COMPLETED', counterparty: agentA.account, counted: 0 });
  add({ who: m2, amount: 2_500, at: '2025-03-02T09:30:00+07:00', kind: 'TRANSFER', reference: await transfer('downline_transfers', subAgent, m2, 2_500, '2025-03-02T09:30:00+07:00'), status: 'COMPLETED', counterparty: subAgent.account, counted: 0 });
  // Outside the range.
  await transfer('upline_transfers', m1, agentA, 1_000, '2025-03-03T00:00:00+07:00');

  // Rewards: cash and bonus money count as bonus, rebate claims as rebate.
  await rewardCredit({ who: m1, source: 'REWARD', amount: 1_000, at: '2025-03-01T00:00:00+07:00' });
  await rewardCredit({ who: m2, source: 'REBATE', amount: 250, at: '2025-03-02T10:00:00+07:00' });
  await rewardCredit({ who: m2, source: 'RAFFLE', amount: 500, at: '2025-03-02T23:59:59+07:00' });
  await rewardCredit({ who: m2, source: 'REBATE', amount: 125, at: '2025-03-01T11:00:00+07:00' });
  await rewardCredit({ who: subAgent, source: 'OPERATOR', amount: 70, at: '2025-03-02T01:00:00+07:00' });
  // Not counted: outside the range, the agent's own, another team's.
  await rewardCredit({ who: m3, source: 'OPERATOR', amount: 300, at: '2025-03-03T00:00:00+07:00' });
  await rewardCredit({ who: m3, source: 'REBATE', amount: 40, at: '2025-02-28T23:59:59+07:00' });
  await rewardCredit({ who: agentA, source: 'REWARD', amount: 800, at: '2025-03-01T08:00:00+07:00' });
  await rewardCredit({ who: outsider, source: 'REWARD', amount: 999, at: '2025-03-01T08:00:00+07:00' });
}, 60_000);

describe('overview', () => {
  it("sums the team's figures of the period, each checked against the rows written", async () => {
    const overview = await overviewOf(agentA);
    const team = [subAgent, m1, m2, m3];
    const counted = moneyRows.filter((row) => inRange(row.at));
    const bets = totalsOf(countedRounds());
    expect(overview).toEqual({
      startDate: '2025-03-01',
      endDate: '2025-03-02',
      teamSize: team.length,
      directDownlines: team.filter((m) => levelOf.get(m.memberId) === 1).length,
      // M2 and M3 registered inside the range (its first and last second); M1 before it.
      newRegistrations: 2,
      // M2 (credited order) and M3 (matched deposit); M1 had deposited before the range.
      firstDeposits: 2,
      depositAmount: text(sum(counted.filter((row) => row.kind === 'DEPOSIT').map((row) => row.counted))),
      withdrawalAmount: text(sum(counted.filter((row) => row.kind === 'WITHDRAWAL').map((row) => row.counted))),
      validBet: text(bets.validBet),
      teamProfitLoss: text(bets.win - bets.validBet),
      ownIncome: '0.00',
      pendingOffers: 0,
    });
    // Spelled out once: 200 + 300 + 150 deposited, 150 + 20 paid out.
    expect([overview.depositAmount, overview.withdrawalAmount]).toEqual(['650.00', '170.00']);
  });

  it("shows a sub-agent its own team only, and another agent nothing of A's", async () => {
    const ofS = await overviewOf(subAgent);
    const bets = totalsOf(countedRounds((r) => r.member === m2 || r.member === m3));
    expect(ofS).toMatchObject({ teamSize: 2, directDownlines: 2, validBet: text(bets.validBet), teamProfitLoss: text(bets.win - bets.validBet) });
    const ofB = await overviewOf(agentB);
    expect(ofB).toMatchObject({ teamSize: 1, newRegistrations: 1, firstDeposits: 1, depositAmount: '400.00', withdrawalAmount: '100.00', validBet: '123.00', teamProfitLoss: '-122.00' });
  });

  it('answers the default period (today) with zeros for a team that has not played today', async () => {
    const today = siteDay(new Date(), DEFAULT_SITE_TIME_ZONE);
    expect(await overviewOf(agentA, {})).toMatchObject({ startDate: today, endDate: today, validBet: '0.00', depositAmount: '0.00', teamSize: 4 });
  });
});

describe('team betting', () => {
  it('lists the team\'s real-money rounds newest first over two pages, with totals', async () => {
    const expected = countedRounds().sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
    const first = await betsOf(agentA, {});
    const second = await betsOf(agentA, { pageNo: 2 });
    expect(first).toMatchObject({ pageNo: 1, totalPages: 2, totalCount: expected.length });
    const listed = [...first.list, ...second.list];
    expect(listed.map((bet) => [bet.account, bet.level, bet.startedAt, bet.gameType, bet.stake, bet.win])).toEqual(
      expected.map((r) => [r.member.account, levelOf.get(r.member.memberId), new Date(r.at).toISOString(), r.gameType, text(r.stake), text(r.win)]),
    );
    const totals = totalsOf(expected);
    expect(first.totals).toEqual({ stake: text(totals.validBet), validBet: text(totals.validBet), win: text(totals.win), profitLoss: text(totals.win - totals.validBet) });
  });

  it('filters by account, level and game type (lottery is LOTT), totals from the rollups', async () => {
    const check = async (params: Record<string, string | number>, keep: (r: Round) => boolean) => {
      const page = await betsOf(agentA, params);
      const expected = countedRounds(keep);
      const totals = totalsOf(expected);
      expect(page.totalCount).toBe(expected.length);
      expect(page.list.length).toBe(Math.min(15, expected.length));
      expect(page.totals).toEqual({ stake: text(totals.validBet), validBet: text(totals.validBet), win: text(totals.win), profitLoss: text(totals.win - totals.validBet) });
    };
    await check({ account: m2.account.toUpperCase() }, (r) => r.member === m2);
    await check({ level: 1 }, (r) => levelOf.get(r.member.memberId) === 1);
    await check({ level: 2, gameType: 'LIVE' }, (r) => levelOf.get(r.member.memberId) === 2 && r.gameType === 'LIVE');
    await check({ gameType: 'LOTT' }, (r) => r.gameType === 'LOTT');
    await check({ account: m1.account, level: 2 }, () => false);
  });
});

describe('user profit and loss', () => {
  it('lists every member of the team by level, then registration, with sums from the rollups', async () => {
    const page = await profitLossOf(agentA, {});
    const figures = (bets: { validBet: number; win: number }, rewards: { bonus: number; rebate: number }) => ({
      validBet: text(bets.validBet),
      win: text(bets.win),
      bonus: text(rewards.bonus),
      rebate: text(rewards.rebate),
      profitLoss: text(bets.win + rewards.bonus + rewards.rebate - bets.validBet),
    });
    const row = (m: TestMember) => ({
      account: m.account,
      level: levelOf.get(m.memberId),
      ...figures(totalsOf(countedRounds((r) => r.member === m)), creditsOf((c) => c.who === m)),
    });
    expect(page.list).toEqual([row(subAgent), row(m1), row(m2), row(m3)]);
    // The figures are not all zero: the rewards are really in them.
    expect(row(m2)).toMatchObject({ bonus: '5.00', rebate: '3.75' });
    expect(page.totals).toEqual(figures(totalsOf(countedRounds()), creditsOf()));
    expect(page).toMatchObject({ pageNo: 1, totalPages: 1, totalCount: 4 });

    const second = await profitLossOf(agentA, { level: 2 });
    expect(second.list).toEqual([row(m2), row(m3)]);
    const atLevel2 = (who: TestMember) => levelOf.get(who.memberId) === 2;
    expect(second.totals).toEqual(figures(totalsOf(countedRounds((r) => atLevel2(r.member))), creditsOf((c) => atLevel2(c.who))));
    const one = await profitLossOf(agentA, { account: m2.account });
    expect(one.list).toEqual([row(m2)]);
    const { account, level, ...own } = row(m2);
    expect({ account, level }).toEqual({ account: m2.account, level: 2 });
    expect(one.totals).toEqual(own);
  });
});

describe('transaction details', () => {
  it("lists the team's deposits, withdrawals and transfers of the range newest first", async () => {
    const page = await transactionsOf(agentA, {});
    const expected = moneyRows.filter((row) => inRange(row.at)).sort((a, b) => (a.at < b.at ? 1 : -1));
    expect(page.list).toEqual(
      expected.map((row) => ({
        reference: row.reference,
        account: row.who.account,
        kind: row.kind,
        counterpartyAccount: row.counterparty,
        amount: text(row.amount),
        status: row.status,
        createdAt: new Date(row.at).toISOString(),
      })),
    );
    expect(page.totalCount).toBe(expected.length);
  });

  it('filters by kind and by account', async () => {
    const transfers = await transactionsOf(agentA, { kind: 'TRANSFER' });
    expect(transfers.list.map((row) => row.reference)).toEqual(
      moneyRows.filter((row) => row.kind === 'TRANSFER' && inRange(row.at)).sort((a, b) => (a.at < b.at ? 1 : -1)).map((row) => row.reference),
    );
    const ofM2 = await transactionsOf(agentA, { account: m2.account });
    expect(ofM2.list.map((row) => row.account)).toEqual(moneyRows.filter((row) => row.who === m2 && inRange(row.at)).map(() => m2.account));
  });
});

describe('who may ask', () => {
  it('answers 404 AGENT_NOT_IN_TEAM for an account outside the team, existing or not, on every call that takes one', async () => {
    for (const path of ['/wps/agent/team/bets', '/wps/agent/team/profit-loss', '/wps/agent/team/transactions']) {
      for (const account of [m1.account, agentA.account, `nobody${serial}`]) {
        expectRefused(await getAs(fx, `${path}?${query({ ...RANGE, account })}`, agentB), 404, 'AGENT_NOT_IN_TEAM', 'account');
      }
      // The caller is not in its own team either.
      expectRefused(await getAs(fx, `${path}?${query({ ...RANGE, account: agentB.account })}`, agentB), 404, 'AGENT_NOT_IN_TEAM', 'account');
    }
  });

  it('refuses members and trial accounts, and a missing session', async () => {
    const trial = await member({ type: 4 });
    for (const path of ['/wps/agent/overview', '/wps/agent/team/bets', '/wps/agent/team/profit-loss', '/wps/agent/team/transactions']) {
      expectRefused(await getAs(fx, path, m1), 403, 'FORBIDDEN');
      expectRefused(await getAs(fx, path, trial), 403, 'FORBIDDEN');
      expectRefused(await getAs(fx, path), 401, 'SESSION_INVALID');
    }
  });

  it('refuses bad input naming the field', async () => {
    const bad = async (path: string, params: Record<string, string>, field: string) =>
      expectRefused(await getAs(fx, `${path}?${new URLSearchParams(params).toString()}`, agentA), 400, 'VALIDATION', field);
    await bad('/wps/agent/overview', { period: 'custom', startDate: '2025-03-01' }, 'endDate');
    await bad('/wps/agent/overview', { period: 'custom', startDate: '2025-01-01', endDate: '2025-06-01' }, 'endDate');
    await bad('/wps/agent/overview', { period: 'lastYear' }, 'period');
    await bad('/wps/agent/team/bets', { level: '0' }, 'level');
    await bad('/wps/agent/team/bets', { gameType: 'POKER' }, 'gameType');
    await bad('/wps/agent/team/profit-loss', { level: 'two' }, 'level');
    await bad('/wps/agent/team/transactions', { kind: 'BONUS' }, 'kind');
    await bad('/wps/agent/team/transactions', { pageNo: '0' }, 'pageNo');
  });
});

describe('team rollup', () => {
  it('equals the members\' real-money rollups summed through the member tree, after wins and rollbacks too', async () => {
    const id = await insertRound(fx.db, { memberId: m3.memberId, startedAt: '2025-04-01T10:00:00+07:00', gameType: 'RNG', stake: 500 });
    await fx.db.query(`UPDATE game_rounds SET win = 1200 WHERE id = $1::bigint`, [id]);
    const other = await insertRound(fx.db, { memberId: m2.memberId, startedAt: '2025-04-01T11:00:00+07:00', gameType: 'RNG', stake: 700 });
    await fx.db.query(`UPDATE game_rounds SET valid_bet = 0, stake = 0, status = 'ROLLED_BACK' WHERE id = $1::bigint`, [other]);
    const mismatches = await fx.db.query(
      `WITH expected AS (
         SELECT t.ancestor_id AS agent_id, r.day, t.depth, r.game_type, sum(r.valid_bet) AS valid_bet, sum(r.win) AS win,
                sum(r.rounds) AS rounds, sum(r.round_rows) AS round_rows
         FROM member_daily_rollups r JOIN member_tree t ON t.descendant_id = r.member_id AND t.depth >= 1
         WHERE r.ledger = 'REAL' GROUP BY 1, 2, 3, 4)
       SELECT * FROM expected e FULL JOIN team_daily_rollups x USING (agent_id, day, depth, game_type)
       WHERE e.valid_bet IS DISTINCT FROM x.valid_bet OR e.win IS DISTINCT FROM x.win OR e.rounds IS DISTINCT FROM x.rounds
          OR e.round_rows IS DISTINCT FROM x.round_rows`,
    );
    expect(mismatches).toEqual([]);
    const [april] = await fx.db.query<{ valid_bet: string; win: string; rounds: number; round_rows: number }>(
      `SELECT valid_bet::text, win::text, rounds, round_rows FROM team_daily_rollups WHERE agent_id = $1::bigint AND day = '2025-04-01' AND depth = 2`,
      [String(agentA.memberId)],
    );
    expect(april).toEqual({ valid_bet: '500', win: '1200', rounds: 1, round_rows: 2 });
  });

  it("carries every reward credit into the member's and the team's rewards of its site day, as creditReward pays it", async () => {
    const before = await fx.db.query<{ bonus: string; rebate: string }>(
      `SELECT coalesce(sum(bonus), 0)::text AS bonus, coalesce(sum(rebate), 0)::text AS rebate FROM team_daily_rewards WHERE agent_id = $1::bigint AND day = site_day(now())`,
      [String(agentA.memberId)],
    );
    await creditReward(fx.db, { memberId: String(m3.memberId), amount: 2_000n, multiplier: 0, source: 'REBATE', reference: `team-${nextNo()}`, title: 'Rebate' });
    await creditReward(fx.db, { memberId: String(m3.memberId), amount: 3_000n, multiplier: 5, source: 'OPERATOR', reference: `team-${nextNo()}`, title: 'Bonus money' });
    const [after] = await fx.db.query<{ bonus: string; rebate: string }>(
      `SELECT coalesce(sum(bonus), 0)::text AS bonus, coalesce(sum(rebate), 0)::text AS rebate FROM team_daily_rewards WHERE agent_id = $1::bigint AND day = site_day(now())`,
      [String(agentA.memberId)],
    );
    expect({ bonus: BigInt(after!.bonus) - BigInt(before[0]!.bonus), rebate: BigInt(after!.rebate) - BigInt(before[0]!.rebate) }).toEqual({ bonus: 3_000n, rebate: 2_000n });
    const mismatches = await fx.db.query(
      `WITH members AS (
         SELECT member_id, site_day(created_at) AS day, sum(amount) FILTER (WHERE source <> 'REBATE') AS bonus, sum(amount) FILTER (WHERE source = 'REBATE') AS rebate
         FROM member_bonuses GROUP BY 1, 2),
       expected AS (
         SELECT t.ancestor_id AS agent_id, r.day, t.depth, coalesce(sum(r.bonus), 0) AS bonus, coalesce(sum(r.rebate), 0) AS rebate
         FROM members r JOIN member_tree t ON t.descendant_id = r.member_id AND t.depth >= 1 GROUP BY 1, 2, 3)
       SELECT * FROM expected e FULL JOIN team_daily_rewards x USING (agent_id, day, depth)
       WHERE e.bonus IS DISTINCT FROM x.bonus OR e.rebate IS DISTINCT FROM x.rebate`,
    );
    expect(mismatches).toEqual([]);
  });

  it("keeps each agent's team size by level and registrations by day equal to the member tree's", async () => {
    await member({ upline: m3, createdAt: '2025-03-02T12:00:00+07:00' });
    const sizes = await fx.db.query(
      `SELECT * FROM (SELECT ancestor_id AS agent_id, depth, count(*)::int AS members FROM member_tree WHERE depth >= 1 GROUP BY 1, 2) e
       FULL JOIN team_sizes x USING (agent_id, depth) WHERE e.members IS DISTINCT FROM x.members`,
    );
    expect(sizes).toEqual([]);
    const registrations = await fx.db.query(
      `SELECT * FROM (SELECT t.ancestor_id AS agent_id, site_day(m.created_at) AS day, count(*)::int AS registrations
                      FROM member_tree t JOIN members m ON m.id = t.descendant_id WHERE t.depth >= 1 GROUP BY 1, 2) e
       FULL JOIN team_daily_registrations x USING (agent_id, day) WHERE e.registrations IS DISTINCT FROM x.registrations`,
    );
    expect(registrations).toEqual([]);
    // The new member is at level 3 under A and registered inside the range.
    expect(await overviewOf(agentA)).toMatchObject({ teamSize: 5, directDownlines: 2, newRegistrations: 3 });
  });
});
