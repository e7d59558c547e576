import { randomBytes } from 'node:crypto';
import { existsSync, promises as fs, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { REPO_ROOT, startServer, type ServerProcess } from '../../e2e/server-process';
import { AGENTS_API_BUDGETS, AGENTS_DEADLINE_MS, agentsRows, loadAgents } from './agents-load';
import { API_ENDPOINTS, LOGIN_CONNECTIONS, loadEndpoint, memberEndpoints, rssMb, type ApiFigures } from './api-load';
import { loadLotteryBets, type LotteryBetFigures } from './lottery-bets-load';
import { LOTTERY_API_BUDGETS, LOTTERY_MENU_ENDPOINT } from './lottery-load';
import { loadRecords, RECORDS_API_BUDGETS, RECORDS_DEADLINE_MS, recordsRows } from './records-load';
import { loadSpins, type SpinFigures } from './spin-load';
import { loadRewards, REWARDS_DEADLINE_MS, rewardsRows } from './rewards-load';
import { limitsRows, LIMITS_DEADLINE_MS, loadLimits } from './limits-load';
import { CHAT_DEADLINE_MS, chatRows, loadChat } from './chat-load';
import type { Row } from './seeded-server';
import { CPU_SLOWDOWN, measureColdLoad, measureMedianLoad, MOBILE_NETWORK, PAGE_BUDGETS, pageRows, type MedianPageMetrics } from './page-metrics';
import { INP_BUDGET_MS, interactionRows, measureInteractions, type InteractionFigures } from './interactions';
import { FIRST_USE_BUDGET_MS, firstUseRows, measureFirstUses, type FirstUseFigures } from './first-uses';
import { LIGHTHOUSE_BUDGETS, LIGHTHOUSE_ROUTES, lighthouseRows, runLighthouse, type LighthouseFigures } from './lighthouse';
import { HOT_ROWS_DEADLINE_MS, hotRowsRows, measureHotRows, type HotRowsFigures } from './hot-rows';
import { measureMonolith, MONOLITH_DEADLINE_MS, MONOLITH_DIST, monolithRows, type MonolithFigures } from './monolith';

/**
 * `npm run bench` (after `npm run build`): what a player feels and what the server pays, printed
 * beside budgets and written to `.data/bench/latest.json`. A first visit on a phone: each page the
 * median of PAGE_LOADS cold loads, the first interactions' INP, Lighthouse's mobile scores.
 *
 * Figures come from one run on whatever machine this is; compare them with each other and with the
 * budgets (ratios), not with another machine's absolute times.
 *   --strict           exit 1 when a figure is over its budget or could not be measured
 *   --api-seconds N    load each platform call for N seconds (default 5)
 *   --only login       only the login load, on a server of its own (no pages, no browser, nothing
 *                      written): `npx tsx deploy/bench/src/main.ts --only login` needs no build
 *   --only first-load  only the pages' cold loads (LCP, TBT, JS bytes per remote), after a build
 *   --only first-uses  only the first uses (first-uses.ts: tap to result on screen for the first
 *                      Register dialog, Favourites to login, a game launch, agent sign-in, the
 *                      payment password), after a build; `--use game` only those named so,
 *                      `--trace` with what each page fetched after the tap
 *   --only hot-rows    only the ledger's hot-row figures (hot-rows.ts: bets/s on 1, 2 and 4
 *                      processes of one PostgreSQL, bet p99 while a lottery issue settles on both
 *                      databases, row-lock waits); needs no build either
 *   --only limits      only the spins of a member with player limits against one without
 *                      (limits-load.ts: at most 10 % more cost); needs no build either
 *   --only rewards     only the rewards figures (rewards-load.ts: reward centre claims/s and p99
 *                      with many members claiming at once, and spins with an active bonus grant
 *                      against spins without one); needs no build either
 *   --only chat        only the chat room's fan-out (chat-load.ts: 1,000 readers of one room's
 *                      stream, posts at a fixed rate, p50/p99/max from post to reader); needs no
 *                      build either
 */

export const BUDGETS = {
  ...PAGE_BUDGETS,
  inpMs: INP_BUDGET_MS,
  firstUseMs: FIRST_USE_BUDGET_MS,
  lighthouse: LIGHTHOUSE_BUDGETS,
  apiP99Ms: 50,
  apiMinRps: 300,
  // Login is slow on purpose: every attempt costs one Argon2id check (19 MiB, a few ms of CPU), which
  // is what makes guessing passwords expensive. The budget: 40 sign-ins a second with 20 at once, each
  // answered within 300 ms at the 99th percentile.
  loginP99Ms: 300,
  loginMinRps: 40,
  // The game list's name search over the 10,000-game catalogue, on the embedded database.
  searchP99Ms: 30,
  searchMinRps: 3000,
  // Spins through the signed seamless protocol (bet + win, each a ledger entry with its round row).
  spinsMinPerSecond: 500,
  // Lottery bets through the ledger (bet row, game round, stake into the lottery's stakes account).
  lotteryBetsMinPerSecond: 500,
  // Embedded PGlite alone holds about 750 MB of WASM heap in the server process (measured); on a
  // real PostgreSQL (DATABASE_URL) the same server peaks near 175 MB.
  peakRssMb: process.env.DATABASE_URL ? 512 : 1024,
} as const;

const PAGES: { route: string; ready: string }[] = [
  { route: '/', ready: '[data-testid="home-lanes"] [data-testid^="vendor-card-"]' },
  { route: '/rng', ready: '[data-testid="lobby-RNG"]' },
  { route: '/lottery', ready: 'main' },
];

/** Cold loads per page: one load on a shared machine is noise, the median of five is a figure. */
const PAGE_LOADS = 5;

/** The pages' medians, the three interactions and the four Lighthouse runs: about 6 minutes on the 2-core machine. */
const FIRST_VISIT_DEADLINE_MS = 600_000;
/** Six first uses, three fresh pages each (most sign in first): about 6 minutes on the 2-core machine. */
const FIRST_USES_DEADLINE_MS = 600_000;

const DEADLINE_MS = 175_000 + FIRST_VISIT_DEADLINE_MS + FIRST_USES_DEADLINE_MS + RECORDS_DEADLINE_MS + AGENTS_DEADLINE_MS + MONOLITH_DEADLINE_MS + HOT_ROWS_DEADLINE_MS + REWARDS_DEADLINE_MS + LIMITS_DEADLINE_MS + CHAT_DEADLINE_MS;

function verdict(row: Row): 'PASS' | 'OVER' | '' | 'n/a' {
  if (row.budget === undefined) return '';
  if (row.value === null) return 'n/a';
  return (row.kind === 'min' ? row.value >= row.budget : row.value <= row.budget) ? 'PASS' : 'OVER';
}

function format(value: number | null, unit: string): string {
  if (value === null) return '–';
  if (unit === '') return value.toFixed(3);
  if (unit === '#') return String(Math.round(value));
  if (unit === 'KB' || unit === 'MB') return `${value.toFixed(1)} ${unit}`;
  // Fractions only where they matter: a few ms of CPU per request.
  if (unit === 'ms' && value < 10 && !Number.isInteger(value)) return `${value.toFixed(1)} ms`;
  return `${Math.round(value)} ${unit}`;
}

function printTable(rows: Row[]): void {
  const cells = rows.map((r) => {
    const v = verdict(r);
    const ratio = r.budget !== undefined && r.value !== null && r.budget !== 0 ? `${Math.round((r.value / r.budget) * 100)}%` : '';
    return [r.scope, r.metric, format(r.value, r.unit), r.budget === undefined ? '' : `${r.kind === 'min' ? '≥' : '≤'} ${format(r.budget, r.unit)}`, ratio, v];
  });
  const header = ['scope', 'metric', 'value', 'budget', 'of budget', 'verdict'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}

/** Calls whose budgets differ from the general API budget. */
const API_BUDGETS: Record<string, { minRps: number; p99Ms: number }> = {
  login: { minRps: BUDGETS.loginMinRps, p99Ms: BUDGETS.loginP99Ms },
  'game search': { minRps: BUDGETS.searchMinRps, p99Ms: BUDGETS.searchP99Ms },
  ...RECORDS_API_BUDGETS,
  ...LOTTERY_API_BUDGETS,
  ...AGENTS_API_BUDGETS,
};

function apiRows(api: ApiFigures): Row[] {
  const scope = `api ${api.name}`;
  if (api.error) return [{ scope, metric: api.error, value: null, unit: 'ms' }];
  const budget = API_BUDGETS[api.name] ?? { minRps: BUDGETS.apiMinRps, p99Ms: BUDGETS.apiP99Ms };
  return [
    { scope, metric: 'requests/s', value: api.requestsPerSecond, unit: '/s', budget: budget.minRps, kind: 'min' },
    { scope, metric: 'p50', value: api.p50Ms, unit: 'ms' },
    { scope, metric: 'p99', value: api.p99Ms, unit: 'ms', budget: budget.p99Ms, kind: 'max' },
    // A refused or failed answer under load would flatter the figures above.
    { scope, metric: 'non-2xx or errors', value: api.non2xx + api.errors, unit: '#', budget: 0, kind: 'max' },
    // What the machine's other work cannot change: on an idle machine, cores × 1000 / this is the ceiling per second.
    ...(api.serverCpuMsPerRequest === undefined ? [] : [{ scope, metric: 'server CPU per request', value: api.serverCpuMsPerRequest, unit: 'ms' }]),
  ];
}

function spinRows(spins: SpinFigures): Row[] {
  const scope = 'api spins (bet + win)';
  if (spins.error) return [{ scope, metric: spins.error, value: null, unit: '/s' }];
  return [
    { scope, metric: 'spins/s', value: spins.spinsPerSecond, unit: '/s', budget: BUDGETS.spinsMinPerSecond, kind: 'min' },
    { scope, metric: 'p50 per call', value: spins.p50Ms, unit: 'ms' },
    { scope, metric: 'p99 per call', value: spins.p99Ms, unit: 'ms' },
    { scope, metric: 'non-2xx or errors', value: spins.non2xx + spins.errors, unit: '#', budget: 0, kind: 'max' },
    { scope, metric: 'ledger reconciles after (1 = yes)', value: spins.reconciled ? 1 : 0, unit: '#', budget: 1, kind: 'min' },
  ];
}

function lotteryBetRows(bets: LotteryBetFigures): Row[] {
  const scope = 'api lottery bets';
  if (bets.error) return [{ scope, metric: bets.error, value: null, unit: '/s' }];
  return [
    { scope, metric: 'bets/s', value: bets.betsPerSecond, unit: '/s', budget: BUDGETS.lotteryBetsMinPerSecond, kind: 'min' },
    { scope, metric: 'p50', value: bets.p50Ms, unit: 'ms' },
    { scope, metric: 'p99', value: bets.p99Ms, unit: 'ms' },
    { scope, metric: 'non-2xx or errors', value: bets.non2xx + bets.errors, unit: '#', budget: 0, kind: 'max' },
    { scope, metric: 'ledger reconciles after (1 = yes)', value: bets.reconciled ? 1 : 0, unit: '#', budget: 1, kind: 'min' },
  ];
}

function lighthouseVersion(): string {
  return (JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string }).version;
}

/** The bench server's provider secret: the bench signs its spins as the provider would. */
const PROVIDER_SECRET = 'bench-provider-secret-0123456789abcdef';

/** `--only login`: the login load alone, printed beside its budget like the full run's figures. */
async function loginOnly(apiSeconds: number, strict: boolean): Promise<number> {
  const server = await startServer({ label: 'site-bench-login', env: { GAME_PROVIDER_SECRET: PROVIDER_SECRET } });
  try {
    const login = (await memberEndpoints(server.url, server.operatorToken)).endpoints.find((endpoint) => endpoint.name === 'login')!;
    const rows = apiRows(await loadEndpoint(server.url, login, apiSeconds, 10, server.pid));
    console.log(`\nlogin: ${login.connections ?? 10} sign-ins at once for ${apiSeconds} s, ${os.cpus().length} cores`);
    printTable(rows);
    return strict && rows.some((row) => verdict(row) !== 'PASS' && verdict(row) !== '') ? 1 : 0;
  } finally {
    await server.stop();
  }
}

/** `--only rewards`: the reward claims and the spins with a bonus grant, printed beside their budgets. */
async function rewardsOnly(apiSeconds: number, strict: boolean): Promise<number> {
  const rows = rewardsRows(await loadRewards({ seconds: apiSeconds, env: { GAME_PROVIDER_SECRET: PROVIDER_SECRET }, secret: PROVIDER_SECRET }));
  console.log(`\nrewards: ${apiSeconds} s a run, ${os.cpus().length} cores, shared with whatever else runs on this machine (load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')})`);
  printTable(rows);
  return strict && rows.some((row) => verdict(row) !== 'PASS' && verdict(row) !== '') ? 1 : 0;
}

/** `--only limits`: the spins with player limits against those without, printed beside their budget. */
async function limitsOnly(apiSeconds: number, strict: boolean): Promise<number> {
  const rows = limitsRows(await loadLimits({ seconds: apiSeconds, env: { GAME_PROVIDER_SECRET: PROVIDER_SECRET }, secret: PROVIDER_SECRET }));
  console.log(`\nlimits: ${apiSeconds} s a run, ${os.cpus().length} cores, shared with whatever else runs on this machine (load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')})`);
  printTable(rows);
  return strict && rows.some((row) => verdict(row) !== 'PASS' && verdict(row) !== '') ? 1 : 0;
}

/** `--only chat`: the chat room's fan-out, printed beside its budget. */
async function chatOnly(strict: boolean): Promise<number> {
  const rows = chatRows(await loadChat({ env: { GAME_PROVIDER_SECRET: PROVIDER_SECRET } }));
  console.log(`\nchat: ${os.cpus().length} cores, shared with whatever else runs on this machine (load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')})`);
  printTable(rows);
  return strict && rows.some((row) => verdict(row) !== 'PASS' && verdict(row) !== '') ? 1 : 0;
}

/** `--only hot-rows`: the hot-row figures alone, printed beside their budgets. */
async function hotRowsOnly(apiSeconds: number, strict: boolean): Promise<number> {
  const rows = hotRowsRows(await measureHotRows({ seconds: hotRowsSeconds(apiSeconds) }));
  console.log(`\nhot rows: ${os.cpus().length} cores, shared with whatever else runs on this machine`);
  printTable(rows);
  return strict && rows.some((row) => verdict(row) !== 'PASS' && verdict(row) !== '') ? 1 : 0;
}

function launchChromium() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

function requireBuild(): void {
  if (!existsSync(path.join(REPO_ROOT, 'shell', 'dist', 'index.html'))) throw new Error('no shell build: run "npm run build" first (npm run bench does)');
}

/**
 * `--only first-load` or `--only first-uses`: one part of the first visit on a server of its own,
 * printed beside its budgets (nothing written).
 */
async function firstVisitOnly(part: 'first-load' | 'first-uses', strict: boolean): Promise<number> {
  requireBuild();
  const server = await startServer({ label: `site-bench-${part}`, env: { GAME_PROVIDER_SECRET: PROVIDER_SECRET } });
  const browser = await launchChromium();
  try {
    // One untimed load first, as in the full run: the server's first-request work is not a player's.
    await measureColdLoad(browser, server.url, '/', PAGES[0]!.ready, { timeoutMs: 30_000, quietMs: 500 }).catch(() => undefined);
    let rows: Row[];
    if (part === 'first-load') {
      const pages: MedianPageMetrics[] = [];
      for (const { route, ready } of PAGES) pages.push(await measureMedianLoad(browser, server.url, route, ready, PAGE_LOADS));
      rows = pages.flatMap(pageRows);
    } else {
      const useArg = process.argv.indexOf('--use');
      const only = useArg >= 0 ? process.argv[useArg + 1] : undefined;
      const trace = process.argv.includes('--trace');
      rows = (await measureFirstUses(browser, server, { only, trace, log: (line) => console.info(line) })).flatMap(firstUseRows);
    }
    console.log(`\n${part}: CPU ${CPU_SLOWDOWN}x slower, network ${MOBILE_NETWORK.latencyMs} ms RTT, cache off; ${os.cpus().length} cores, shared with whatever else runs on this machine`);
    printTable(rows);
    return strict && rows.some((row) => verdict(row) !== 'PASS' && verdict(row) !== '') ? 1 : 0;
  } finally {
    await browser.close().catch(() => undefined);
    await server.stop();
  }
}

/** Each throughput run lasts at least 10 s: a ratio of two short runs is mostly noise. */
const hotRowsSeconds = (apiSeconds: number) => Math.max(10, apiSeconds);

async function main(): Promise<number> {
  const strict = process.argv.includes('--strict');
  const secondsArg = process.argv.indexOf('--api-seconds');
  const apiSeconds = secondsArg >= 0 ? Number(process.argv[secondsArg + 1]) : 5;
  if (!Number.isFinite(apiSeconds) || apiSeconds <= 0) throw new Error('--api-seconds needs a positive number');
  const onlyArg = process.argv.indexOf('--only');
  if (onlyArg >= 0) {
    const only = process.argv[onlyArg + 1];
    if (only === 'login') return loginOnly(apiSeconds, strict);
    if (only === 'hot-rows') return hotRowsOnly(apiSeconds, strict);
    if (only === 'rewards') return rewardsOnly(apiSeconds, strict);
    if (only === 'limits') return limitsOnly(apiSeconds, strict);
    if (only === 'chat') return chatOnly(strict);
    if (only === 'first-load' || only === 'first-uses') return firstVisitOnly(only, strict);
    throw new Error('--only takes: login, hot-rows, rewards, limits, chat, first-load, first-uses');
  }
  requireBuild();

  const started = Date.now();
  let server: ServerProcess | undefined;
  const browser = await launchChromium();
  const chromiumVersion = browser.version();
  const deadline = setTimeout(() => {
    console.error(`bench: still running after ${DEADLINE_MS / 1000} s; stopping`);
    void Promise.allSettled([browser.close(), server?.stop()]).then(() => process.exit(1));
  }, DEADLINE_MS);
  try {
    // DATABASE_URL measures the server on that PostgreSQL instead of the embedded database; there
    // the lottery needs a seed key from configuration (the run's own, unless one is given).
    const postgres: Record<string, string> = process.env.DATABASE_URL
      ? { DATABASE_URL: process.env.DATABASE_URL, LOTTERY_SEED_KEY: process.env.LOTTERY_SEED_KEY || randomBytes(32).toString('hex') }
      : {};
    const benchEnv = { GAME_PROVIDER_SECRET: PROVIDER_SECRET, ...postgres };
    server = await startServer({ label: 'site-bench', env: benchEnv });
    console.info(`bench: server ${server.url} ready in ${((Date.now() - started) / 1000).toFixed(1)} s; CPU ${CPU_SLOWDOWN}x slower, network ${MOBILE_NETWORK.latencyMs} ms RTT, ${MOBILE_NETWORK.downloadKbps}/${MOBILE_NETWORK.uploadKbps} kbps, cache off`);

    // One untimed load first: the server's own first-request work (lazy caches) is not a player's.
    await measureColdLoad(browser, server.url, '/', PAGES[0]!.ready, { timeoutMs: 30_000, quietMs: 500 }).catch(() => undefined);

    const pages: MedianPageMetrics[] = [];
    for (const { route, ready } of PAGES) {
      const metrics = await measureMedianLoad(browser, server.url, route, ready, PAGE_LOADS);
      pages.push(metrics);
      const each = metrics.each.map((load) => `LCP ${Math.round(load.lcpMs ?? -1)} TBT ${Math.round(load.tbtMs)}`).join(', ');
      console.info(`bench: ${route} settled after ${Math.round(metrics.settledMs)} ms (median of ${metrics.loads}: ${each})${metrics.error ? ` (${metrics.error})` : ''}`);
    }
    // Each after its page settled, on the same phone profile (CPU 4x slower, mobile network).
    const interactions: InteractionFigures[] = await measureInteractions(browser, server);
    for (const step of interactions) console.info(`bench: ${step.name}: INP ${step.inpMs ?? '–'} ms${step.error ? ` (${step.error})` : ''}`);
    // The first time a player uses what is not on the first page: tap to result, fresh pages each.
    const firstUses: FirstUseFigures[] = await measureFirstUses(browser, server, { log: (line) => console.info(line) });
    // The same code built as one application, on a server of its own, loaded the same way (`npm run bench` builds it).
    const monolith: MonolithFigures = existsSync(path.join(MONOLITH_DIST, 'index.html'))
      ? await measureMonolith({ browser, pages: PAGES, seedRemotesFrom: server.dataDir, env: benchEnv, loads: PAGE_LOADS })
      : { pages: [], error: 'no monolith build: run "node deploy/build/build-all.mjs monolith" (npm run bench does)' };
    await browser.close();

    // Before the load tests, on a quiet server: Lighthouse times its own (unthrottled) load and simulates the phone.
    const lighthouse: LighthouseFigures[] = await runLighthouse(server.url, LIGHTHOUSE_ROUTES);
    for (const run of lighthouse) console.info(`bench: Lighthouse ${run.route}: performance ${run.performance ?? '–'}, accessibility ${run.accessibility ?? '–'}${run.error ? ` (${run.error})` : ''}`);

    const api: ApiFigures[] = [];
    let peakDuringLoad = 0;
    const sampler = setInterval(() => {
      void rssMb(server!.pid).then((mb) => {
        if (mb !== null) peakDuringLoad = Math.max(peakDuringLoad, mb);
      });
    }, 200);
    const member = await memberEndpoints(server.url, server.operatorToken);
    for (const endpoint of [...API_ENDPOINTS, LOTTERY_MENU_ENDPOINT, ...member.endpoints]) api.push(await loadEndpoint(server.url, endpoint, apiSeconds, 10, server.pid));
    const spinLoad = { origin: server.url, memberToken: member.memberToken, secret: PROVIDER_SECRET, operatorToken: server.operatorToken, connections: 10 };
    // Two untimed seconds first, as with the pages: a running server has its statements planned and
    // its code compiled; a fresh one's first spins are not what players meet.
    await loadSpins({ ...spinLoad, seconds: 2 });
    const spins = await loadSpins({ ...spinLoad, seconds: apiSeconds });
    const lotteryBets = await loadLotteryBets({
      origin: server.url,
      memberToken: member.memberToken,
      memberAccount: member.memberAccount,
      operatorToken: server.operatorToken,
      seconds: apiSeconds,
      connections: 10,
    });
    clearInterval(sampler);
    const peakRss = await rssMb(server.pid, 'VmHWM');
    // On a server of its own, over a million rows (after the peak above: its seeding is not this server's).
    const records = await loadRecords({ seconds: apiSeconds, connections: 10, env: { GAME_PROVIDER_SECRET: PROVIDER_SECRET } });
    const agents = await loadAgents({ seconds: apiSeconds, connections: 10, env: { GAME_PROVIDER_SECRET: PROVIDER_SECRET } });
    // Servers and databases of its own (PostgreSQL: DATABASE_URL's, or a throw-away cluster).
    const hotRows: HotRowsFigures = await measureHotRows({ seconds: hotRowsSeconds(apiSeconds) });
    const rewards = await loadRewards({ seconds: apiSeconds, env: { GAME_PROVIDER_SECRET: PROVIDER_SECRET }, secret: PROVIDER_SECRET });
    const limits = await loadLimits({ seconds: apiSeconds, env: { GAME_PROVIDER_SECRET: PROVIDER_SECRET }, secret: PROVIDER_SECRET });
    const chat = await loadChat({ env: { GAME_PROVIDER_SECRET: PROVIDER_SECRET } });

    const rows: Row[] = [
      ...pages.flatMap(pageRows),
      ...monolithRows(pages, monolith),
      ...interactions.flatMap(interactionRows),
      ...firstUses.flatMap(firstUseRows),
      ...lighthouse.flatMap(lighthouseRows),
      ...api.flatMap(apiRows),
      ...spinRows(spins),
      ...lotteryBetRows(lotteryBets),
      ...recordsRows(records, apiRows),
      ...agentsRows(agents, apiRows),
      ...hotRowsRows(hotRows),
      ...rewardsRows(rewards),
      ...limitsRows(limits),
      ...chatRows(chat),
      { scope: 'server', metric: 'peak RSS (whole run)', value: peakRss, unit: 'MB', budget: BUDGETS.peakRssMb, kind: 'max' },
      { scope: 'server', metric: 'peak RSS (under load)', value: peakDuringLoad || null, unit: 'MB' },
    ];
    console.log(`\npage figures: the median of ${PAGE_LOADS} cold loads each; INP with the CPU ${CPU_SLOWDOWN}x slower; Lighthouse ${lighthouseVersion()} mobile defaults`);
    printTable(rows);
    const over = rows.filter((r) => verdict(r) === 'OVER');
    const unmeasured = rows.filter((r) => verdict(r) === 'n/a');
    for (const p of pages) {
      if (p.error) console.warn(`note: ${p.route}: ${p.error}`);
      if (p.failedRequests.length) console.warn(`note: ${p.route}: failed requests: ${p.failedRequests.join(', ')}`);
    }
    for (const run of lighthouse) {
      if (run.failedAccessibilityAudits.length) console.warn(`note: Lighthouse ${run.route}: failed accessibility audits: ${run.failedAccessibilityAudits.join(', ')}`);
    }

    const result = {
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version, chromium: chromiumVersion },
      conditions: {
        cpuSlowdown: CPU_SLOWDOWN,
        network: MOBILE_NETWORK,
        cache: 'disabled',
        pageLoads: PAGE_LOADS,
        lighthouse: { version: lighthouseVersion(), config: 'default (mobile, simulated throttling)' },
        apiSeconds,
        apiConnections: 10,
        loginConnections: LOGIN_CONNECTIONS,
      },
      budgets: BUDGETS,
      pages,
      monolith,
      interactions,
      firstUses,
      lighthouse,
      api,
      spins,
      records,
      agents,
      hotRows,
      rewards,
      limits,
      chat,
      server: { peakRssMb: peakRss, peakRssUnderLoadMb: peakDuringLoad || null },
      overBudget: over.map((r) => `${r.scope} ${r.metric}`),
      notMeasured: unmeasured.map((r) => `${r.scope} ${r.metric}`),
    };
    const outDir = path.join(REPO_ROOT, '.data', 'bench');
    await fs.mkdir(outDir, { recursive: true });
    const json = `${JSON.stringify(result, null, 2)}\n`;
    await fs.writeFile(path.join(outDir, 'latest.json'), json);
    await fs.writeFile(path.join(outDir, `${result.at.replace(/[:.]/g, '-')}.json`), json);
    const verdicts = [over.length ? `${over.length} figure(s) over budget` : 'every figure within budget', ...(unmeasured.length ? [`${unmeasured.length} not measured`] : [])];
    console.log(`\n${verdicts.join(', ')}; ${path.relative(process.cwd(), path.join(outDir, 'latest.json'))} written in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    // A budgeted figure the bench could not measure does not hold its budget either.
    return strict && (over.length || unmeasured.length) ? 1 : 0;
  } finally {
    clearTimeout(deadline);
    await browser.close().catch(() => undefined);
    await server?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
