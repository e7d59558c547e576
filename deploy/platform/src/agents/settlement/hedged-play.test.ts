/**
 * Hedged play cannot farm agent pay. A member stakes both sides of 300 baccarat hands (200.00 a
 * hand: 60,000.00 of valid bet) and loses only the banker commission; the top agent's daily, hourly
 * and real-time salaries of that day, hour and five-minute windows are paid on the qualifying bet
 * (what the member actually won or lost per round), so the team (member result plus agent pay) never
 * comes out ahead. The same with two members of one team each on one side: their rounds are not
 * netted against each other, and the salary ceilings' sum within the smallest house edge keeps the
 * pay below what the house keeps.
 */
import type { IncomeKind } from '@site/shared/contract/agents';
import type { ScriptDb } from '../../db/database';
import { playBaccarat, seededRng } from '../../../../demo-vendor/src';
import { reconcile } from '../../wallet/reconcile';
import { openLedgerTestDb } from '../../wallet/wallet-test-db';
import { createSettlementRunner, type SettlementRunner } from './settle-kind';
import { insertAgent, insertMember, insertRound, mainBalance, paymentsOf, setCursor } from './settlement-test-kit';

jest.setTimeout(240_000);

let db: ScriptDb;
let runner: SettlementRunner;

beforeAll(async () => {
  db = await openLedgerTestDb();
  runner = createSettlementRunner(db);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

const NOW = new Date('2026-01-10T00:00:00Z');
const HANDS = 300;
const SIDE = 10_000;

async function settleAll(from: string, until: string): Promise<void> {
  for (const kind of ['DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as IncomeKind[]) {
    await setCursor(db, kind, from);
    await runner.settle(kind, new Date(until), NOW);
  }
}

async function rollupOf(members: string[], day: string): Promise<{ validBet: bigint; qualifying: bigint }> {
  const [row] = await db.query<{ valid_bet: string; qualifying: string }>(
    `SELECT coalesce(sum(valid_bet), 0)::text AS valid_bet, coalesce(sum(qualifying_bet), 0)::text AS qualifying
     FROM member_daily_rollups WHERE member_id = ANY($1::bigint[]) AND day = $2::date AND ledger = 'REAL'`,
    [members, day],
  );
  return { validBet: BigInt(row!.valid_bet), qualifying: BigInt(row!.qualifying) };
}

describe('hedged baccarat', () => {
  it('one member on both sides of every hand: salary on what was won or lost, the team never ahead', async () => {
    const top = await insertAgent(db, null);
    const player = await insertMember(db, { upline: top });
    const rng = seededRng('hedged-play-one-member');
    let stakes = 0n;
    let wins = 0n;
    let qualifying = 0n;
    for (let hand = 0; hand < HANDS; hand += 1) {
      const at = new Date(Date.parse('2025-03-04T10:00:00Z') + hand * 12_000).toISOString();
      const { win } = playBaccarat(rng, { banker: SIDE, player: SIDE });
      await insertRound(db, player, { stake: 2 * SIDE, win, startedAt: at, gameType: 'LIVE' });
      stakes += BigInt(2 * SIDE);
      wins += BigInt(win);
      const net = BigInt(win - 2 * SIDE);
      qualifying += net < 0n ? -net : net;
    }

    await settleAll('2025-03-04T00:00:00Z', '2025-03-05T00:00:00Z');

    const pay = await mainBalance(db, top);
    const memberResult = wins - stakes;
    expect(memberResult + pay).toBeLessThanOrEqual(0n);

    expect(await rollupOf([player], '2025-03-04')).toEqual({ validBet: 6_000_000n, qualifying });
    expect(qualifying).toBe(-memberResult);
    const dues = async (kind: IncomeKind) => (await paymentsOf(db, kind, [top])).reduce((sum, p) => sum + p.due, 0n);
    const [rates] = await db.query<{ daily: number; hourly: number; profit: number; loss: number }>(
      `SELECT (SELECT max_rate FROM agent_contract_kinds WHERE kind = 'DAILY_SALARY') AS daily,
              (SELECT max_rate FROM agent_contract_kinds WHERE kind = 'HOURLY_SALARY') AS hourly,
              (SELECT max_profit_salary_rate FROM agent_contract_kinds WHERE kind = 'REALTIME_SALARY') AS profit,
              (SELECT max_loss_salary_rate FROM agent_contract_kinds WHERE kind = 'REALTIME_SALARY') AS loss`,
    );
    // The day's salary is the day's qualifying bet times the site's rate, not its valid bet.
    expect(await dues('DAILY_SALARY')).toBe((qualifying * BigInt(rates!.daily)) / 10_000n);
    expect(await dues('HOURLY_SALARY')).toBeLessThanOrEqual((qualifying * BigInt(rates!.hourly)) / 10_000n);
    expect(await dues('REALTIME_SALARY')).toBeLessThanOrEqual((qualifying * BigInt(Math.max(rates!.profit, rates!.loss))) / 10_000n);
    expect(await reconcile(db)).toMatchObject({ consistent: true, problemCount: 0 });
  });

  it('two members of one team on opposite sides: the pay stays below what the house keeps', async () => {
    const top = await insertAgent(db, null);
    const banker = await insertMember(db, { upline: top });
    const punter = await insertMember(db, { upline: top });
    const rng = seededRng('hedged-play-two-members');
    let stakes = 0n;
    let wins = 0n;
    for (let hand = 0; hand < HANDS; hand += 1) {
      const at = new Date(Date.parse('2025-03-06T10:00:00Z') + hand * 12_000).toISOString();
      const round = playBaccarat(rng, { banker: SIDE });
      const bankerWin = round.win;
      const punterWin = round.outcome === 'PLAYER' ? 2 * SIDE : round.outcome === 'TIE' ? SIDE : 0;
      await insertRound(db, banker, { stake: SIDE, win: bankerWin, startedAt: at, gameType: 'LIVE' });
      await insertRound(db, punter, { stake: SIDE, win: punterWin, startedAt: at, gameType: 'LIVE' });
      stakes += BigInt(2 * SIDE);
      wins += BigInt(bankerWin + punterWin);
    }

    await settleAll('2025-03-06T00:00:00Z', '2025-03-07T00:00:00Z');

    const pay = await mainBalance(db, top);
    const memberResult = wins - stakes;
    expect(memberResult + pay).toBeLessThanOrEqual(0n);
    expect(await reconcile(db)).toMatchObject({ consistent: true, problemCount: 0 });
  });
});
