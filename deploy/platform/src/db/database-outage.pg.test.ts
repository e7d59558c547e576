/**
 * The platform survives its database: on a PostgreSQL cluster of this file's own (never the run's
 * shared one, which other files use meanwhile), seamless bets run without pause while every
 * connection of the platform is terminated and then the server is restarted. Throughout, the
 * process stays up; a call that meets the outage answers 503 DATABASE_UNAVAILABLE with Retry-After
 * and nothing of the database in it; once the database is back calls succeed again, readiness
 * says so, the lottery scheduler takes its lock and works again, and every bet the client sent
 * (a refused one again with the same txId, as a vendor retries) is in the ledger exactly once, with
 * the books reconciling.
 *
 * Nothing here waits for a fixed time: each step polls for what it needs, with a generous limit.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { systemEndpoints } from '@site/shared/contract/site';
import { buildPlatformApp } from '../app';
import { startTestCluster, type TestCluster } from '../testing/postgres-cluster';
import { loadNativeModulesOutsideSandbox } from '../testing/outside-jest-sandbox';
import { TEST_OPERATOR_TOKEN } from '../testing/platform-fixture';
import { createPostgresTestDatabase } from '../testing/test-database';
import { SeamlessClient, TEST_PROVIDER_SECRET, type Envelope } from '../seamless/seamless-test-client';
import { reconcile } from '../wallet/reconcile';
import { connectDatabase, type ScriptDb } from './database';
import { DATABASE_UNAVAILABLE } from '../http/errors';
import { DatabaseUnavailableError } from './database-error';

// A cluster of its own, migrated and seeded in place, then a long run on a busy machine.
jest.setTimeout(20 * 60_000);

const WORKERS = 6;
const START_MONEY = 100_000_000n;
/** How long a step may take before the test gives up: long, because a busy machine is normal. */
const PATIENCE_MS = 180_000;

let cluster: TestCluster;
let admin: ScriptDb;
let db: ScriptDb;
let app: FastifyInstance;
let client: SeamlessClient;
/** The lottery's clock runs this far ahead of the real one; the test moves it to give the scheduler work. */
let clockShiftMs = 0;

async function until<T>(what: string, attempt: () => Promise<T | undefined | false>): Promise<T> {
  const deadline = Date.now() + PATIENCE_MS;
  for (;;) {
    const result = await attempt();
    if (result !== undefined && result !== false) return result;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  loadNativeModulesOutsideSandbox();
  cluster = await startTestCluster();
  ({ db } = await createPostgresTestDatabase(cluster.url, { seeded: true }));
  admin = await connectDatabase({ databaseUrl: cluster.url });
  app = await buildPlatformApp({
    db,
    operatorToken: TEST_OPERATOR_TOKEN,
    gameProviderSecret: TEST_PROVIDER_SECRET,
    lottery: { now: () => new Date(Date.now() + clockShiftMs), tickMs: 250, seedKeys: { current: 'database-outage-test-key-0123456789abcdef' } },
    settlement: { schedule: false },
  });
  client = new SeamlessClient({ db, app, call: (options) => app.inject(options), close: () => app.close() });
});

afterAll(async () => {
  await app?.close();
  await db?.close().catch(() => undefined);
  await admin?.close();
  await cluster?.stop();
});

interface Bet {
  txId: string;
  stake: number;
  body: Record<string, unknown>;
  /** Whether a 200 acknowledged it. */
  acknowledged: boolean;
}

interface Answer {
  status: number;
  body: string;
  retryAfter: string | undefined;
}

it('keeps serving through terminated connections and a server restart, answers 503 meanwhile, and loses nothing', async () => {
  const sessions: Awaited<ReturnType<SeamlessClient['session']>>[] = [];
  for (let i = 0; i < WORKERS; i += 1) sessions.push(await client.session({ money: START_MONEY, gameCode: 'RNG-42', gameType: 'RNG', vendor: 'PG', gameId: 42 }));

  const bets: Bet[] = [];
  const answers: Answer[] = [];
  let running = true;
  let serial = 0;
  const record = (response: LightMyRequestResponse): Answer => {
    const answer = { status: response.statusCode, body: response.body, retryAfter: response.headers['retry-after'] as string | undefined };
    answers.push(answer);
    return answer;
  };
  const bet = async (session: (typeof sessions)[number]) => {
    serial += 1;
    const txId = `outage-bet-${serial}`;
    const stake = 100 + (serial % 50);
    const entry: Bet = {
      txId,
      stake,
      body: { requestId: `outage-${serial}`, sessionToken: session.sessionToken, gameCode: session.gameCode, roundId: `outage-round-${serial}`, txId, amount: stake },
      acknowledged: false,
    };
    bets.push(entry);
    entry.acknowledged = record(await client.call('bet', entry.body)).status === 200;
  };
  const load = Promise.all(
    sessions.map(async (session) => {
      while (running) await bet(session);
    }),
  );
  const acknowledgedSoFar = () => bets.filter((entry) => entry.acknowledged).length;
  const call = (path: string) => app.inject({ method: 'GET', url: path });

  try {
    await until('bets flowing before the outage', async () => acknowledgedSoFar() >= 20);

    // (a) Every connection of the platform is terminated, one of them while a transaction holds it
    // between two statements (as the scheduler's lock transaction always does).
    let letGo: () => void = () => undefined;
    let held: () => void = () => undefined;
    const holding = new Promise<void>((resolve) => {
      held = resolve;
    });
    const openTransaction = db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      held();
      await new Promise<void>((resolve) => {
        letGo = resolve;
      });
      await tx.query('SELECT 1');
    });
    await holding;
    const [database] = await db.query<{ name: string }>('SELECT current_database() AS name');
    const terminated = await admin.query<{ done: boolean }>(
      'SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database!.name],
    );
    expect(terminated.length).toBeGreaterThan(0);
    letGo();
    await expect(openTransaction).rejects.toBeInstanceOf(DatabaseUnavailableError);
    const afterTerminate = acknowledgedSoFar();
    await until('bets acknowledged again after the termination', async () => acknowledgedSoFar() >= afterTerminate + 20);

    // (b) A full restart: while the server is down, calls answer 503, liveness stays up and readiness says not ready.
    const beforeRestart = answers.length;
    let downReady: Answer | undefined;
    let downLive: Answer | undefined;
    await cluster.restart(async () => {
      await until('a bet answered while the database is down', async () => answers.slice(beforeRestart).some((answer) => answer.status === 503));
      downReady = record(await call(systemEndpoints.ready.path));
      downLive = { status: (await call(systemEndpoints.live.path)).statusCode, body: '', retryAfter: undefined };
    });
    expect(downReady?.status).toBe(503);
    expect(downLive?.status).toBe(200);
    const restartedAt = Date.now();
    const afterRestart = acknowledgedSoFar();
    await until('bets acknowledged again after the restart', async () => acknowledgedSoFar() >= afterRestart + 20);
    const recoveredMs = Date.now() - restartedAt;
    expect((await call(systemEndpoints.ready.path)).statusCode).toBe(200);
    const refused = answers.filter((answer) => answer.status === 503).length;
    console.log(`database outage test: ${bets.length} bets sent, ${refused} answers 503, answers again ${recoveredMs} ms after the restart`);
  } finally {
    running = false;
    await load;
  }

  // Every answer was a success or the retryable refusal, saying nothing about the database.
  const failures = answers.filter((answer) => answer.status !== 200);
  expect(failures.length).toBeGreaterThan(0);
  for (const failure of failures) {
    expect(failure.status).toBe(503);
    expect(Number(failure.retryAfter)).toBeGreaterThan(0);
    const envelope = JSON.parse(failure.body) as Envelope;
    expect(envelope).toMatchObject({ success: false, errorCode: DATABASE_UNAVAILABLE });
    expect(failure.body).not.toMatch(/select|insert|update|terminat|connect|econn|postgres|127\.0\.0\.1|57P0|08\d{3}/i);
  }

  // The scheduler takes its lock again: with the lottery clock moved past the creation horizon, it creates issues further ahead.
  // Fast games (an issue every few minutes) have issues an hour ahead; regional ones a week, so only the fast ones show it.
  const latestFastDraw = async () => {
    const [row] = await db.query<{ latest: Date }>(
      'SELECT max(i.draw_at) AS latest FROM lottery_issues i JOIN lottery_games g ON g.id = i.game_id WHERE g.interval_seconds IS NOT NULL',
    );
    return row!.latest.getTime();
  };
  const before = await latestFastDraw();
  clockShiftMs = 65 * 60_000;
  await until('the scheduler working again', async () => (await latestFastDraw()) > before);

  // The vendor retries each unanswered bet with the same txId until it is answered; an acknowledged one answers the same again.
  for (const entry of bets.filter((candidate) => !candidate.acknowledged)) {
    await until(`bet ${entry.txId} answered on retry`, async () => (await client.call('bet', entry.body)).statusCode === 200);
  }
  for (const entry of bets.filter((candidate) => candidate.acknowledged).slice(0, 20)) {
    const first = await client.call('bet', entry.body);
    const again = await client.call('bet', entry.body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
  }

  // Each bet is in the ledger exactly once, every wallet shows exactly its stakes gone, and the books reconcile.
  const entries = await db.query<{ key: string; count: number }>(
    `SELECT idempotency_key AS key, count(*)::int AS count FROM journal_entries WHERE idempotency_key LIKE 'seamless:DEMO:bet:outage-bet-%' GROUP BY idempotency_key`,
  );
  expect(entries.filter((row) => row.count !== 1)).toEqual([]);
  expect(new Set(entries.map((row) => row.key))).toEqual(new Set(bets.map((entry) => `seamless:DEMO:bet:${entry.txId}`)));
  const staked = bets.reduce((sum, entry) => sum + entry.stake, 0);
  let left = 0;
  for (const session of sessions) left += await client.walletBalance(session.memberId);
  expect(left).toBe(Number(START_MONEY) * WORKERS - staked);
  const report = await reconcile(db);
  expect(report.problems).toEqual([]);
  expect(report.consistent).toBe(true);
});
