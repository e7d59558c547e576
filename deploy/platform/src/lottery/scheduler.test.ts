import type { LotteryResult } from '@site/shared/contract/lottery';
import type { Db } from '../db/database';
import { openTestDatabase } from '../testing/test-database';
import { hashSeed, keyedSeed, verifyIssue } from './draw';
import { createLotteryScheduler, type IssueMoneyStep, type TickReport } from './scheduler';
import type { LotterySeedKeys } from './seed-key';

// Opening an in-memory database takes seconds on a busy machine.
jest.setTimeout(60_000);

const MINUTE = 60_000;
// Monday 23 November 2026, 15:50:00.5 in Vietnam: the south's issues lock at 16:00 and draw at 16:15.
const START = new Date('2026-11-23T08:50:00.500Z');
const SEED_KEY = 'scheduler-test-seed-key-0123456789abcdef0123';

interface IssueState {
  id: string;
  game_id: string;
  numero: string;
  status: string;
  draw_at: Date;
  drawn_at: Date | null;
}

describe('lottery scheduler', () => {
  let db: Db;
  let clock: Date;
  const settled: string[] = [];
  const refunded: string[] = [];

  // Stands in for the bets' settlement: marks the issue SETTLED once, and records each time it was asked.
  const settle: IssueMoneyStep = async (database, issueId, now) => {
    const rows = await database.query(`UPDATE lottery_issues SET status = 'SETTLED', settled_at = $2 WHERE id = $1 AND status = 'DRAWN' RETURNING id`, [issueId, now.toISOString()]);
    if (rows.length > 0) settled.push(issueId);
  };
  const refund: IssueMoneyStep = async (_database, issueId) => {
    refunded.push(issueId);
  };
  const scheduler = (seedKeys: LotterySeedKeys | undefined = { current: SEED_KEY }) =>
    createLotteryScheduler({ db, now: () => clock, settle, refund, seedKeys, onError: (error) => { throw error; } });

  const issues = () =>
    db.query<IssueState>('SELECT id::text AS id, game_id, numero, status, draw_at, drawn_at FROM lottery_issues ORDER BY game_id, draw_at');
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  beforeAll(async () => {
    db = await openTestDatabase({ seeded: false });
  });
  afterAll(async () => {
    await db.close();
  });

  it('opens no issue without a seed key, and says why', async () => {
    clock = START;
    const errors: string[] = [];
    const keyless = createLotteryScheduler({ db, now: () => clock, settle, refund, seedKeys: undefined, onError: (error) => errors.push(String(error)) });
    expect((await keyless.tick()).created).toBe(0);
    expect(await issues()).toEqual([]);
    expect(errors.join('\n')).toMatch(/no lottery seed key/);
  });

  it('creates every game\'s issues ahead on the first tick, each with a published seed hash and no seed', async () => {
    clock = START;
    const report = await scheduler().tick();
    const [stored] = await db.query<{ seeds: number; wrong: number }>(
      `SELECT count(*) FILTER (WHERE seed IS NOT NULL)::int AS seeds, count(*) FILTER (WHERE seed_hash <> $1)::int AS wrong FROM lottery_issues WHERE game_id = 'VN_HCM' AND numero = '20261123-0001'`,
      [hashSeed(keyedSeed(SEED_KEY, 'VN_HCM', '20261123-0001'))],
    );
    expect(stored).toEqual({ seeds: 0, wrong: 0 });
    const rows = await db.query<{ game_id: string; issues: number; first_draw: Date; hashes: number }>(
      `SELECT game_id, count(*)::int AS issues, min(draw_at) AS first_draw, count(DISTINCT seed_hash)::int AS hashes FROM lottery_issues GROUP BY game_id`,
    );
    const byGame = new Map(rows.map((row) => [row.game_id, row]));
    const games = await db.query<{ id: string }>('SELECT id FROM lottery_games');
    expect(byGame.size).toBe(games.length);
    // An hour of fast draws; a week of regional ones (the north every day, HCM on Monday and Saturday).
    expect(byGame.get('FAST_1M')).toMatchObject({ issues: 60, hashes: 60 });
    expect(byGame.get('FAST_3M')?.issues).toBe(20);
    expect(byGame.get('FAST_5M')?.issues).toBe(12);
    expect(byGame.get('VN_MB')?.issues).toBe(7);
    expect(byGame.get('VN_HCM')).toMatchObject({ issues: 2, });
    expect(byGame.get('VN_HCM')?.first_draw.toISOString()).toBe('2026-11-23T09:15:00.000Z');
    expect(report.created).toBe(rows.reduce((sum, row) => sum + row.issues, 0));
    // Today's south issues are on sale (since their previous draw); the first fast issue too.
    const [hcm] = (await issues()).filter((issue) => issue.game_id === 'VN_HCM');
    expect(hcm).toMatchObject({ numero: '20261123-0001', status: 'OPEN' });
  });

  it('locks, draws and settles on time, once each, and every draw verifies against its published hash', async () => {
    const drawn: string[] = [];
    const runner = scheduler();
    // Thirty minutes in 10-second steps: past the south's lock (16:00) and draw (16:15).
    for (let step = 0; step < 180; step += 1) {
      advance(10_000);
      drawn.push(...(await runner.tick()).drawn);
    }
    const all = await issues();
    const due = all.filter((issue) => issue.draw_at.getTime() <= clock.getTime());
    expect(new Set(drawn).size).toBe(drawn.length);
    expect(drawn.sort()).toEqual(due.map((issue) => issue.id).sort());
    expect(due.every((issue) => issue.status === 'SETTLED')).toBe(true);
    expect(new Set(settled).size).toBe(settled.length);
    // Drawn within one tick of the draw time.
    for (const issue of due) expect((issue.drawn_at?.getTime() ?? 0) - issue.draw_at.getTime()).toBeLessThan(10_000);
    const open = all.filter((issue) => issue.draw_at.getTime() > clock.getTime());
    for (const issue of open) expect(issue.drawn_at).toBeNull();
    // 16:20 in Vietnam: the south drew, the north still sells until 18:00.
    expect(all.find((issue) => issue.game_id === 'VN_HCM' && issue.numero === '20261123-0001')?.status).toBe('SETTLED');
    expect(all.find((issue) => issue.game_id === 'VN_MB' && issue.numero === '20261123-0001')?.status).toBe('OPEN');
    await expectEveryDrawVerifies(db);
  });

  it('after a stop draws the missed issues late, once each, with no gap and no double in the numbers', async () => {
    const before = (await issues()).length;
    // The platform is down for 25 minutes.
    advance(25 * MINUTE);
    const report = await scheduler().tick();
    const all = await issues();
    const missed = all.filter((issue) => issue.draw_at.getTime() <= clock.getTime() && issue.drawn_at?.getTime() === clock.getTime());
    expect(report.drawn.sort()).toEqual(missed.map((issue) => issue.id).sort());
    expect(missed.filter((issue) => issue.game_id === 'FAST_1M')).toHaveLength(25);
    expect(all.length).toBeGreaterThan(before);
    for (const gameId of ['FAST_1M', 'FAST_3M', 'FAST_5M']) {
      const numbers = all.filter((issue) => issue.game_id === gameId).map((issue) => Number(issue.numero.slice(9)));
      expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
    }
    // The next tick has nothing left to draw.
    expect((await scheduler().tick()).drawn).toEqual([]);
    await expectEveryDrawVerifies(db);
  });

  it('two schedulers on one database never draw or settle an issue twice', async () => {
    settled.length = 0;
    const first = scheduler();
    const second = scheduler();
    const reports: TickReport[] = [];
    for (let step = 0; step < 40; step += 1) {
      advance(15_000);
      reports.push(...(await Promise.all([first.tick(), second.tick()])));
    }
    const drawn = reports.flatMap((report) => report.drawn);
    // Ten minutes: ten 1-minute draws, three or four 3-minute ones, two 5-minute ones.
    expect(drawn.length).toBeGreaterThanOrEqual(15);
    expect(new Set(drawn).size).toBe(drawn.length);
    expect(new Set(settled).size).toBe(settled.length);
    const due = (await issues()).filter((issue) => issue.draw_at.getTime() <= clock.getTime());
    expect(due.every((issue) => issue.status === 'SETTLED')).toBe(true);
  });

  it('shares a tick in flight instead of starting a second one', async () => {
    const runner = scheduler();
    advance(MINUTE);
    const [a, b] = [runner.tick(), runner.tick()];
    expect(a).toBe(b);
    await a;
  });

  it('does not draw an issue no configured key committed to: the failure is recorded, the issue stays locked', async () => {
    const errors: string[] = [];
    const rotated = (seedKeys: LotterySeedKeys) => createLotteryScheduler({ db, now: () => clock, settle, refund, seedKeys, onError: (error) => errors.push(String(error)) });
    const [next] = await db.query<{ id: string; draw_at: Date }>(
      `SELECT id::text AS id, draw_at FROM lottery_issues WHERE game_id = 'FAST_5M' AND drawn_at IS NULL ORDER BY draw_at LIMIT 1`,
    );
    clock = new Date(next!.draw_at.getTime() + 100);
    await rotated({ current: 'another-key-entirely-0123456789abcdef0123' }).tick();
    const [failed] = await db.query<{ status: string; draw_failure: string | null; seed: string | null }>(
      'SELECT status, draw_failure, seed FROM lottery_issues WHERE id = $1',
      [next!.id],
    );
    expect(failed).toEqual({ status: 'LOCKED', draw_failure: 'no configured lottery seed key matches the published commitment', seed: null });
    expect(errors.join('\n')).toMatch(/cannot be drawn/);
    // After a rotation the previous key still draws what it committed to.
    await rotated({ current: 'another-key-entirely-0123456789abcdef0123', previous: [SEED_KEY] }).tick();
    const [drawn] = await db.query<{ status: string }>('SELECT status FROM lottery_issues WHERE id = $1', [next!.id]);
    expect(drawn!.status).toBe('SETTLED');
    await expectEveryDrawVerifies(db);
  });

  it('refunds a cancelled issue on the next tick and marks its money closed', async () => {
    const [next] = (await db.query<{ id: string }>(
      `UPDATE lottery_issues SET status = 'CANCELLED', cancelled_at = $1 WHERE id = (SELECT id FROM lottery_issues WHERE game_id = 'FAST_5M' AND status = 'UPCOMING' ORDER BY draw_at LIMIT 1) RETURNING id::text AS id`,
      [clock.toISOString()],
    )) as [{ id: string }];
    const report = await scheduler().tick();
    expect(report.closed).toContain(next.id);
    expect(refunded).toEqual([next.id]);
    await scheduler().tick();
    expect(refunded).toEqual([next.id]);
  });
});

async function expectEveryDrawVerifies(db: Db): Promise<void> {
  const drawn = await db.query<{
    game_id: string;
    numero: string;
    seed: string;
    seed_hash: string;
    bets_digest: string | null;
    final_seed: string | null;
    result: LotteryResult;
    result_shape: 'NORTH27' | 'SOUTH18';
  }>(
    `SELECT i.game_id, i.numero, i.seed, i.seed_hash, i.bets_digest, i.final_seed, i.result, g.result_shape
       FROM lottery_issues i JOIN lottery_games g ON g.id = i.game_id WHERE i.drawn_at IS NOT NULL`,
  );
  expect(drawn.length).toBeGreaterThan(0);
  for (const issue of drawn) {
    // Every draw mixed in its bets digest (none here: the digest of no bets).
    expect(issue.bets_digest).toMatch(/^[0-9a-f]{64}$/);
    const facts = { gameId: issue.game_id, numero: issue.numero, shape: issue.result_shape, seed: issue.seed, seedHash: issue.seed_hash, result: issue.result };
    expect(verifyIssue({ ...facts, betsDigest: issue.bets_digest, finalSeed: issue.final_seed }).verified).toBe(true);
  }
}
