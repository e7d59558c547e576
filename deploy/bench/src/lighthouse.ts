import type { Row } from './seeded-server';

/**
 * Lighthouse's mobile verdict on the pages a first visit lands on: its default configuration (a
 * phone's screen, simulated slow 4G and a 4x slower CPU), the performance and accessibility
 * categories only (the others are not budgeted and cost minutes).
 */

export const LIGHTHOUSE_ROUTES = ['/', '/rng', '/lottery', '/register'] as const;

export const LIGHTHOUSE_BUDGETS = {
  performanceScore: 90,
  accessibilityScore: 100,
} as const;

export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

export interface LighthouseFigures {
  route: string;
  /** 0-100, as the report shows it. */
  performance: number | null;
  accessibility: number | null;
  /** As Lighthouse computed them under its simulated throttling. */
  lcpMs: number | null;
  tbtMs: number | null;
  /** The accessibility audits that failed (what keeps the score under 100). */
  failedAccessibilityAudits: string[];
  error?: string;
}

/** The part of a Lighthouse result the bench reads. */
export interface LighthouseResultLike {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string } | undefined>;
}

function score(result: LighthouseResultLike, category: string): number | null {
  const value = result.categories[category]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
}

export function figuresOf(route: string, result: LighthouseResultLike): LighthouseFigures {
  const failed = (result.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && result.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
  return {
    route,
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    lcpMs: result.audits['largest-contentful-paint']?.numericValue ?? null,
    tbtMs: result.audits['total-blocking-time']?.numericValue ?? null,
    failedAccessibilityAudits: failed,
    // A run that could not load the page still returns a result, with every score empty.
    ...(result.runtimeError ? { error: `${result.runtimeError.code}: ${result.runtimeError.message}` } : {}),
  };
}

export function lighthouseRows(figures: LighthouseFigures): Row[] {
  const scope = `lighthouse ${figures.route}`;
  if (figures.error) return [{ scope, metric: figures.error, value: null, unit: '#', budget: LIGHTHOUSE_BUDGETS.performanceScore, kind: 'min' }];
  return [
    { scope, metric: 'performance score', value: figures.performance, unit: '#', budget: LIGHTHOUSE_BUDGETS.performanceScore, kind: 'min' },
    { scope, metric: 'accessibility score', value: figures.accessibility, unit: '#', budget: LIGHTHOUSE_BUDGETS.accessibilityScore, kind: 'min' },
    { scope, metric: 'LCP (simulated)', value: figures.lcpMs, unit: 'ms' },
    { scope, metric: 'TBT (simulated)', value: figures.tbtMs, unit: 'ms' },
  ];
}

/**
 * One Lighthouse run per route, one after another, each in a headless Chromium of its own that
 * chrome-launcher starts: a browser reused for the next run can lose that run's trace (NO_NAVSTART).
 */
export async function runLighthouse(origin: string, routes: readonly string[] = LIGHTHOUSE_ROUTES): Promise<LighthouseFigures[]> {
  process.env.CHROME_PATH ??= '/usr/bin/chromium';
  // Both are ES modules only: loaded when the bench gets here, not when a test imports the helpers above.
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const results: LighthouseFigures[] = [];
  for (const route of routes) {
    const chrome = await launch({ chromePath: process.env.CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    try {
      const run = await lighthouse(origin + route, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] });
      if (!run) throw new Error('Lighthouse returned no result');
      results.push(figuresOf(route, run.lhr as LighthouseResultLike));
    } catch (caught) {
      results.push({ route, performance: null, accessibility: null, lcpMs: null, tbtMs: null, failedAccessibilityAudits: [], error: (caught as Error).message.split('\n')[0] });
    } finally {
      chrome.kill();
    }
  }
  return results;
}
