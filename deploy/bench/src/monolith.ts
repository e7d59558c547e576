import path from 'node:path';
import type { Browser } from '@playwright/test';
import { REPO_ROOT, startServer } from '../../e2e/server-process';
import { measureColdLoad, measureMedianLoad, type PageMetrics } from './page-metrics';
import type { Row } from './seeded-server';

/**
 * The price of micro-frontends, measured: the same code built as one application
 * (`deploy/monolith`: the shell with the five remotes imported, one webpack build, no federation),
 * served by the same server and platform and loaded the same way as the federated site. The
 * federated build may cost at most 1.15x the monolith in JavaScript bytes and in LCP.
 */
export const MONOLITH_DIST = path.join(REPO_ROOT, 'deploy', 'monolith', 'dist');
export const MONOLITH_MAX_RATIO = 1.15;
/** A server start plus five loads of three pages, on a slow shared machine. */
export const MONOLITH_DEADLINE_MS = 240_000;

export interface MonolithFigures {
  pages: PageMetrics[];
  error?: string;
}

/**
 * Starts a second server whose shell folder is the monolith build (SHELL_DIR), on a fresh database,
 * with the remote releases copied from `seedRemotesFrom` (the registry still supplies the remotes'
 * routes; the monolith never fetches their entries), and loads each page `loads` times.
 */
export async function measureMonolith(options: {
  browser: Browser;
  pages: readonly { route: string; ready: string }[];
  seedRemotesFrom: string;
  env?: Record<string, string>;
  loads?: number;
}): Promise<MonolithFigures> {
  const server = await startServer({ label: 'site-bench-monolith', seedRemotesFrom: options.seedRemotesFrom, env: { ...options.env, SHELL_DIR: MONOLITH_DIST } });
  try {
    // One untimed load first, as for the federated site: the server's first-request work is not a player's.
    const first = options.pages[0];
    if (first) await measureColdLoad(options.browser, server.url, first.route, first.ready, { timeoutMs: 30_000, quietMs: 500 }).catch(() => undefined);
    const pages: PageMetrics[] = [];
    for (const { route, ready } of options.pages) pages.push(await measureMedianLoad(options.browser, server.url, route, ready, options.loads ?? 5));
    return { pages };
  } catch (error) {
    return { pages: [], error: `monolith: ${(error as Error).message.split('\n')[0]}` };
  } finally {
    await server.stop();
  }
}

/** All the site's JavaScript a load fetched, over every origin group. */
function jsKb(page: PageMetrics): number {
  return Object.values(page.jsBytes).reduce((sum, bytes) => sum + bytes, 0) / 1024;
}

function ratio(federated: number | null, monolith: number | null): number | null {
  return federated === null || monolith === null || monolith <= 0 ? null : federated / monolith;
}

/**
 * The monolith's figures for each page and the federated site's price beside them: federated over
 * monolith for JavaScript bytes and LCP, each within MONOLITH_MAX_RATIO. A page without a monolith
 * figure reports n/a, and any script the monolith fetched from /remotes/ (it must fetch none) is a row
 * over its budget of 0.
 */
export function monolithRows(federated: readonly PageMetrics[], monolith: MonolithFigures): Row[] {
  if (monolith.error && monolith.pages.length === 0) return [{ scope: 'monolith', metric: monolith.error, value: null, unit: 'ms' }];
  const rows: Row[] = [];
  for (const mono of monolith.pages) {
    const scope = `monolith ${mono.route}`;
    const fed = federated.find((page) => page.route === mono.route);
    const remoteKb = Object.entries(mono.jsBytes).reduce((sum, [group, bytes]) => (group === 'shell' ? sum : sum + bytes), 0) / 1024;
    rows.push(
      { scope, metric: 'LCP', value: mono.lcpMs, unit: 'ms' },
      { scope, metric: 'TBT', value: mono.tbtMs, unit: 'ms' },
      { scope, metric: 'requests', value: mono.requests, unit: '#' },
      { scope, metric: 'JS (all)', value: jsKb(mono), unit: 'KB' },
      { scope, metric: 'JS from /remotes/', value: remoteKb, unit: 'KB', budget: 0, kind: 'max' },
      { scope, metric: 'JS federated/monolith', value: fed ? ratio(jsKb(fed), jsKb(mono)) : null, unit: '', budget: MONOLITH_MAX_RATIO, kind: 'max' },
      { scope, metric: 'LCP federated/monolith', value: fed ? ratio(fed.lcpMs, mono.lcpMs) : null, unit: '', budget: MONOLITH_MAX_RATIO, kind: 'max' },
    );
  }
  return rows;
}
