import { randomBytes, randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lotteryEndpoints, type LotteryIssueAnswer, type LotteryMenu, type PlaceBet } from '@site/shared/contract/lottery';
import { walletEndpoints } from '@site/shared/contract/member';
import { seamlessEndpoints } from '@site/shared/contract/seamless';
import { startServer, type ServerProcess } from '../../e2e/server-process';
import { createSession } from '../../platform/src/accounts/sessions';
import { connectDatabase, type ScriptDb } from '../../platform/src/db/database';
import { runMigrations } from '../../platform/src/db/migrate';
import { issueLaunchToken } from '../../platform/src/seamless/launch-tokens';
import { seamlessHeaders } from '../../platform/src/seamless/signature';
import { startTestCluster, type TestCluster } from '../../platform/src/testing/postgres-cluster';
import { creditMember } from '../../platform/src/wallet/ledger';
import { cpuMs } from './api-load';
import { percentile } from './paced-load';
import type { Row } from './seeded-server';

/**
 * The ledger without a hot row (`npm run bench -- --only hot-rows`, or part of the full run):
 * - seamless bets per second with 1, 2 and 4 platform processes on one PostgreSQL database, each
 *   connection betting for a member of its own, and the share of the database's active sessions
 *   found waiting on a row lock (pg_stat_activity sampled every SAMPLE_MS);
 * - seamless bet p99 while a lottery issue of LOTTERY_BETS bets settles, against its p99 outside
 *   the settlement, on PostgreSQL and on the embedded database.
 * PostgreSQL is DATABASE_URL's, or else a throw-away cluster of the test kind (fsync off). Every
 * part ends with the ledger's reconcile.
 */

export const HOT_ROWS_BUDGETS = {
  /** Bets per second with two processes over one: more processes must add throughput, not waiting. */
  twoToOneMin: 1.6,
  /** Bet p99 while an issue settles over its p99 outside the settlement. */
  settlementP99RatioMax: 2,
  /** Active database sessions waiting on a lock, percent of the samples. */
  lockWaitPercentMax: 10,
} as const;

export const PROCESS_COUNTS = [1, 2, 4] as const;
/** The whole part: three runs of processes, two settlements waiting for a fresh issue each (about 6 minutes). */
export const HOT_ROWS_DEADLINE_MS = 600_000;
/** Lottery bets in the issue that settles: 200 members, 10 bets each. */
export const LOTTERY_BETS = 2_000;
const LOTTERY_BETTORS = 200;
const SAMPLE_MS = 100;
/** Bets at once, each connection for a member of its own. */
const CONNECTIONS = 16;
/** The fast lottery: an issue every minute, sales closing 10 s before its draw. */
const FAST_GAME = 'FAST_1M';
/** Enough sale time left to place the issue's bets and still measure quietly before its draw. */
const SALE_SECONDS_NEEDED = 35;

const SECRET = 'bench-hot-rows-provider-secret-0123456789';
const GAME = { gameCode: 'SPORTS-SABA', gameName: 'Bench game', gameType: 'SPORTS', vendor: 'SABA', gameId: null } as const;

export interface ThroughputFigures {
  processes: number;
  betsPerSecond: number;
  p99Ms: number;
  failed: number;
  lockWaitPercent: number;
  /** CPU the platform processes spent per bet, all together. */
  platformCpuMsPerBet: number | null;
  /** CPU PostgreSQL's processes spent per bet (when it runs on this machine). */
  databaseCpuMsPerBet: number | null;
  /** CPU this bench spent per bet: the load itself. */
  benchCpuMsPerBet: number | null;
  /** How busy the machine's cores were during the run (every process, not only this bench's). */
  machineBusyPercent: number | null;
}

export interface SettlementFigures {
  database: 'PostgreSQL' | 'embedded';
  outsideP99Ms: number | null;
  outsideBets: number;
  duringP99Ms: number | null;
  duringBets: number;
  settlementSeconds: number | null;
  failed: number;
  /** PostgreSQL: active sessions waiting on a lock during the settlement, percent. */
  lockWaitPercent: number | null;
  error?: string;
}

export interface HotRowsFigures {
  throughput: ThroughputFigures[];
  settlement: SettlementFigures[];
  reconciled: boolean;
  error?: string;
}

interface Member {
  memberId: string;
  loginToken: string;
  launchToken: string;
  sessionToken?: string;
}

interface Sample {
  startedAt: number;
  ms: number;
  ok: boolean;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function envelope<T>(response: Response): Promise<T> {
  const payload = (await response.json()) as { success: boolean; value: T; errorCode?: string; message?: string };
  if (!response.ok || !payload.success) throw new Error(`HTTP ${response.status} ${payload.errorCode ?? ''} ${payload.message ?? ''}`.trim());
  return payload.value;
}

/** Members with money, each signed in and holding a launch token for the bench game. */
async function seedMembers(db: ScriptDb, prefix: string, count: number): Promise<Member[]> {
  const members: Member[] = [];
  for (let i = 0; i < count; i += 1) {
    const [row] = await db.query<{ id: string }>('INSERT INTO members (account, type, password_hash) VALUES ($1, 0, $2) RETURNING id::text AS id', [
      `${prefix}${i}`,
      'scrypt$not-a-real-hash',
    ]);
    const memberId = row!.id;
    await creditMember(db, { memberId, amount: 10_000_000n, idempotencyKey: `bench-hot-rows:${memberId}`, kind: 'TEST_FUNDING', source: 'OPERATOR_FUNDING' });
    const login = await createSession(db, memberId);
    const launchToken = await issueLaunchToken(db, { memberId, loginSessionId: login.sessionId, language: 'en', lobbyOrigin: 'https://bench.example', ...GAME });
    members.push({ memberId, loginToken: login.token, launchToken });
  }
  return members;
}

async function signed<T>(origin: string, path: string, payload: Record<string, unknown>): Promise<T> {
  const body = JSON.stringify({ requestId: randomUUID(), ...payload });
  return envelope<T>(await fetch(origin + path, { method: 'POST', headers: seamlessHeaders(SECRET, { path, rawBody: body }), body }));
}

async function authenticate(origin: string, members: Member[]): Promise<void> {
  for (const member of members) {
    member.sessionToken = (await signed<{ sessionToken: string }>(origin, seamlessEndpoints.authenticate.path, { launchToken: member.launchToken })).sessionToken;
  }
}

/** One connection per member, spread over the origins, betting one cent in a new round each time until stopped. */
function betLoad(origins: string[], members: Member[], stopped: () => boolean): Promise<Sample[]> {
  const samples: Sample[] = [];
  const path = seamlessEndpoints.bet.path;
  const connection = async (member: Member, origin: string) => {
    while (!stopped()) {
      const roundId = `hot-${randomUUID()}`;
      const startedAt = Date.now();
      const ok = await signed(origin, path, { sessionToken: member.sessionToken, gameCode: GAME.gameCode, roundId, txId: `${roundId}-bet`, amount: 1 }).then(
        () => true,
        () => false,
      );
      samples.push({ startedAt, ms: Date.now() - startedAt, ok });
    }
  };
  return Promise.all(members.map((member, i) => connection(member, origins[i % origins.length]!))).then(() => samples);
}

interface LockSample {
  at: number;
  waiting: number;
  active: number;
}

/** Samples pg_stat_activity every SAMPLE_MS until stopped: active sessions of the database, and those waiting on a lock. */
function lockSampler(db: ScriptDb, stopped: () => boolean): Promise<LockSample[]> {
  return (async () => {
    const samples: LockSample[] = [];
    while (!stopped()) {
      const [row] = await db.query<{ waiting: number; active: number }>(
        `SELECT count(*) FILTER (WHERE wait_event_type = 'Lock')::int AS waiting, count(*)::int AS active
         FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
      );
      samples.push({ at: Date.now(), ...row! });
      await pause(SAMPLE_MS);
    }
    return samples;
  })();
}

/** The share of active sessions found waiting on a lock, percent, over the samples from `from` to `to`. */
function lockWaitPercent(samples: LockSample[], from = 0, to = Infinity): number {
  const within = samples.filter((sample) => sample.at >= from && sample.at <= to);
  const active = within.reduce((sum, sample) => sum + sample.active, 0);
  return active === 0 ? 0 : (within.reduce((sum, sample) => sum + sample.waiting, 0) / active) * 100;
}

/** Busy and total clock ticks of all cores so far (Linux /proc/stat; null elsewhere). */
async function cpuTicks(): Promise<{ busy: number; total: number } | null> {
  try {
    const fields = (await fs.readFile('/proc/stat', 'utf8')).split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = fields[3]! + fields[4]!;
    const total = fields.reduce((sum, value) => sum + value, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

async function totalCpuMs(pids: number[]): Promise<number | null> {
  const each = await Promise.all(pids.map((pid) => cpuMs(pid)));
  return each.some((ms) => ms === null) ? null : each.reduce<number>((sum, ms) => sum + ms!, 0);
}

/** CPU of each process still running, by pid (a backend whose connection closed is gone). */
async function cpuByPid(pids: number[]): Promise<Map<number, number>> {
  const each = await Promise.all(pids.map(async (pid) => [pid, await cpuMs(pid)] as const));
  return new Map(each.filter((entry): entry is readonly [number, number] => entry[1] !== null));
}

/** The PostgreSQL server's processes on this machine (its backends included); none elsewhere. */
async function postgresPids(): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await fs.readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    const name = await fs.readFile(`/proc/${entry}/comm`, 'utf8').catch(() => '');
    if (name.trim() === 'postgres') pids.push(Number(entry));
  }
  return pids;
}

/** CPU spent so far, ms: the platform processes, the database's processes and this bench (the load). */
async function cpuSplit(servers: ServerProcess[], database: number[]): Promise<{ platform: number | null; database: Map<number, number>; bench: number }> {
  const usage = process.cpuUsage();
  return { platform: await totalCpuMs(servers.map((server) => server.pid)), database: await cpuByPid(database), bench: (usage.user + usage.system) / 1000 };
}

const perBet = (before: number | null, after: number | null, bets: number) => (before !== null && after !== null && bets ? (after - before) / bets : null);

/** The database's CPU per bet, over the processes there both before and after (none: not on this machine). */
function databasePerBet(before: Map<number, number>, after: Map<number, number>, bets: number): number | null {
  let spent = 0;
  let seen = 0;
  for (const [pid, ms] of after) {
    const start = before.get(pid);
    if (start === undefined) continue;
    spent += ms - start;
    seen += 1;
  }
  return seen && bets ? spent / bets : null;
}

async function reconciled(origin: string, operatorToken: string): Promise<boolean> {
  return fetch(origin + walletEndpoints.reconcile.path, { headers: { authorization: `Bearer ${operatorToken}` } })
    .then(async (response) => ((await response.json()) as { value?: { consistent?: boolean } }).value?.consistent === true)
    .catch(() => false);
}

async function startServers(count: number, env: Record<string, string>): Promise<ServerProcess[]> {
  const servers: ServerProcess[] = [];
  try {
    for (let i = 0; i < count; i += 1) servers.push(await startServer({ label: `site-bench-hot-rows-${i}`, env }));
    return servers;
  } catch (error) {
    await Promise.allSettled(servers.map((server) => server.stop()));
    throw error;
  }
}

/** Bets for `seconds` after two untimed ones, on 1, 2 and 4 processes of one database. */
async function measureThroughput(url: string, env: Record<string, string>, members: Member[], seconds: number): Promise<{ figures: ThroughputFigures[]; reconciled: boolean }> {
  const figures: ThroughputFigures[] = [];
  const sampler = await connectDatabase({ databaseUrl: url });
  let consistent = true;
  try {
    for (const processes of PROCESS_COUNTS) {
      const servers = await startServers(processes, env);
      try {
        const origins = servers.map((server) => server.url);
        if (!members[0]!.sessionToken) await authenticate(origins[0]!, members);
        // Two untimed seconds first: a fresh process's first bets plan its statements.
        let warming = true;
        const warm = betLoad(origins, members, () => !warming);
        await pause(2_000);
        warming = false;
        await warm;
        let stop = false;
        const started = Date.now();
        // Backends of connections opened before the run; a PostgreSQL on another machine shows none.
        const database = await postgresPids();
        const [cpuBefore, ticksBefore] = await Promise.all([cpuSplit(servers, database), cpuTicks()]);
        const load = betLoad(origins, members, () => stop);
        const waits = lockSampler(sampler, () => stop);
        await pause(seconds * 1000);
        stop = true;
        const samples = await load;
        const elapsed = (Date.now() - started) / 1000;
        const [cpuAfter, ticksAfter] = await Promise.all([cpuSplit(servers, database), cpuTicks()]);
        const ok = samples.filter((sample) => sample.ok);
        figures.push({
          processes,
          betsPerSecond: ok.length / elapsed,
          p99Ms: percentile(
            ok.map((sample) => sample.ms),
            99,
          )!,
          failed: samples.length - ok.length,
          lockWaitPercent: lockWaitPercent(await waits),
          platformCpuMsPerBet: perBet(cpuBefore.platform, cpuAfter.platform, ok.length),
          databaseCpuMsPerBet: databasePerBet(cpuBefore.database, cpuAfter.database, ok.length),
          benchCpuMsPerBet: perBet(cpuBefore.bench, cpuAfter.bench, ok.length),
          machineBusyPercent: ticksBefore && ticksAfter ? ((ticksAfter.busy - ticksBefore.busy) / (ticksAfter.total - ticksBefore.total)) * 100 : null,
        });
        console.info(`bench: hot rows: ${processes} process(es): ${Math.round(ok.length / elapsed)} bets/s`);
        consistent &&= await reconciled(origins[0]!, servers[0]!.operatorToken);
      } finally {
        await Promise.allSettled(servers.map((server) => server.stop()));
      }
    }
  } finally {
    await sampler.close();
  }
  return { figures, reconciled: consistent };
}

async function currentFastIssue(origin: string): Promise<{ numero: string; remainTime: number; lockTime: number }> {
  const menu = await envelope<LotteryMenu>(await fetch(origin + lotteryEndpoints.menu.path));
  const item = menu.menus.flatMap((group) => group.gameMenus).find((game) => game.gameId === FAST_GAME);
  if (!item) throw new Error(`the lottery menu has no ${FAST_GAME}`);
  return item;
}

async function issueOf(origin: string, numero: string): Promise<LotteryIssueAnswer['issue']> {
  const issuePath = lotteryEndpoints.issue.path.replace(':gameId', FAST_GAME).replace(':numero', numero);
  return (await envelope<LotteryIssueAnswer>(await fetch(origin + issuePath))).issue;
}

/**
 * Bets run throughout; LOTTERY_BETS lottery bets go into the fast lottery's current issue at the
 * start of its sale; "outside" is from their last placement to the draw, "during" from the draw to
 * the issue seen SETTLED.
 */
async function measureSettlement(
  database: SettlementFigures['database'],
  server: ServerProcess,
  bettors: Member[],
  bettorsOfLottery: Member[],
  sampler?: ScriptDb,
): Promise<SettlementFigures> {
  const origin = server.url;
  let stop = false;
  let load: Promise<Sample[]> | undefined;
  let waits: Promise<LockSample[]> | undefined;
  try {
    await authenticate(origin, bettors);
    let issue = await currentFastIssue(origin);
    if (issue.remainTime < SALE_SECONDS_NEEDED) {
      await pause((issue.remainTime + issue.lockTime + 3) * 1000);
      issue = await currentFastIssue(origin);
    }
    load = betLoad([origin], bettors, () => stop);
    waits = sampler ? lockSampler(sampler, () => stop) : undefined;
    const placeBet = async (member: Member, i: number) => {
      const bet: PlaceBet = { gameId: FAST_GAME, numero: issue.numero, betType: 'DE', numbers: [String(i % 100).padStart(2, '0')], units: 1, requestId: `hot-${randomUUID()}` };
      await envelope(
        await fetch(origin + lotteryEndpoints.placeBet.path, {
          method: 'POST',
          headers: { authorization: member.loginToken, 'content-type': 'application/json' },
          body: JSON.stringify(bet),
        }),
      );
    };
    const perBettor = LOTTERY_BETS / bettorsOfLottery.length;
    await Promise.all(
      bettorsOfLottery.map(async (member, m) => {
        for (let i = 0; i < perBettor; i += 1) await placeBet(member, m * perBettor + i);
      }),
    );
    const placedAt = Date.now();
    let state = await issueOf(origin, issue.numero);
    const deadline = Date.parse(state.drawAt) + 180_000;
    while (state.status !== 'SETTLED' && Date.now() < deadline) {
      await pause(250);
      state = await issueOf(origin, issue.numero);
    }
    const settledSeenAt = Date.now();
    await pause(1_000);
    stop = true;
    const samples = await load;
    const lockSamples = await waits;
    if (state.status !== 'SETTLED' || !state.drawnAt) throw new Error(`issue ${issue.numero} not settled within 3 minutes of its draw (${state.status})`);
    const drawnAt = Date.parse(state.drawnAt);
    const ok = samples.filter((sample) => sample.ok);
    const outside = ok.filter((sample) => sample.startedAt >= placedAt + 1_000 && sample.startedAt + sample.ms < Date.parse(state.drawAt) - 500).map((sample) => sample.ms);
    const during = ok.filter((sample) => sample.startedAt + sample.ms >= drawnAt && sample.startedAt <= settledSeenAt).map((sample) => sample.ms);
    return {
      database,
      outsideP99Ms: percentile(outside, 99),
      outsideBets: outside.length,
      duringP99Ms: percentile(during, 99),
      duringBets: during.length,
      settlementSeconds: (settledSeenAt - drawnAt) / 1000,
      failed: samples.length - ok.length,
      lockWaitPercent: lockSamples ? lockWaitPercent(lockSamples, drawnAt, settledSeenAt) : null,
    };
  } catch (error) {
    stop = true;
    await Promise.allSettled([load, waits]);
    return {
      database,
      outsideP99Ms: null,
      outsideBets: 0,
      duringP99Ms: null,
      duringBets: 0,
      settlementSeconds: null,
      failed: 0,
      lockWaitPercent: null,
      error: `not measured: ${(error as Error).message}`,
    };
  }
}

interface Bettors {
  throughput: Member[];
  settlement: Member[];
  lottery: Member[];
}

/** Migrates the database and seeds the bettors of every part, then closes it again. */
async function seedAll(options: { databaseUrl: string } | { dataDir: string }): Promise<Bettors> {
  const db = await connectDatabase(options);
  try {
    await runMigrations(db);
    // DATABASE_URL's database may have seen an earlier run: this run's accounts are new names.
    const run = randomBytes(4).toString('hex');
    return {
      throughput: await seedMembers(db, `hotput${run}x`, CONNECTIONS),
      settlement: await seedMembers(db, `hotspin${run}x`, CONNECTIONS),
      lottery: await seedMembers(db, `hotlotto${run}x`, LOTTERY_BETTORS),
    };
  } finally {
    await db.close();
  }
}

export type HotRowsPart = 'throughput' | 'settlement';

export async function measureHotRows(options: { seconds: number; parts?: readonly HotRowsPart[] }): Promise<HotRowsFigures> {
  const parts = new Set(options.parts ?? ['throughput', 'settlement']);
  const figures: HotRowsFigures = { throughput: [], settlement: [], reconciled: true };
  let cluster: TestCluster | undefined;
  try {
    // PostgreSQL: several processes on one database, then one process while an issue settles.
    let url = process.env.DATABASE_URL;
    if (!url) {
      cluster = await startTestCluster();
      url = cluster.url;
    }
    const env = { GAME_PROVIDER_SECRET: SECRET, DATABASE_URL: url, LOTTERY_SEED_KEY: process.env.LOTTERY_SEED_KEY || randomBytes(32).toString('hex') };
    const seeded = await seedAll({ databaseUrl: url });
    if (parts.has('throughput')) {
      const throughput = await measureThroughput(url, env, seeded.throughput, options.seconds);
      figures.throughput = throughput.figures;
      figures.reconciled &&= throughput.reconciled;
    }
    if (!parts.has('settlement')) return figures;
    const [server] = await startServers(1, env);
    const sampler = await connectDatabase({ databaseUrl: url });
    try {
      figures.settlement.push(await measureSettlement('PostgreSQL', server!, seeded.settlement, seeded.lottery, sampler));
      figures.reconciled &&= await reconciled(server!.url, server!.operatorToken);
    } finally {
      await sampler.close();
      await server!.stop();
    }

    // The embedded database: seeded in its data directory, then one server on it.
    const base = await fs.mkdtemp(path.join(os.tmpdir(), 'site-bench-hot-rows-embedded-'));
    try {
      const dataDir = path.join(base, 'data');
      await fs.mkdir(dataDir, { recursive: true });
      const members = await seedAll({ dataDir });
      const server = await startServer({ label: 'site-bench-hot-rows-embedded', dataDir, env: { GAME_PROVIDER_SECRET: SECRET } });
      try {
        figures.settlement.push(await measureSettlement('embedded', server, members.settlement, members.lottery));
        figures.reconciled &&= await reconciled(server.url, server.operatorToken);
      } finally {
        await server.stop();
      }
    } finally {
      await fs.rm(base, { recursive: true, force: true });
    }
  } catch (error) {
    figures.error = `not measured: ${(error as Error).message}`;
  } finally {
    await cluster?.stop();
  }
  return figures;
}

export function hotRowsRows(figures: HotRowsFigures): Row[] {
  const scope = 'hot rows';
  if (figures.error) return [{ scope, metric: figures.error, value: null, unit: '' }];
  const byCount = new Map(figures.throughput.map((run) => [run.processes, run]));
  const one = byCount.get(1);
  const two = byCount.get(2);
  const rows: Row[] = figures.throughput.flatMap((run) => [
    { scope: `${scope} PostgreSQL`, metric: `seamless bets/s, ${run.processes} process(es)`, value: run.betsPerSecond, unit: '/s' },
    { scope: `${scope} PostgreSQL`, metric: `bet p99, ${run.processes} process(es)`, value: run.p99Ms, unit: 'ms' },
    { scope: `${scope} PostgreSQL`, metric: `row-lock wait % of active, ${run.processes} process(es)`, value: run.lockWaitPercent, unit: '%', budget: HOT_ROWS_BUDGETS.lockWaitPercentMax, kind: 'max' as const },
    { scope: `${scope} PostgreSQL`, metric: `failed bets, ${run.processes} process(es)`, value: run.failed, unit: '#', budget: 0, kind: 'max' as const },
    // Whether more processes could add anything: a machine already busy has no core left for them.
    { scope: `${scope} PostgreSQL`, metric: `platform CPU per bet, ${run.processes} process(es)`, value: run.platformCpuMsPerBet, unit: 'ms' },
    { scope: `${scope} PostgreSQL`, metric: `database CPU per bet, ${run.processes} process(es)`, value: run.databaseCpuMsPerBet, unit: 'ms' },
    { scope: `${scope} PostgreSQL`, metric: `load (this bench) CPU per bet, ${run.processes} process(es)`, value: run.benchCpuMsPerBet, unit: 'ms' },
    { scope: `${scope} PostgreSQL`, metric: `machine CPU busy, ${run.processes} process(es)`, value: run.machineBusyPercent, unit: '%' },
  ]);
  rows.push({
    scope: `${scope} PostgreSQL`,
    metric: 'bets/s 2 processes : 1',
    value: one && two && one.betsPerSecond > 0 ? two.betsPerSecond / one.betsPerSecond : null,
    unit: '',
    budget: HOT_ROWS_BUDGETS.twoToOneMin,
    kind: 'min',
  });
  for (const run of figures.settlement) {
    const at = `${scope} ${run.database}`;
    if (run.error) {
      rows.push({ scope: at, metric: run.error, value: null, unit: '' });
      continue;
    }
    rows.push(
      { scope: at, metric: `bet p99 outside settlement (${run.outsideBets} bets)`, value: run.outsideP99Ms, unit: 'ms' },
      { scope: at, metric: `bet p99 while ${LOTTERY_BETS} lottery bets settle (${run.duringBets} bets, ${run.settlementSeconds?.toFixed(1)} s)`, value: run.duringP99Ms, unit: 'ms' },
      {
        scope: at,
        metric: 'p99 during : outside',
        value: run.duringP99Ms !== null && run.outsideP99Ms ? run.duringP99Ms / run.outsideP99Ms : null,
        unit: '',
        budget: HOT_ROWS_BUDGETS.settlementP99RatioMax,
        kind: 'max',
      },
      { scope: at, metric: 'failed bets', value: run.failed, unit: '#', budget: 0, kind: 'max' },
    );
    if (run.lockWaitPercent !== null) {
      rows.push({ scope: at, metric: 'row-lock wait % of active while settling', value: run.lockWaitPercent, unit: '%', budget: HOT_ROWS_BUDGETS.lockWaitPercentMax, kind: 'max' });
    }
  }
  rows.push({ scope, metric: 'ledger reconciles after (1 = yes)', value: figures.reconciled ? 1 : 0, unit: '#', budget: 1, kind: 'min' });
  return rows;
}
