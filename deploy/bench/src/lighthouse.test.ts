import { figuresOf, lighthouseRows, type LighthouseResultLike } from './lighthouse';

function result(overrides: Partial<LighthouseResultLike> = {}): LighthouseResultLike {
  return {
    categories: {
      performance: { score: 0.634, auditRefs: [] },
      accessibility: {
        score: 0.96,
        auditRefs: [
          { id: 'color-contrast', weight: 7 },
          { id: 'target-size', weight: 7 },
          { id: 'image-alt', weight: 10 },
          { id: 'landmark-one-main', weight: 0 },
        ],
      },
    },
    audits: {
      'largest-contentful-paint': { score: 0.2, numericValue: 3812.4 },
      'total-blocking-time': { score: 0.5, numericValue: 410 },
      'color-contrast': { score: 0 },
      'target-size': { score: 1 },
      'image-alt': { score: 0 },
      'landmark-one-main': { score: 0 },
    },
    ...overrides,
  };
}

describe('figuresOf', () => {
  it('reads the scores as the report shows them (0-100), the simulated LCP and TBT, and the failed weighted accessibility audits', () => {
    expect(figuresOf('/', result())).toEqual({
      route: '/',
      performance: 63,
      accessibility: 96,
      lcpMs: 3812.4,
      tbtMs: 410,
      failedAccessibilityAudits: ['color-contrast', 'image-alt'],
    });
  });

  it('turns a run that could not load the page into an error', () => {
    const figures = figuresOf('/register', result({ runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } }));
    expect(figures.error).toBe('NO_FCP: The page did not paint any content.');
  });
});

describe('lighthouseRows', () => {
  it('holds performance to at least 90 and accessibility to 100, the timings as information', () => {
    const rows = lighthouseRows(figuresOf('/rng', result()));
    expect(rows).toEqual([
      { scope: 'lighthouse /rng', metric: 'performance score', value: 63, unit: '#', budget: 90, kind: 'min' },
      { scope: 'lighthouse /rng', metric: 'accessibility score', value: 96, unit: '#', budget: 100, kind: 'min' },
      { scope: 'lighthouse /rng', metric: 'LCP (simulated)', value: 3812.4, unit: 'ms' },
      { scope: 'lighthouse /rng', metric: 'TBT (simulated)', value: 410, unit: 'ms' },
    ]);
  });

  it('reports a failed run as one row with its error, so the bench goes on', () => {
    const rows = lighthouseRows({ route: '/', performance: null, accessibility: null, lcpMs: null, tbtMs: null, failedAccessibilityAudits: [], error: 'NO_NAVSTART: trace lost' });
    expect(rows).toEqual([{ scope: 'lighthouse /', metric: 'NO_NAVSTART: trace lost', value: null, unit: '#', budget: 90, kind: 'min' }]);
  });
});
