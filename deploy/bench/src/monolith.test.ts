import { MONOLITH_MAX_RATIO, monolithRows } from './monolith';
import type { PageMetrics } from './page-metrics';
import type { Row } from './seeded-server';

function page(route: string, lcpMs: number | null, jsBytes: Record<string, number>): PageMetrics {
  return {
    route,
    lcpMs,
    fcpMs: 300,
    cls: 0,
    tbtMs: 120,
    longTasks: 2,
    loadMs: 900,
    settledMs: 4000,
    requests: 30,
    totalBytes: 500_000,
    jsBytes,
    jsTotalBytes: Object.values(jsBytes).reduce((a, b) => a + b, 0),
    failedRequests: [],
  };
}

const value = (rows: Row[], scope: string, metric: string) => rows.find((r) => r.scope === scope && r.metric === metric);

describe('monolithRows', () => {
  it('divides the federated figures by the monolith ones, over all JavaScript groups, against a budget of 1.15', () => {
    const federated = [page('/', 1300, { shell: 300 * 1024, games: 40 * 1024, auth: 60 * 1024 }), page('/rng', 1000, { shell: 100 * 1024 })];
    const monolith = { pages: [page('/', 1000, { shell: 320 * 1024 }), page('/rng', 1000, { shell: 100 * 1024 })] };
    const rows = monolithRows(federated, monolith);
    expect(value(rows, 'monolith /', 'JS (all)')?.value).toBe(320);
    expect(value(rows, 'monolith /', 'JS federated/monolith')).toMatchObject({ value: 400 / 320, budget: MONOLITH_MAX_RATIO, kind: 'max' });
    expect(value(rows, 'monolith /', 'LCP federated/monolith')).toMatchObject({ value: 1.3, budget: 1.15, kind: 'max' });
    expect(value(rows, 'monolith /rng', 'JS federated/monolith')?.value).toBe(1);
    expect(value(rows, 'monolith /', 'LCP')?.value).toBe(1000);
    expect(value(rows, 'monolith /', 'TBT')?.value).toBe(120);
    expect(value(rows, 'monolith /', 'requests')?.value).toBe(30);
  });

  it('holds the monolith to no script from /remotes/ (it contains every remote)', () => {
    const rows = monolithRows([page('/', 1000, { shell: 1024 })], { pages: [page('/', 1000, { shell: 1024, games: 2048 })] });
    expect(value(rows, 'monolith /', 'JS from /remotes/')).toMatchObject({ value: 2, budget: 0, kind: 'max' });
  });

  it('reports n/a for a ratio it cannot compute, never a made-up figure', () => {
    const rows = monolithRows([page('/', null, { shell: 1024 })], { pages: [page('/', 900, { shell: 1024 }), page('/lottery', 900, { shell: 1024 })] });
    expect(value(rows, 'monolith /', 'LCP federated/monolith')?.value).toBeNull();
    expect(value(rows, 'monolith /lottery', 'JS federated/monolith')?.value).toBeNull();
    const failed = monolithRows([], { pages: [], error: 'monolith: server did not start' });
    expect(failed).toEqual([{ scope: 'monolith', metric: 'monolith: server did not start', value: null, unit: 'ms' }]);
  });
});
