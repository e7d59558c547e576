/**
 * Settlement on constructed data: each kind and period paid exactly the amounts computed by hand in
 * the comments, money moving top down (platform -> top agent -> downline), a rerun paying nothing,
 * a stopped scheduler catching up, a short upline paying part and the rest later, and the ledger
 * reconciling after each. Times are written on the site's clock (the default zone, UTC+7): periods
 * begin at its midnight.
 */
import { DEFAULT_SITE_TIME_ZONE } from '@site/shared/contract';
import type { IncomeKind } from '@site/shared/contract/agents';
import type { ScriptDb } from '../../db/database';
import { reconcile } from '../../wallet/reconcile';
import { openLedgerTestDb } from '../../wallet/wallet-test-db';
import { agentIncomeTotal } from './income-total';
import { createSettlementScheduler } from './scheduler';
import { createSettlementRunner, type SettlementRunner } from './settle-kind';
import { settlePeriod } from './settle-period';
import { periodContaining } from './periods';
import {
  acceptedContract,
  fund,
  insertAgent,
  insertMember,
  insertRound,
  journalCount,
  mainBalance,
  paymentsOf,
  payoutsBalance,
  setCeiling,
  setCursor,
} from './settlement-test-kit';

let db: ScriptDb;
let runner: SettlementRunner;

beforeAll(async () => {
  db = await openLedgerTestDb();
  runner = createSettlementRunner(db);
}, 60_000);

afterAll(async () => {
  await db?.close();
});

const NOW = new Date('2026-01-10T00:00:00+07:00');
const LONG_AGO = '2024-12-01T00:00:00+07:00';

/** Settles `kind` for the periods ending after `from` and by `until`. */
async function settle(kind: IncomeKind, from: string, until: string) {
  await setCursor(db, kind, from);
  return runner.settle(kind, new Date(until), NOW);
}

async function expectReconciled(): Promise<void> {
  expect(await reconcile(db)).toMatchObject({ consistent: true, problemCount: 0 });
}

const key = (kind: IncomeKind, period: string, payee: string, part = '') => `agent-pay:${kind}:${period}:${payee}${part}`;

describe('daily salary', () => {
  it('pays each agent its amount on its whole team, top down, and a rerun pays nothing', async () => {
    await setCeiling(db, 'DAILY_SALARY', { rate: 200 });
    const top = await insertAgent(db, null);
    const agent = await insertAgent(db, top);
    const sub = await insertAgent(db, agent);
    const [active, idle, subPlayer] = [await insertMember(db, { upline: agent }), await insertMember(db, { upline: agent }), await insertMember(db, { upline: sub })];
    await acceptedContract(db, {
      kind: 'DAILY_SALARY',
      upline: top,
      downline: agent,
      tiers: [
        { dailyBetAmount: 100_000, activeMembers: 1, rate: 100 },
        { dailyBetAmount: 500_000, activeMembers: 2, rate: 150 },
      ],
      acceptedAt: LONG_AGO,
    });
    await acceptedContract(db, { kind: 'DAILY_SALARY', upline: agent, downline: sub, tiers: [{ rate: 80 }], acceptedAt: LONG_AGO });
    // 2025-01-15: 3,000.00 + 400.00 (below the 500.00 of an active member) + 2,000.00.
    await insertRound(db, active, { stake: 300_000, win: 100_000, startedAt: '2025-01-15T09:00:00+07:00' });
    await insertRound(db, idle, { stake: 40_000, win: 0, startedAt: '2025-01-15T23:59:59+07:00' });
    await insertRound(db, subPlayer, { stake: 200_000, win: 500_000, startedAt: '2025-01-15T00:00:00+07:00' });
    // Not that day, or not real money: never counted.
    await insertRound(db, active, { stake: 999_900, win: 0, startedAt: '2025-01-16T00:00:00+07:00' });
    await insertRound(db, active, { stake: 777_700, win: 0, startedAt: '2025-01-15T12:00:00+07:00', ledger: 'PLAY' });
    const payoutsBefore = await payoutsBalance(db);

    const report = await settle('DAILY_SALARY', '2025-01-15T00:00:00+07:00', '2025-01-16T00:00:00+07:00');
    expect(report.periods.map((p) => p.periodKey)).toEqual(['2025-01-15']);

    // Top (site ceiling 2.00 %) on 5,400.00 = 108.00; agent (tier 2: 5,400.00 and 2 active) 1.50 % = 81.00;
    // sub 0.80 % of 2,000.00 = 16.00.
    expect(await paymentsOf(db, 'DAILY_SALARY', [top, agent, sub])).toEqual([
      { periodKey: '2025-01-15', payer: null, payee: top, due: 10_800n, paid: 10_800n, status: 'PAID', keys: [key('DAILY_SALARY', '2025-01-15', top)] },
      { periodKey: '2025-01-15', payer: top, payee: agent, due: 8_100n, paid: 8_100n, status: 'PAID', keys: [key('DAILY_SALARY', '2025-01-15', agent)] },
      { periodKey: '2025-01-15', payer: agent, payee: sub, due: 1_600n, paid: 1_600n, status: 'PAID', keys: [key('DAILY_SALARY', '2025-01-15', sub)] },
    ]);
    // Each keeps its amount minus what it pays its own contracted downline.
    expect([await mainBalance(db, top), await mainBalance(db, agent), await mainBalance(db, sub)]).toEqual([2_700n, 6_500n, 1_600n]);
    expect(await payoutsBalance(db)).toBe(payoutsBefore - 10_800n);
    expect(await agentIncomeTotal(db, agent, { startDate: '2025-01-15', endDate: '2025-01-15' })).toBe(6_500n);
    expect(await agentIncomeTotal(db, agent, { startDate: '2025-01-16', endDate: '2025-01-31' })).toBe(0n);
    await expectReconciled();

    // Again: from the cursor nothing is due; from before the period, the run is finished; a run
    // cut short (unfinished) finds every payment made.
    const entries = await journalCount(db, 'agent-pay:%');
    expect((await runner.settle('DAILY_SALARY', new Date('2025-01-16T00:00:00+07:00'), NOW)).periods).toEqual([]);
    expect((await settle('DAILY_SALARY', '2025-01-15T00:00:00+07:00', '2025-01-16T00:00:00+07:00')).periods[0]).toMatchObject({ alreadySettled: true });
    await db.query(`UPDATE agent_settlement_runs SET finished_at = NULL WHERE kind = 'DAILY_SALARY' AND period_key = '2025-01-15'`);
    expect(await settlePeriod(db, 'DAILY_SALARY', periodContaining('DAILY', new Date('2025-01-15T00:00:00+07:00'), DEFAULT_SITE_TIME_ZONE), NOW)).toMatchObject({ alreadySettled: false, payments: 3, paid: 0n, owed: 0n });
    expect(await journalCount(db, 'agent-pay:%')).toBe(entries);
    expect([await mainBalance(db, top), await mainBalance(db, agent), await mainBalance(db, sub)]).toEqual([2_700n, 6_500n, 1_600n]);
    await expectReconciled();
  });
});

describe('dividend', () => {
  it.each([
    ['DAILY', '2025-04-07', '2025-04-07T00:00:00+07:00', '2025-04-08T00:00:00+07:00'],
    ['WEEKLY', '2025-W20', '2025-05-12T00:00:00+07:00', '2025-05-19T00:00:00+07:00'],
    ['SEMIMONTHLY', '2025-06 H2', '2025-06-16T00:00:00+07:00', '2025-07-01T00:00:00+07:00'],
    ['MONTHLY', '2025-07', '2025-07-01T00:00:00+07:00', '2025-08-01T00:00:00+07:00'],
  ] as const)("pays a %s dividend on the team's loss of %s, nothing to a team that won", async (period, label, start, end) => {
    await setCeiling(db, 'DIVIDEND', { rate: 3000 });
    await db.query('UPDATE agent_settlement_settings SET top_dividend_period = $1', [period]);
    const top = await insertAgent(db, null);
    const agent = await insertAgent(db, top);
    const player = await insertMember(db, { upline: agent });
    const topPlayer = await insertMember(db, { upline: top });
    await acceptedContract(db, { kind: 'DIVIDEND', period, upline: top, downline: agent, tiers: [{ periodProfitLoss: 100_000, rate: 2000 }], acceptedAt: LONG_AGO });
    const last = new Date(new Date(end).getTime() - 1000).toISOString();
    // In the period: the player loses 3,000.00 then wins 500.00 (team loss 2,500.00); the top's own player loses 1,000.00.
    await insertRound(db, player, { stake: 500_000, win: 200_000, startedAt: start });
    await insertRound(db, player, { stake: 100_000, win: 150_000, startedAt: last });
    await insertRound(db, topPlayer, { stake: 100_000, win: 0, startedAt: last });
    // Just before and just after the period.
    await insertRound(db, player, { stake: 900_000, win: 0, startedAt: new Date(new Date(start).getTime() - 1000).toISOString() });
    await insertRound(db, player, { stake: 900_000, win: 0, startedAt: end });
    // Another line whose team won: no dividend anywhere in it.
    const winningTop = await insertAgent(db, null);
    const winningAgent = await insertAgent(db, winningTop);
    await acceptedContract(db, { kind: 'DIVIDEND', period, upline: winningTop, downline: winningAgent, tiers: [{ rate: 2000 }], acceptedAt: LONG_AGO });
    await insertRound(db, await insertMember(db, { upline: winningAgent }), { stake: 100_000, win: 300_000, startedAt: start });

    await settle('DIVIDEND', start, end);

    // Agent: 20 % of 2,500.00 = 500.00; top: 30 % of 3,500.00 = 1,050.00.
    expect(await paymentsOf(db, 'DIVIDEND', [top, agent, winningTop, winningAgent])).toEqual([
      { periodKey: label, payer: null, payee: top, due: 105_000n, paid: 105_000n, status: 'PAID', keys: [key('DIVIDEND', label, top)] },
      { periodKey: label, payer: top, payee: agent, due: 50_000n, paid: 50_000n, status: 'PAID', keys: [key('DIVIDEND', label, agent)] },
    ]);
    expect([await mainBalance(db, top), await mainBalance(db, agent)]).toEqual([55_000n, 50_000n]);
    await expectReconciled();
  });

  it('pays nothing below the tier threshold of the loss', async () => {
    await db.query(`UPDATE agent_settlement_settings SET top_dividend_period = 'WEEKLY'`);
    const top = await insertAgent(db, null);
    const agent = await insertAgent(db, top);
    await acceptedContract(db, { kind: 'DIVIDEND', period: 'WEEKLY', upline: top, downline: agent, tiers: [{ periodProfitLoss: 100_001, rate: 2000 }], acceptedAt: LONG_AGO });
    await insertRound(db, await insertMember(db, { upline: agent }), { stake: 100_000, win: 0, startedAt: '2025-08-20T10:00:00+07:00' });
    await settle('DIVIDEND', '2025-08-18T00:00:00+07:00', '2025-08-25T00:00:00+07:00');
    expect((await paymentsOf(db, 'DIVIDEND', [agent])).length).toBe(0);
  });
});

describe('hourly salary', () => {
  it('pays on the rounds settled in the hour', async () => {
    await setCeiling(db, 'HOURLY_SALARY', { rate: 100 });
    const top = await insertAgent(db, null);
    const agent = await insertAgent(db, top);
    const player = await insertMember(db, { upline: agent });
    await acceptedContract(db, { kind: 'HOURLY_SALARY', upline: top, downline: agent, tiers: [{ hourlyBetAmount: 100_000, rate: 50 }], acceptedAt: LONG_AGO });
    await insertRound(db, player, { stake: 80_000, win: 0, startedAt: '2025-08-05T14:00:00+07:00' });
    await insertRound(db, player, { stake: 40_000, win: 90_000, startedAt: '2025-08-05T14:30:00+07:00', settledAt: '2025-08-05T14:59:59.999+07:00' });
    // Started the hour before, settled in it: counts.
    await insertRound(db, player, { stake: 10_000, win: 0, startedAt: '2025-08-05T13:50:00+07:00', settledAt: '2025-08-05T14:10:00+07:00' });
    // Settled before or after the hour, or not settled: not counted.
    await insertRound(db, player, { stake: 500_000, win: 0, startedAt: '2025-08-05T13:59:59+07:00' });
    await insertRound(db, player, { stake: 500_000, win: 0, startedAt: '2025-08-05T14:50:00+07:00', settledAt: '2025-08-05T15:00:00+07:00' });
    await db.query(
      `INSERT INTO game_rounds (provider, round_id, member_id, vendor, game_type, game_code, game_name, ledger, stake, valid_bet, status, started_at)
       VALUES ('SETTLE_TEST', 'open-hourly', $1::bigint, 'TEST', 'RNG', 'test', 'Test game', 'REAL', 500000, 500000, 'OPEN', '2025-08-05T14:20:00+07:00')`,
      [player],
    );

    await settle('HOURLY_SALARY', '2025-08-05T14:00:00+07:00', '2025-08-05T15:00:00+07:00');

    // 1,300.00 settled in the hour: agent 0.50 % = 6.50, top 1.00 % = 13.00.
    expect((await paymentsOf(db, 'HOURLY_SALARY', [top, agent])).map((p) => [p.periodKey, p.payer, p.due, p.status])).toEqual([
      ['2025-08-05 14:00', null, 1_300n, 'PAID'],
      ['2025-08-05 14:00', top, 650n, 'PAID'],
    ]);
    expect([await mainBalance(db, top), await mainBalance(db, agent)]).toEqual([650n, 650n]);
    await expectReconciled();
  });
});

describe('real-time salary', () => {
  it('pays the profit rate on bets won and the loss rate on bets lost, from the single-bet amount up', async () => {
    await setCeiling(db, 'REALTIME_SALARY', { profitSalaryRate: 100, lossSalaryRate: 100 });
    const top = await insertAgent(db, null);
    const agent = await insertAgent(db, top);
    const player = await insertMember(db, { upline: agent });
    await acceptedContract(db, {
      kind: 'REALTIME_SALARY',
      upline: top,
      downline: agent,
      realtime: { profitSalaryRate: 50, lossSalaryRate: 80, singleBetAmount: 10_000 },
      acceptedAt: LONG_AGO,
    });
    const at = (time: string) => ({ startedAt: `2025-08-06T${time}+07:00` });
    await insertRound(db, player, { stake: 20_000, win: 50_000, ...at('10:05:00') }); // won
    await insertRound(db, player, { stake: 30_000, win: 0, ...at('10:06:00') }); // lost
    await insertRound(db, player, { stake: 15_000, win: 5_000, ...at('10:09:59') }); // lost
    await insertRound(db, player, { stake: 20_000, win: 20_000, ...at('10:07:00') }); // stake back: neither
    await insertRound(db, player, { stake: 5_000, win: 0, ...at('10:08:00') }); // below the agent's 100.00
    await insertRound(db, player, { stake: 50_000, win: 0, ...at('10:10:00') }); // the next five minutes

    await settle('REALTIME_SALARY', '2025-08-06T10:05:00+07:00', '2025-08-06T10:10:00+07:00');

    // Agent: 200.00 × 0.50 % + 450.00 × 0.80 % = 1.00 + 3.60 = 4.60; top: 200.00 × 1 % + 500.00 × 1 % = 7.00.
    expect((await paymentsOf(db, 'REALTIME_SALARY', [top, agent])).map((p) => [p.periodKey, p.payer, p.due, p.status])).toEqual([
      ['2025-08-06 10:05', null, 700n, 'PAID'],
      ['2025-08-06 10:05', top, 460n, 'PAID'],
    ]);
    expect([await mainBalance(db, top), await mainBalance(db, agent)]).toEqual([240n, 460n]);
    await expectReconciled();
  });
});

describe('an upline short of funds', () => {
  it('pays what it has, owes the rest, and pays it first on a later run', async () => {
    await setCeiling(db, 'DAILY_SALARY', { rate: 200 });
    const top = await insertAgent(db, null);
    // The agent's own tier is out of reach, so it receives nothing but owes its sub-agent 1 %.
    const agent = await insertAgent(db, top, { money: 500n });
    const sub = await insertAgent(db, agent);
    const broke = await insertAgent(db, top);
    const brokeSub = await insertAgent(db, broke);
    for (const [upline, downline] of [
      [agent, sub],
      [broke, brokeSub],
    ] as const) {
      await acceptedContract(db, { kind: 'DAILY_SALARY', upline: top, downline: upline, tiers: [{ dailyBetAmount: 1_000_000, rate: 100 }], acceptedAt: LONG_AGO });
      await acceptedContract(db, { kind: 'DAILY_SALARY', upline, downline, tiers: [{ rate: 100 }], acceptedAt: LONG_AGO });
      await insertRound(db, await insertMember(db, { upline: downline }), { stake: 200_000, win: 0, startedAt: '2025-09-10T12:00:00+07:00' });
    }

    await settle('DAILY_SALARY', '2025-09-10T00:00:00+07:00', '2025-09-11T00:00:00+07:00');

    // Each sub is due 1 % of 2,000.00 = 20.00: the agent had 5.00, the other nothing.
    const subKey = key('DAILY_SALARY', '2025-09-10', sub);
    expect(await paymentsOf(db, 'DAILY_SALARY', [sub, brokeSub])).toEqual([
      { periodKey: '2025-09-10', payer: agent, payee: sub, due: 2_000n, paid: 500n, status: 'PARTIAL', keys: [subKey] },
      { periodKey: '2025-09-10', payer: broke, payee: brokeSub, due: 2_000n, paid: 0n, status: 'OWED', keys: [] },
    ]);
    expect([await mainBalance(db, agent), await mainBalance(db, sub), await mainBalance(db, broke)]).toEqual([0n, 500n, 0n]);
    await expectReconciled();

    // The next day, with 100.00 in its wallet, the agent pays the 15.00 it owes before anything new.
    await fund(db, agent, 10_000n);
    const report = await settle('DAILY_SALARY', '2025-09-11T00:00:00+07:00', '2025-09-12T00:00:00+07:00');
    expect(report.periods[0]!.paid).toBe(1_500n);
    expect(await paymentsOf(db, 'DAILY_SALARY', [sub, brokeSub])).toEqual([
      { periodKey: '2025-09-10', payer: agent, payee: sub, due: 2_000n, paid: 2_000n, status: 'PAID', keys: [subKey, `${subKey}:part2`] },
      { periodKey: '2025-09-10', payer: broke, payee: brokeSub, due: 2_000n, paid: 0n, status: 'OWED', keys: [] },
    ]);
    expect([await mainBalance(db, agent), await mainBalance(db, sub)]).toEqual([8_500n, 2_000n]);

    // Nothing is paid twice, however often it runs.
    await settle('DAILY_SALARY', '2025-09-11T00:00:00+07:00', '2025-09-12T00:00:00+07:00');
    await settle('DAILY_SALARY', '2025-09-12T00:00:00+07:00', '2025-09-13T00:00:00+07:00');
    expect([await mainBalance(db, agent), await mainBalance(db, sub)]).toEqual([8_500n, 2_000n]);
    expect(await journalCount(db, `${subKey}%`)).toBe(2);
    await expectReconciled();
  });
});

describe('the scheduler', () => {
  it('settles every day it missed while stopped, once each', async () => {
    await setCeiling(db, 'DAILY_SALARY', { rate: 200 });
    const top = await insertAgent(db, null);
    const agent = await insertAgent(db, top);
    const player = await insertMember(db, { upline: agent });
    await acceptedContract(db, { kind: 'DAILY_SALARY', upline: top, downline: agent, tiers: [{ rate: 100 }], acceptedAt: LONG_AGO });
    for (const day of ['2025-10-01', '2025-10-02', '2025-10-03']) await insertRound(db, player, { stake: 100_000, win: 0, startedAt: `${day}T08:00:00+07:00` });
    // The other kinds are settled up to the test's clock already; daily salary stopped on October 1st.
    for (const kind of ['DIVIDEND', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const) await setCursor(db, kind, '2025-10-05T00:00:00+07:00');
    await setCursor(db, 'DAILY_SALARY', '2025-10-01T00:00:00+07:00');

    let clock = new Date('2025-10-02T10:00:00+07:00');
    const first = createSettlementScheduler({ runner: createSettlementRunner(db), now: () => clock });
    await first.tick();
    await first.stop();
    expect((await paymentsOf(db, 'DAILY_SALARY', [agent])).map((p) => p.periodKey)).toEqual(['2025-10-01']);

    // A new process two days later: the two days missed are settled, the first is not paid again.
    clock = new Date('2025-10-04T00:20:00+07:00');
    const restarted = createSettlementScheduler({ runner: createSettlementRunner(db), now: () => clock });
    await restarted.tick();
    await restarted.tick();
    await restarted.stop();
    expect((await paymentsOf(db, 'DAILY_SALARY', [agent])).map((p) => [p.periodKey, p.paid, p.keys.length])).toEqual([
      ['2025-10-01', 1_000n, 1],
      ['2025-10-02', 1_000n, 1],
      ['2025-10-03', 1_000n, 1],
    ]);
    expect(await mainBalance(db, agent)).toBe(3_000n);
    // Top: 2 % of 1,000.00 a day, minus the 1 % it passes on.
    expect(await mainBalance(db, top)).toBe(3_000n);
    await expectReconciled();
  });

  it('waits for the grace after a period before settling it', async () => {
    for (const kind of ['DIVIDEND', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const) await setCursor(db, kind, '2025-11-05T00:00:00+07:00');
    await setCursor(db, 'DAILY_SALARY', '2025-11-01T00:00:00+07:00');
    const dailyPeriods = async (now: string) => {
      const reports = await createSettlementScheduler({ runner: createSettlementRunner(db), now: () => new Date(now) }).tick();
      return reports.find((report) => report.kind === 'DAILY_SALARY')!.periods.map((period) => period.periodKey);
    };
    // 15 minutes after midnight the day is settled, not 10 minutes after.
    expect(await dailyPeriods('2025-11-02T00:10:00+07:00')).toEqual([]);
    expect(await dailyPeriods('2025-11-02T00:15:00+07:00')).toEqual(['2025-11-01']);
  });
});
