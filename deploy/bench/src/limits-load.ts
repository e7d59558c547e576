import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { walletEndpoints } from '@site/shared/contract/member';
import { startServer } from '../../e2e/server-process';
import { issueSession } from '../../platform/src/accounts/session-auth';
import { connectDatabase, type ScriptDb } from '../../platform/src/db/database';
import { runMigrations } from '../../platform/src/db/migrate';
import { creditMember } from '../../platform/src/wallet/ledger';
import { cpuMs } from './api-load';
import { loadRows, machineLoad, type MachineLoad } from './rewards-load';
import type { Row } from './seeded-server';
import { loadSpins, type SpinFigures } from './spin-load';

/**
 * The seamless spin (bet + win, as spin-load.ts plays it) of a member with player-protection limits
 * (loss per 24 h, 7 d and 30 d, wager per 24 h, deposit per 24 h: every bet is checked against each
 * under the member's lock) against the same spin of a member without limits, in turns on one
 * server over a fresh embedded database, so both meet the same machine load. The budget: a bet with
 * limits costs at most 10 % more than one without.
 */

export const LIMITS_BUDGETS = {
  /** Spins/s with limits over spins/s without: at least 0.90, i.e. at most 10 % more cost. */
  limitSpinMinRatio: 0.9,
} as const;

/** About 30 s of runs plus the server's start. */
export const LIMITS_DEADLINE_MS = 120_000;

export interface LimitsFigures {
  without: SpinFigures[];
  withLimits: SpinFigures[];
  ratio: number;
  cpuMsWithout: number | null;
  cpuMsWithLimits: number | null;
  /** Hourly usage the limits counted during the runs (0 would mean the limits' path never ran). */
  countedMinor: number | null;
  reconciled: boolean | null;
  load: MachineLoad | null;
  error?: string;
}

const MINOR = 100n;
/** Limits far above what the runs stake, so no spin is refused and both sides do the same work. */
const HIGH = (1_000_000_000n * MINOR).toString();

async function seed(db: ScriptDb): Promise<{ plainToken: string; limitedToken: string; limitedId: string }> {
  const members = await db.query<{ id: string }>(
    `INSERT INTO members (account, type, password_hash)
     SELECT 'lmbench' || n, 0, 'scrypt$limits-bench-no-login' FROM generate_series(1, 2) n RETURNING id::text AS id`,
  );
  const [plain, limited] = members.map((m) => m.id) as [string, string];
  for (const memberId of [plain, limited]) {
    await creditMember(db, { memberId, amount: 1_000_000n * MINOR, idempotencyKey: `bench-cash:${memberId}`, kind: 'OPS_CREDIT', source: 'OPERATOR_FUNDING' });
  }
  await db.query(
    `INSERT INTO protection_limits (member_id, kind, period, amount, set_by)
     VALUES ($1::bigint, 'LOSS', 'DAY', $2::bigint, 'MEMBER'), ($1::bigint, 'LOSS', 'WEEK', $2::bigint, 'MEMBER'),
            ($1::bigint, 'LOSS', 'MONTH', $2::bigint, 'MEMBER'), ($1::bigint, 'WAGER', 'DAY', $2::bigint, 'MEMBER'),
            ($1::bigint, 'DEPOSIT', 'DAY', $2::bigint, 'MEMBER')`,
    [limited, HIGH],
  );
  await db.query('SELECT protection_usage_rebuild($1::bigint)', [limited]);
  return { plainToken: await issueSession(db, plain), limitedToken: await issueSession(db, limited), limitedId: limited };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export async function loadLimits(options: { seconds: number; env: Record<string, string>; secret: string }): Promise<LimitsFigures> {
  const base = await fs.mkdtemp(path.join(os.tmpdir(), 'site-bench-limits-'));
  const dataDir = path.join(base, 'data');
  let stop: (() => Promise<void>) | undefined;
  const empty = { without: [], withLimits: [], ratio: 0, cpuMsWithout: null, cpuMsWithLimits: null, countedMinor: null, reconciled: null, load: null };
  try {
    await fs.mkdir(dataDir, { recursive: true });
    const db = await connectDatabase({ dataDir });
    let seeded: Awaited<ReturnType<typeof seed>>;
    try {
      await runMigrations(db);
      seeded = await seed(db);
    } finally {
      await db.close();
    }
    const server = await startServer({ label: 'site-bench-limits', dataDir, env: options.env });
    stop = () => server.stop();
    const { url: origin, pid, operatorToken } = server;
    const runSeconds = Math.max(2, Math.round(options.seconds / 2));
    const run = async (token: string) => {
      const before = await cpuMs(pid);
      const spins = await loadSpins({ origin, memberToken: token, secret: options.secret, operatorToken, seconds: runSeconds, connections: 10 });
      const after = await cpuMs(pid);
      const total = spins.spinsPerSecond * runSeconds;
      return { spins, cpuMsPerSpin: before !== null && after !== null && total > 0 ? (after - before) / total : null };
    };
    // Warm both paths, then runs in the order without, with, with, without (twice): a machine whose
    // load drifts during the runs weighs on both sides alike.
    await loadSpins({ origin, memberToken: seeded.plainToken, secret: options.secret, operatorToken, seconds: 2, connections: 10 });
    await loadSpins({ origin, memberToken: seeded.limitedToken, secret: options.secret, operatorToken, seconds: 2, connections: 10 });
    const without: Awaited<ReturnType<typeof run>>[] = [];
    const withLimits: Awaited<ReturnType<typeof run>>[] = [];
    const loadStart = machineLoad();
    for (let pair = 0; pair < 2; pair += 1) {
      without.push(await run(seeded.plainToken));
      withLimits.push(await run(seeded.limitedToken), await run(seeded.limitedToken));
      without.push(await run(seeded.plainToken));
    }
    const load = { start: loadStart, end: machineLoad() };
    const reconciled = await fetch(origin + walletEndpoints.reconcile.path, { headers: { authorization: `Bearer ${operatorToken}` } })
      .then(async (response) => ((await response.json()) as { value?: { consistent?: boolean } }).value?.consistent === true)
      .catch(() => false);
    await server.stop();
    stop = undefined;
    const after = await connectDatabase({ dataDir });
    let countedMinor: number | null = null;
    try {
      const [row] = await after.query<{ wagered: string }>('SELECT coalesce(sum(wagered), 0)::text AS wagered FROM protection_usage_hours WHERE member_id = $1::bigint', [seeded.limitedId]);
      countedMinor = row ? Number(row.wagered) : null;
    } finally {
      await after.close();
    }
    const cpu = (runs: { cpuMsPerSpin: number | null }[]) => (runs.every((r) => r.cpuMsPerSpin !== null) ? mean(runs.map((r) => r.cpuMsPerSpin!)) : null);
    return {
      without: without.map((r) => r.spins),
      withLimits: withLimits.map((r) => r.spins),
      ratio: mean(withLimits.map((r) => r.spins.spinsPerSecond)) / mean(without.map((r) => r.spins.spinsPerSecond)),
      cpuMsWithout: cpu(without),
      cpuMsWithLimits: cpu(withLimits),
      countedMinor,
      reconciled,
      load,
    };
  } catch (error) {
    return { ...empty, error: `not measured: ${(error as Error).message}` };
  } finally {
    await stop?.();
    await fs.rm(base, { recursive: true, force: true });
  }
}

export function limitsRows(figures: LimitsFigures): Row[] {
  const scope = 'api spins with player limits';
  if (figures.error) return [{ scope, metric: figures.error, value: null, unit: '/s' }];
  const perSecond = (runs: SpinFigures[]) => mean(runs.map((run) => run.spinsPerSecond));
  const failed = [...figures.without, ...figures.withLimits].reduce((sum, run) => sum + run.non2xx + run.errors, 0);
  return [
    { scope, metric: 'spins/s without limits', value: perSecond(figures.without), unit: '/s' },
    { scope, metric: 'spins/s with limits', value: perSecond(figures.withLimits), unit: '/s' },
    { scope, metric: 'spins/s: with / without', value: figures.ratio, unit: '', budget: LIMITS_BUDGETS.limitSpinMinRatio, kind: 'min' },
    ...(figures.cpuMsWithout === null || figures.cpuMsWithLimits === null
      ? []
      : [
          { scope, metric: 'server CPU per spin without', value: figures.cpuMsWithout, unit: 'ms' },
          { scope, metric: 'server CPU per spin with', value: figures.cpuMsWithLimits, unit: 'ms' },
          // The same question by the server's work per spin, which the machine's other load does not change.
          { scope, metric: 'by server CPU: without / with', value: figures.cpuMsWithout / figures.cpuMsWithLimits, unit: '', budget: LIMITS_BUDGETS.limitSpinMinRatio, kind: 'min' as const },
        ]),
    { scope, metric: 'limits counted the stakes (1 = yes)', value: (figures.countedMinor ?? 0) > 0 ? 1 : 0, unit: '#', budget: 1, kind: 'min' },
    { scope, metric: 'non-2xx or errors', value: failed, unit: '#', budget: 0, kind: 'max' },
    { scope, metric: 'ledger reconciles after (1 = yes)', value: figures.reconciled ? 1 : 0, unit: '#', budget: 1, kind: 'min' },
    ...(figures.load ? loadRows(scope, figures.load) : []),
  ];
}
