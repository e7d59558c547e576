/**
 * A dividend carries the team's winning periods forward: after a day on which the team won
 * 2,000.00 (the house lost it), the next days pay a dividend only once their losses have covered
 * it, and every period's carry is computed once however often it is settled.
 */
import { DEFAULT_SITE_TIME_ZONE } from '@site/shared/contract';
import type { ScriptDb } from '../../db/database';
import { reconcile } from '../../wallet/reconcile';
import { openLedgerTestDb } from '../../wallet/wallet-test-db';
import { settlePeriod } from './settle-period';
import { createSettlementRunner, type SettlementRunner } from './settle-kind';
import { periodContaining } from './periods';
import { acceptedContract, insertAgent, insertMember, insertRound, mainBalance, paymentsOf, setCeiling, setCursor } from './settlement-test-kit';

jest.setTimeout(180_000);

let db: ScriptDb;
let runner: SettlementRunner;

beforeAll(async () => {
  db = await openLedgerTestDb();
  runner = createSettlementRunner(db);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

const NOW = new Date('2026-01-10T00:00:00+07:00');

async function settleDay(day: string, next: string) {
  await setCursor(db, 'DIVIDEND', `${day}T00:00:00+07:00`);
  return runner.settle('DIVIDEND', new Date(`${next}T00:00:00+07:00`), NOW);
}

async function carries(payee: string) {
  return db.query<{ period_key: string; house_result: string; carried_in: string; carried_out: string }>(
    `SELECT period_key, house_result::text AS house_result, carried_in::text AS carried_in, carried_out::text AS carried_out
     FROM agent_dividend_carry WHERE payee_id = $1::bigint ORDER BY period_end`,
    [payee],
  );
}

describe('dividend carry-forward', () => {
  it('pays nothing until a winning period is recovered, then only on the loss beyond it', async () => {
    await setCeiling(db, 'DIVIDEND', { rate: 3000 });
    await db.query(`UPDATE agent_settlement_settings SET top_dividend_period = 'DAILY'`);
    const top = await insertAgent(db, null);
    const agent = await insertAgent(db, top);
    const player = await insertMember(db, { upline: agent });
    await acceptedContract(db, { kind: 'DIVIDEND', period: 'DAILY', upline: top, downline: agent, tiers: [{ rate: 2000 }], acceptedAt: '2024-12-01T00:00:00+07:00' });

    // Day 1: the team wins 2,000.00.
    await insertRound(db, player, { stake: 100_000, win: 300_000, startedAt: '2025-05-01T10:00:00+07:00' });
    await settleDay('2025-05-01', '2025-05-02');
    // Day 2: it loses 1,200.00: 800.00 still to recover, no dividend.
    await insertRound(db, player, { stake: 120_000, win: 0, startedAt: '2025-05-02T10:00:00+07:00' });
    await settleDay('2025-05-02', '2025-05-03');
    expect(await paymentsOf(db, 'DIVIDEND', [top, agent])).toEqual([]);

    // Day 3: it loses 1,000.00: 200.00 beyond the carry. Top 30 % = 60.00, agent 20 % = 40.00.
    await insertRound(db, player, { stake: 100_000, win: 0, startedAt: '2025-05-03T10:00:00+07:00' });
    await settleDay('2025-05-03', '2025-05-04');
    expect((await paymentsOf(db, 'DIVIDEND', [top, agent])).map((p) => [p.periodKey, p.payer, p.payee, p.due, p.status])).toEqual([
      ['2025-05-03', null, top, 6_000n, 'PAID'],
      ['2025-05-03', top, agent, 4_000n, 'PAID'],
    ]);
    expect([await mainBalance(db, top), await mainBalance(db, agent)]).toEqual([2_000n, 4_000n]);

    // Day 4: a loss of 500.00 with nothing left to recover pays in full.
    await insertRound(db, player, { stake: 50_000, win: 0, startedAt: '2025-05-04T10:00:00+07:00' });
    await settleDay('2025-05-04', '2025-05-05');
    expect((await paymentsOf(db, 'DIVIDEND', [agent])).map((p) => [p.periodKey, p.due])).toEqual([
      ['2025-05-03', 4_000n],
      ['2025-05-04', 10_000n],
    ]);

    expect(await carries(agent)).toEqual([
      { period_key: '2025-05-01', house_result: '-200000', carried_in: '0', carried_out: '-200000' },
      { period_key: '2025-05-02', house_result: '120000', carried_in: '-200000', carried_out: '-80000' },
      { period_key: '2025-05-03', house_result: '100000', carried_in: '-80000', carried_out: '0' },
      { period_key: '2025-05-04', house_result: '50000', carried_in: '0', carried_out: '0' },
    ]);

    // A rerun of day 2 (its run cut short) keeps the carry first computed and pays nothing.
    await db.query(`UPDATE agent_settlement_runs SET finished_at = NULL WHERE kind = 'DIVIDEND' AND period_key = '2025-05-02'`);
    await settlePeriod(db, 'DIVIDEND', periodContaining('DAILY', new Date('2025-05-02T00:00:00+07:00'), DEFAULT_SITE_TIME_ZONE), NOW);
    expect((await carries(agent))[1]).toEqual({ period_key: '2025-05-02', house_result: '120000', carried_in: '-200000', carried_out: '-80000' });
    expect((await paymentsOf(db, 'DIVIDEND', [agent])).length).toBe(2);
    expect(await reconcile(db)).toMatchObject({ consistent: true, problemCount: 0 });
  });

  it('carries on when the period type changes', async () => {
    await setCeiling(db, 'DIVIDEND', { rate: 3000 });
    await db.query(`UPDATE agent_settlement_settings SET top_dividend_period = 'DAILY'`);
    const top = await insertAgent(db, null);
    const player = await insertMember(db, { upline: top });
    // Monday 2025-06-02: the team wins 1,000.00 on a daily top-agent period.
    await insertRound(db, player, { stake: 100_000, win: 200_000, startedAt: '2025-06-02T10:00:00+07:00' });
    await settleDay('2025-06-02', '2025-06-03');
    // The site moves top agents to weekly dividends; the next week the team loses 1,500.00.
    await db.query(`UPDATE agent_settlement_settings SET top_dividend_period = 'WEEKLY'`);
    await insertRound(db, player, { stake: 150_000, win: 0, startedAt: '2025-06-10T10:00:00+07:00' });
    await setCursor(db, 'DIVIDEND', '2025-06-09T00:00:00+07:00');
    await runner.settle('DIVIDEND', new Date('2025-06-16T00:00:00+07:00'), NOW);
    // 30 % of the 500.00 beyond the 1,000.00 carried.
    expect((await paymentsOf(db, 'DIVIDEND', [top])).map((p) => [p.periodKey, p.due])).toEqual([['2025-W24', 15_000n]]);
    await db.query(`UPDATE agent_settlement_settings SET top_dividend_period = 'SEMIMONTHLY'`);
    expect(await reconcile(db)).toMatchObject({ consistent: true, problemCount: 0 });
  });
});
