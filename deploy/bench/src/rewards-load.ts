import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type RequestParams } from 'autocannon';
import { rewardsEndpoints } from '@site/shared/contract/rewards/rewards';
import { walletEndpoints } from '@site/shared/contract/member';
import { startServer } from '../../e2e/server-process';
import { issueSession } from '../../platform/src/accounts/session-auth';
import { connectDatabase, type ScriptDb } from '../../platform/src/db/database';
import { runMigrations } from '../../platform/src/db/migrate';
import { createCampaign } from '../../platform/src/rewards/campaigns';
import { creditReward } from '../../platform/src/rewards/bonus/credit-reward';
import { creditMember } from '../../platform/src/wallet/ledger';
import { cpuMs } from './api-load';
import type { Row } from './seeded-server';
import { pacedLoad } from './paced-load';
import { loadSpins, type SpinFigures } from './spin-load';

/**
 * Rewards under load, on a server of its own over a fresh embedded database (PGlite, where the
 * budgets are set):
 *
 * - Reward centre claims: many members each claim their own issued rewards at once, through the
 *   member's claim call, with every rule of a real claim (eligibility, the campaign's stock and budget
 *   by a conditional update, the per-member claim row, one journal entry and one member_bonuses row,
 *   and half of them a bonus grant). Every request claims a reward not claimed before.
 * - The seamless spin (bet + win, as spin-load.ts plays it) of a member with an active bonus grant
 *   (wagering counted at every settled round) against the same spin of a member without one, taken in
 *   turns so both meet the same machine load; the server's CPU per spin beside it.
 */

export const REWARDS_BUDGETS = {
  claimsMinPerSecond: 200,
  claimP99Ms: 50,
  /** Spins of a member with an active grant, per second, over those of a member without. */
  grantSpinMinRatio: 0.9,
};

/** Seeding, starting the server, the claims and ten spin runs. */
export const REWARDS_DEADLINE_MS = 180_000;

/** Members claiming at once, and how many rewards each has waiting (enough for a run at 700 claims/s and one at the budget rate). */
const CLAIM_MEMBERS = 500;
const ISSUES_PER_MEMBER = 16;
const CLAIM_CONNECTIONS = 10;

export interface RewardsFigures {
  claims: {
    claimsPerSecond: number;
    p50Ms: number;
    p99Ms: number;
    /** The p99 of the saturated run (ten requests always waiting), for comparison. */
    saturatedP99Ms: number;
    /** Claims a second actually made in the run at the budget's rate. */
    offeredPerSecond: number;
    non2xx: number;
    errors: number;
    serverCpuMsPerClaim: number | null;
    /** Claimed rewards that do not have exactly one member_bonuses row and journal entry. */
    unpaid: number | null;
    load: MachineLoad;
  } | null;
  grantSpins: {
    without: SpinFigures[];
    withGrant: SpinFigures[];
    ratio: number;
    cpuMsWithout: number | null;
    cpuMsWithGrant: number | null;
    /** Wagering the grant counted during the runs (0 would mean the grant's path never ran). */
    progressedMinor: number | null;
    load: MachineLoad;
  } | null;
  reconciled: boolean | null;
  error?: string;
}

/**
 * The machine's 1-minute load average when a part's runs start and end: on a shared machine a
 * wall-clock figure means little without it (2 cores: a load of 2 already leaves the server none to spare).
 */
export interface MachineLoad {
  start: number;
  end: number;
}

export const machineLoad = (): number => os.loadavg()[0]!;

/** The two load rows printed under a part's figures. */
export function loadRows(scope: string, load: MachineLoad): Row[] {
  return [
    { scope, metric: 'machine load (1 min) at the start', value: load.start, unit: '' },
    { scope, metric: 'machine load (1 min) at the end', value: load.end, unit: '' },
  ];
}

interface Seeded {
  claims: { token: string; issueId: string }[];
  plainToken: string;
  grantToken: string;
  grantMemberId: string;
}

const MINOR = 100n;

/** Members, two open campaigns (cash and bonus) with stock and budget, and their issued rewards, written straight in by SQL. */
async function seedRewards(db: ScriptDb): Promise<Seeded> {
  const members = await db.query<{ id: string }>(
    `INSERT INTO members (account, type, password_hash)
     SELECT 'rwbench' || lpad(n::text, 4, '0'), 0, 'scrypt$rewards-bench-no-login' FROM generate_series(1, $1::int) n
     RETURNING id::text AS id`,
    [CLAIM_MEMBERS + 2],
  );
  const ids = members.map((m) => m.id);
  const [plainMember, grantMember] = [ids.pop()!, ids.pop()!];
  const campaign = (code: string, multiplier: number) =>
    createCampaign(db, {
      code,
      kind: 'FIXED',
      title: `Bench ${code}`,
      amount: '1.00',
      multiplier,
      rule: {},
      stock: 1_000_000,
      budget: '10000000.00',
      perMemberLimit: ISSUES_PER_MEMBER,
      claimDays: 7,
    });
  await campaign('BENCH-CASH', 0);
  await campaign('BENCH-BONUS', 3);
  // Issue k of each member: cash and bonus in turn. Ordered so consecutive requests are different members.
  const issues = await db.query<{ id: string; member_id: string }>(
    `INSERT INTO reward_issues (member_id, campaign_id, source, reference, kind, title, amount, multiplier, claim_by)
     SELECT m.id, c.id, 'CAMPAIGN', 'bench:' || m.id || ':' || k, 'MONEY', c.title, c.amount, c.multiplier, now() + interval '7 days'
     FROM unnest($1::bigint[]) WITH ORDINALITY AS m (id, n), generate_series(1, $2::int) k
     JOIN reward_campaigns c ON c.code = CASE WHEN k % 2 = 0 THEN 'BENCH-CASH' ELSE 'BENCH-BONUS' END
     ORDER BY k, m.n
     RETURNING id::text AS id, member_id::text AS member_id`,
    [ids, ISSUES_PER_MEMBER],
  );
  const tokens = new Map<string, string>();
  for (const id of ids) tokens.set(id, await issueSession(db, id));
  issues.sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)));

  // Two players with the same cash; one of them also holds an active bonus grant whose wagering
  // the runs never complete (so every settled round counts towards it).
  for (const memberId of [plainMember, grantMember]) {
    await creditMember(db, { memberId, amount: 1_000_000n * MINOR, idempotencyKey: `bench-cash:${memberId}`, kind: 'OPS_CREDIT', source: 'OPERATOR_FUNDING' });
  }
  await creditReward(db, { memberId: grantMember, amount: 10_000n * MINOR, multiplier: 10, source: 'OPERATOR', reference: 'bench-grant', title: 'Bench grant' });
  return {
    claims: issues.map((issue) => ({ token: tokens.get(issue.member_id)!, issueId: issue.id })),
    plainToken: await issueSession(db, plainMember),
    grantToken: await issueSession(db, grantMember),
    grantMemberId: grantMember,
  };
}

/** Autocannon's request factory: each request claims the next seeded reward (past the last: a replay of the first, counted by the caller). */
function claimRequests(claims: Seeded['claims']) {
  let next = 0;
  const claimPath = rewardsEndpoints.claim.path;
  const setupRequest = (params: RequestParams): RequestParams => {
    const { token, issueId } = claims[next++] ?? claims[0]!;
    return { ...params, path: claimPath, method: 'POST', headers: { 'content-type': 'application/json', Authorization: token, Language: 'en', Merchant: 'demo' }, body: JSON.stringify({ id: issueId }) };
  };
  return { setupRequest, used: () => next };
}

/**
 * Two runs over fresh rewards: as fast as ten connections go (the most claims a second), then at the
 * budget's rate (the latency a member meets when that many claim each second). A latency taken at
 * saturation is only the queue the load generator chose to keep (ten waiting requests times one
 * claim's time), so the p99 budget is read at the offered rate; the saturated p99 is shown beside it.
 */
async function loadClaims(origin: string, pid: number, claims: Seeded['claims'], seconds: number): Promise<NonNullable<RewardsFigures['claims']>> {
  const url = origin + rewardsEndpoints.claim.path;
  const saturated = claimRequests(claims);
  const loadStart = machineLoad();
  const cpuBefore = await cpuMs(pid);
  const fastest = await autocannon({ url, connections: CLAIM_CONNECTIONS, duration: seconds, requests: [{ setupRequest: saturated.setupRequest }] });
  const cpuAfter = await cpuMs(pid);
  const rest = claims.slice(saturated.used());
  const rate = REWARDS_BUDGETS.claimsMinPerSecond;
  if (saturated.used() > claims.length || rate * seconds > rest.length) throw new Error(`the runs outran the ${claims.length} seeded rewards: seed more`);
  const atRate = await pacedLoad({
    rate,
    seconds,
    send: async (n) => {
      const { token, issueId } = rest[n]!;
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', Authorization: token, Language: 'en', Merchant: 'demo' }, body: JSON.stringify({ id: issueId }) });
      await response.arrayBuffer();
      return response.ok;
    },
  });
  return {
    claimsPerSecond: fastest.requests.average,
    p50Ms: atRate.p50Ms ?? Number.NaN,
    p99Ms: atRate.p99Ms ?? Number.NaN,
    saturatedP99Ms: fastest.latency.p99,
    offeredPerSecond: atRate.perSecond,
    non2xx: fastest.non2xx,
    errors: fastest.errors + fastest.timeouts + atRate.failed,
    serverCpuMsPerClaim: cpuBefore !== null && cpuAfter !== null && fastest.requests.total > 0 ? (cpuAfter - cpuBefore) / fastest.requests.total : null,
    unpaid: null,
    load: { start: loadStart, end: machineLoad() },
  };
}

async function spinRun(origin: string, pid: number, token: string, secret: string, operatorToken: string, seconds: number): Promise<{ spins: SpinFigures; cpuMsPerSpin: number | null }> {
  const before = await cpuMs(pid);
  const spins = await loadSpins({ origin, memberToken: token, secret, operatorToken, seconds, connections: 10 });
  const after = await cpuMs(pid);
  const total = spins.spinsPerSecond * seconds;
  return { spins, cpuMsPerSpin: before !== null && after !== null && total > 0 ? (after - before) / total : null };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export async function loadRewards(options: { seconds: number; env: Record<string, string>; secret: string; only?: 'claims' | 'grant-spins' }): Promise<RewardsFigures> {
  const base = await fs.mkdtemp(path.join(os.tmpdir(), 'site-bench-rewards-'));
  const dataDir = path.join(base, 'data');
  let stop: (() => Promise<void>) | undefined;
  try {
    await fs.mkdir(dataDir, { recursive: true });
    const db = await connectDatabase({ dataDir });
    let seeded: Seeded;
    try {
      await runMigrations(db);
      seeded = await seedRewards(db);
    } finally {
      await db.close();
    }
    const server = await startServer({ label: 'site-bench-rewards', dataDir, env: options.env });
    stop = () => server.stop();
    const { url: origin, pid, operatorToken } = server;

    let claims: RewardsFigures['claims'] = null;
    if (options.only !== 'grant-spins') {
      // One untimed second first: a fresh server's first claims plan their statements.
      const warm = Math.max(50, CLAIM_MEMBERS / 5);
      for (const claim of seeded.claims.splice(0, warm)) {
        await fetch(origin + rewardsEndpoints.claim.path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', Authorization: claim.token },
          body: JSON.stringify({ id: claim.issueId }),
        });
      }
      claims = await loadClaims(origin, pid, seeded.claims, options.seconds);
    }

    let grantSpins: RewardsFigures['grantSpins'] = null;
    if (options.only !== 'claims') {
      // Short runs in the order without, with, with, without (twice): a machine whose load drifts
      // during the runs weighs on both sides alike.
      const runSeconds = Math.max(2, Math.round(options.seconds / 2));
      const run = (token: string) => spinRun(origin, pid, token, options.secret, operatorToken, runSeconds);
      await loadSpins({ origin, memberToken: seeded.plainToken, secret: options.secret, operatorToken, seconds: 2, connections: 10 });
      await loadSpins({ origin, memberToken: seeded.grantToken, secret: options.secret, operatorToken, seconds: 2, connections: 10 });
      const without: Awaited<ReturnType<typeof run>>[] = [];
      const withGrant: Awaited<ReturnType<typeof run>>[] = [];
      const loadStart = machineLoad();
      for (let pair = 0; pair < 2; pair += 1) {
        without.push(await run(seeded.plainToken));
        withGrant.push(await run(seeded.grantToken), await run(seeded.grantToken));
        without.push(await run(seeded.plainToken));
      }
      const cpu = (runs: { cpuMsPerSpin: number | null }[]) => (runs.every((r) => r.cpuMsPerSpin !== null) ? mean(runs.map((r) => r.cpuMsPerSpin!)) : null);
      grantSpins = {
        without: without.map((r) => r.spins),
        withGrant: withGrant.map((r) => r.spins),
        ratio: mean(withGrant.map((r) => r.spins.spinsPerSecond)) / mean(without.map((r) => r.spins.spinsPerSecond)),
        cpuMsWithout: cpu(without),
        cpuMsWithGrant: cpu(withGrant),
        progressedMinor: null,
        load: { start: loadStart, end: machineLoad() },
      };
    }
    const reconciled = await fetch(origin + walletEndpoints.reconcile.path, { headers: { authorization: `Bearer ${operatorToken}` } })
      .then(async (response) => ((await response.json()) as { value?: { consistent?: boolean } }).value?.consistent === true)
      .catch(() => false);
    await server.stop();
    stop = undefined;

    // The database again, now the server is gone: every claim paid exactly once, the grant counted.
    const after = await connectDatabase({ dataDir });
    try {
      if (claims) {
        const [row] = await after.query<{ unpaid: number }>(
          `SELECT count(*)::int AS unpaid FROM reward_issues i
           WHERE i.source = 'CAMPAIGN' AND i.status = 'CLAIMED' AND (
             (SELECT count(*) FROM member_bonuses b WHERE b.source = 'REWARD' AND b.reference = i.id::text) <> 1
             OR (SELECT count(*) FROM journal_entries e WHERE e.idempotency_key = 'reward:REWARD:' || i.id) <> 1)`,
        );
        claims.unpaid = row?.unpaid ?? null;
      }
      if (grantSpins) {
        const [row] = await after.query<{ progressed: string }>(`SELECT coalesce(sum(progressed), 0)::text AS progressed FROM bonus_grants WHERE member_id = $1::bigint`, [
          seeded.grantMemberId,
        ]);
        grantSpins.progressedMinor = row ? Number(row.progressed) : null;
      }
    } finally {
      await after.close();
    }
    return { claims, grantSpins, reconciled };
  } catch (error) {
    return { claims: null, grantSpins: null, reconciled: null, error: `not measured: ${(error as Error).message}` };
  } finally {
    await stop?.();
    await fs.rm(base, { recursive: true, force: true });
  }
}

export function rewardsRows(figures: RewardsFigures): Row[] {
  const claimScope = `api reward claims (${CLAIM_MEMBERS} members at once)`;
  const spinScope = 'api spins with an active bonus grant';
  if (figures.error) return [{ scope: 'rewards', metric: figures.error, value: null, unit: '/s' }];
  const rows: Row[] = [];
  const { claims, grantSpins } = figures;
  if (claims) {
    rows.push(
      { scope: claimScope, metric: 'claims/s', value: claims.claimsPerSecond, unit: '/s', budget: REWARDS_BUDGETS.claimsMinPerSecond, kind: 'min' },
      { scope: claimScope, metric: 'claims/s in the run at the budget rate', value: claims.offeredPerSecond, unit: '/s' },
      { scope: claimScope, metric: 'p50 at the budget rate', value: claims.p50Ms, unit: 'ms' },
      { scope: claimScope, metric: 'p99 at the budget rate', value: claims.p99Ms, unit: 'ms', budget: REWARDS_BUDGETS.claimP99Ms, kind: 'max' },
      { scope: claimScope, metric: 'p99 at full speed (ten waiting)', value: claims.saturatedP99Ms, unit: 'ms' },
      { scope: claimScope, metric: 'non-2xx or errors', value: claims.non2xx + claims.errors, unit: '#', budget: 0, kind: 'max' },
      { scope: claimScope, metric: 'claims not paid exactly once', value: claims.unpaid, unit: '#', budget: 0, kind: 'max' },
      ...(claims.serverCpuMsPerClaim === null ? [] : [{ scope: claimScope, metric: 'server CPU per claim', value: claims.serverCpuMsPerClaim, unit: 'ms' }]),
      ...loadRows(claimScope, claims.load),
    );
  }
  if (grantSpins) {
    const perSecond = (runs: SpinFigures[]) => mean(runs.map((run) => run.spinsPerSecond));
    const failed = [...grantSpins.without, ...grantSpins.withGrant].reduce((sum, run) => sum + run.non2xx + run.errors, 0);
    rows.push(
      { scope: spinScope, metric: 'spins/s without a grant', value: perSecond(grantSpins.without), unit: '/s' },
      { scope: spinScope, metric: 'spins/s with a grant', value: perSecond(grantSpins.withGrant), unit: '/s' },
      { scope: spinScope, metric: 'spins/s: with / without', value: grantSpins.ratio, unit: '', budget: REWARDS_BUDGETS.grantSpinMinRatio, kind: 'min' },
      ...(grantSpins.cpuMsWithout === null || grantSpins.cpuMsWithGrant === null
        ? []
        : ([
            { scope: spinScope, metric: 'server CPU per spin without', value: grantSpins.cpuMsWithout, unit: 'ms' },
            { scope: spinScope, metric: 'server CPU per spin with', value: grantSpins.cpuMsWithGrant, unit: 'ms' },
            // The same question by the server's work per spin, which the machine's other load does not change.
            { scope: spinScope, metric: 'by server CPU: without / with', value: grantSpins.cpuMsWithout / grantSpins.cpuMsWithGrant, unit: '', budget: REWARDS_BUDGETS.grantSpinMinRatio, kind: 'min' },
          ] satisfies Row[])),
      { scope: spinScope, metric: 'wagering counted (1 = yes)', value: (grantSpins.progressedMinor ?? 0) > 0 ? 1 : 0, unit: '#', budget: 1, kind: 'min' },
      { scope: spinScope, metric: 'non-2xx or errors', value: failed, unit: '#', budget: 0, kind: 'max' },
      ...loadRows(spinScope, grantSpins.load),
    );
  }
  rows.push({ scope: 'rewards', metric: 'ledger reconciles after (1 = yes)', value: figures.reconciled ? 1 : 0, unit: '#', budget: 1, kind: 'min' });
  return rows;
}
