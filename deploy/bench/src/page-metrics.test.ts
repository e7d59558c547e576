import { median, medianOfLoads, pageRows, PAGE_BUDGETS, type PageMetrics } from './page-metrics';

function load(overrides: Partial<PageMetrics>): PageMetrics {
  return {
    route: '/',
    lcpMs: 1000,
    fcpMs: 500,
    cls: 0,
    tbtMs: 100,
    longTasks: 2,
    loadMs: 900,
    settledMs: 5000,
    requests: 40,
    totalBytes: 300_000,
    jsBytes: { shell: 150_000 },
    jsTotalBytes: 150_000,
    failedRequests: [],
    ...overrides,
  };
}

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([900, 3100, 1200, 1000, 5000])).toBe(1200);
  });

  it('is the mean of the two middle values of an even count, and null for none', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('medianOfLoads', () => {
  it('takes each metric on its own: one slow load moves no figure', () => {
    const runs = [
      load({ lcpMs: 1100, tbtMs: 90 }),
      load({ lcpMs: 4000, tbtMs: 900 }),
      load({ lcpMs: 1000, tbtMs: 120 }),
      load({ lcpMs: 1200, tbtMs: 80 }),
      load({ lcpMs: 1050, tbtMs: 100 }),
    ];
    const figures = medianOfLoads(runs);
    expect(figures.lcpMs).toBe(1100);
    expect(figures.tbtMs).toBe(100);
    expect(figures.loads).toBe(5);
    expect(figures.each).toHaveLength(5);
  });

  it('counts a script group a load did not fetch as 0 bytes, and leaves out loads without a paint', () => {
    const runs = [
      load({ jsBytes: { shell: 100, games: 40 }, jsTotalBytes: 140, lcpMs: null }),
      load({ jsBytes: { shell: 100 }, jsTotalBytes: 100, lcpMs: 2000 }),
      load({ jsBytes: { shell: 100, games: 40 }, jsTotalBytes: 140, lcpMs: 1000 }),
    ];
    const figures = medianOfLoads(runs);
    expect(figures.jsBytes).toEqual({ games: 40, shell: 100 });
    expect(figures.jsTotalBytes).toBe(140);
    expect(figures.lcpMs).toBe(1500);
  });

  it('says how many loads failed', () => {
    const figures = medianOfLoads([load({}), load({ error: 'Timeout 45000ms exceeded.' }), load({})]);
    expect(figures.error).toBe('1 of 3 loads: Timeout 45000ms exceeded.');
  });
});

describe('pageRows', () => {
  it('budgets the total JavaScript of the home page, every group counted, and lists each group as information', () => {
    const rows = pageRows(load({ jsBytes: { shell: 200 * 1024, games: 40 * 1024, auth: 30 * 1024 }, jsTotalBytes: 270 * 1024 }));
    const total = rows.find((row) => row.metric === 'JS total')!;
    expect(total).toMatchObject({ value: 270, budget: PAGE_BUDGETS.homeJsKb, kind: 'max' });
    expect(total.value! > total.budget!).toBe(true);
    // The site's rule for a first visit's JavaScript on the home page.
    expect(PAGE_BUDGETS.homeJsKb).toBe(212);
    const within = pageRows(load({ jsBytes: { shell: 190 * 1024, games: 22 * 1024 }, jsTotalBytes: 212 * 1024 })).find((row) => row.metric === 'JS total')!;
    expect(within).toMatchObject({ value: 212, budget: 212, kind: 'max' });
    for (const group of ['JS shell', 'JS games', 'JS auth']) expect(rows.find((row) => row.metric === group)?.budget).toBeUndefined();
  });

  it('gives the other pages the same vitals budgets and their JavaScript total without one', () => {
    const rows = pageRows(load({ route: '/rng' }));
    expect(rows.find((row) => row.metric === 'JS total')?.budget).toBeUndefined();
    expect(rows.find((row) => row.metric === 'LCP')).toMatchObject({ budget: 1200, kind: 'max' });
    expect(rows.find((row) => row.metric === 'TBT')).toMatchObject({ budget: 200, kind: 'max' });
    expect(rows.find((row) => row.metric === 'CLS')).toMatchObject({ budget: 0.02, kind: 'max' });
  });
});
