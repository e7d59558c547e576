import type { Browser, CDPSession, Page } from '@playwright/test';
import type { Row } from './seeded-server';

/**
 * One cold page load as a player on a mid-range phone feels it: CPU throttled 4x, a
 * mobile network, an empty cache. Web vitals come from PerformanceObserver (buffered), bytes and
 * requests from the DevTools protocol.
 */
export interface NetworkProfile {
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
}

export const MOBILE_NETWORK: NetworkProfile = { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750 };
export const CPU_SLOWDOWN = 4;

export interface PageMetrics {
  route: string;
  /** Largest contentful paint, ms after navigation start. */
  lcpMs: number | null;
  fcpMs: number | null;
  /** Cumulative layout shift: the largest session window (gaps < 1 s, at most 5 s). */
  cls: number;
  /** Sum of (long task − 50 ms) between FCP and the moment the page settled. */
  tbtMs: number;
  longTasks: number;
  loadMs: number | null;
  /** When the route's content was on screen and the network had been quiet for 2 s. */
  settledMs: number;
  requests: number;
  /** Compressed bytes on the wire (headers included), all resources. */
  totalBytes: number;
  /** Compressed JavaScript bytes per origin group: 'shell' or a remote id. */
  jsBytes: Record<string, number>;
  /** All the site's compressed JavaScript fetched before the page settled (every group). */
  jsTotalBytes: number;
  failedRequests: string[];
  error?: string;
}

interface PerfState {
  lcp: number | null;
  fcp: number | null;
  shifts: [number, number][];
  longTasks: [number, number][];
}

declare global {
  interface Window {
    __benchPerf?: PerfState;
  }
}

/**
 * Runs in the page before any of its scripts. A string, not a function: the TypeScript runner may
 * wrap named functions in helpers that do not exist inside the page.
 */
const OBSERVE_VITALS = `(() => {
  const state = { lcp: null, fcp: null, shifts: [], longTasks: [] };
  window.__benchPerf = state;
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch (e) { /* not supported: the figure stays empty */ }
  };
  observe('largest-contentful-paint', (e) => { state.lcp = e.startTime; });
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') state.fcp = e.startTime; });
  observe('layout-shift', (e) => { if (!e.hadRecentInput) state.shifts.push([e.startTime, e.value]); });
  observe('longtask', (e) => { state.longTasks.push([e.startTime, e.duration]); });
})();`;

/** CLS as Chrome defines it: the worst session window of shifts. */
export function sessionWindowCls(shifts: readonly [number, number][]): number {
  let worst = 0;
  let current = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  for (const [at, value] of [...shifts].sort((a, b) => a[0] - b[0])) {
    if (at - last > 1000 || at - windowStart > 5000) {
      current = 0;
      windowStart = at;
    }
    current += value;
    last = at;
    worst = Math.max(worst, current);
  }
  return worst;
}

export function totalBlockingTime(longTasks: readonly [number, number][], from: number, to: number): number {
  return longTasks.filter(([start]) => start >= from && start < to).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
}

/** 'shell' for the site's own scripts, the remote id for `/remotes/<id>/…`, null for other origins. */
export function jsGroup(url: string, origin: string): string | null {
  if (!url.startsWith(origin)) return null;
  const match = /^\/remotes\/([^/]+)\//.exec(new URL(url).pathname);
  return match ? match[1]! : 'shell';
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Several loads of one route as one figure: the median of each metric on its own, over the loads that measured it. */
export interface MedianPageMetrics extends PageMetrics {
  /** How many loads the medians are of. */
  loads: number;
  /** Each load's own figures, in the order they ran. */
  each: PageMetrics[];
}

export function medianOfLoads(runs: readonly PageMetrics[]): MedianPageMetrics {
  if (runs.length === 0) throw new Error('no loads to take the median of');
  const of = (pick: (run: PageMetrics) => number | null) => median(runs.map(pick).filter((v): v is number => v !== null));
  const groups = [...new Set(runs.flatMap((run) => Object.keys(run.jsBytes)))].sort();
  const errors = runs.filter((run) => run.error);
  return {
    route: runs[0]!.route,
    lcpMs: of((run) => run.lcpMs),
    fcpMs: of((run) => run.fcpMs),
    cls: of((run) => run.cls)!,
    tbtMs: of((run) => run.tbtMs)!,
    longTasks: of((run) => run.longTasks)!,
    loadMs: of((run) => run.loadMs),
    settledMs: of((run) => run.settledMs)!,
    requests: of((run) => run.requests)!,
    totalBytes: of((run) => run.totalBytes)!,
    // A group a load did not fetch counts as 0 bytes in that load.
    jsBytes: Object.fromEntries(groups.map((group) => [group, of((run) => run.jsBytes[group] ?? 0)!])),
    jsTotalBytes: of((run) => run.jsTotalBytes)!,
    failedRequests: [...new Set(runs.flatMap((run) => run.failedRequests))],
    ...(errors.length ? { error: `${errors.length} of ${runs.length} loads: ${errors[0]!.error}` } : {}),
    loads: runs.length,
    each: [...runs],
  };
}

/** What a first visit may cost on the bench's phone (each page figure a median of its loads). */
export const PAGE_BUDGETS = {
  lcpMs: 1200,
  fcpMs: 1800,
  cls: 0.02,
  /** Long tasks from the first paint until the page settled, each beyond its first 50 ms. */
  tbtMs: 200,
  requests: 60,
  /**
   * All the site's compressed JavaScript (shell and every remote) fetched before the home page
   * settled: the site's rule for a first visit. What only some visitors need (other languages'
   * texts, the signed-in member's strip, dialogs) loads when first used, to stay within it.
   */
  homeJsKb: 212,
} as const;

export function pageRows(page: PageMetrics): Row[] {
  const scope = `page ${page.route}`;
  const rows: Row[] = [
    { scope, metric: 'LCP', value: page.lcpMs, unit: 'ms', budget: PAGE_BUDGETS.lcpMs, kind: 'max' },
    { scope, metric: 'FCP', value: page.fcpMs, unit: 'ms', budget: PAGE_BUDGETS.fcpMs, kind: 'max' },
    { scope, metric: 'CLS', value: page.cls, unit: '', budget: PAGE_BUDGETS.cls, kind: 'max' },
    { scope, metric: 'TBT', value: page.tbtMs, unit: 'ms', budget: PAGE_BUDGETS.tbtMs, kind: 'max' },
    { scope, metric: 'requests', value: page.requests, unit: '#', budget: PAGE_BUDGETS.requests, kind: 'max' },
    // The budget is the home page's, where a first visit most often lands; elsewhere the total is information.
    page.route === '/'
      ? { scope, metric: 'JS total', value: page.jsTotalBytes / 1024, unit: 'KB', budget: PAGE_BUDGETS.homeJsKb, kind: 'max' }
      : { scope, metric: 'JS total', value: page.jsTotalBytes / 1024, unit: 'KB' },
  ];
  for (const [group, bytes] of Object.entries(page.jsBytes).sort()) rows.push({ scope, metric: `JS ${group}`, value: bytes / 1024, unit: 'KB' });
  rows.push({ scope, metric: 'all bytes', value: page.totalBytes / 1024, unit: 'KB' });
  rows.push({ scope, metric: 'settled', value: page.settledMs, unit: 'ms' });
  return rows;
}

/** Traffic of one page as the DevTools protocol reports it. */
interface Traffic {
  requests: number;
  totalBytes: number;
  jsBytes: Record<string, number>;
  failed: string[];
  inFlight: Set<string>;
  lastActivity: number;
}

/** A fresh browser context with the phone's viewport, the mobile network, the CPU slowed down and no cache. */
export interface ThrottledPage {
  page: Page;
  traffic: Traffic;
  /** Until nothing has been in flight and nothing new started for `quietMs`, or until `deadline` (Date.now()). */
  waitQuiet(quietMs: number, deadline: number): Promise<void>;
  close(): Promise<void>;
}

export async function openThrottledPage(browser: Browser, origin: string, initScripts: readonly string[] = []): Promise<ThrottledPage> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US' });
  const page = await context.newPage();
  for (const content of [OBSERVE_VITALS, ...initScripts]) await page.addInitScript({ content });
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_NETWORK.latencyMs,
    downloadThroughput: (MOBILE_NETWORK.downloadKbps * 1000) / 8,
    uploadThroughput: (MOBILE_NETWORK.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  const traffic: Traffic = { requests: 0, totalBytes: 0, jsBytes: {}, failed: [], inFlight: new Set(), lastActivity: Date.now() };
  const info = new Map<string, { url: string; isScript: boolean }>();
  cdp.on('Network.requestWillBeSent', (event: { requestId: string; request: { url: string }; type?: string }) => {
    if (event.request.url.startsWith('data:')) return;
    if (!info.has(event.requestId)) traffic.requests += 1;
    traffic.inFlight.add(event.requestId);
    info.set(event.requestId, { url: event.request.url, isScript: event.type === 'Script' });
    traffic.lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (event: { requestId: string; type?: string; response: { mimeType: string; status: number; url: string } }) => {
    const entry = info.get(event.requestId);
    if (entry && (event.type === 'Script' || /javascript/.test(event.response.mimeType))) entry.isScript = true;
    if (event.response.status >= 400) traffic.failed.push(`${event.response.status} ${event.response.url}`);
  });
  cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
    traffic.inFlight.delete(event.requestId);
    traffic.lastActivity = Date.now();
    traffic.totalBytes += event.encodedDataLength;
    const entry = info.get(event.requestId);
    if (entry?.isScript) {
      const group = jsGroup(entry.url, origin);
      if (group) traffic.jsBytes[group] = (traffic.jsBytes[group] ?? 0) + event.encodedDataLength;
    }
  });
  cdp.on('Network.loadingFailed', (event: { requestId: string; errorText: string; canceled?: boolean }) => {
    traffic.inFlight.delete(event.requestId);
    traffic.lastActivity = Date.now();
    if (!event.canceled) traffic.failed.push(`${event.errorText} ${info.get(event.requestId)?.url ?? ''}`);
  });

  return {
    page,
    traffic,
    waitQuiet: async (quietMs, deadline) => {
      while (Date.now() < deadline && (traffic.inFlight.size > 0 || Date.now() - traffic.lastActivity < quietMs)) {
        await page.waitForTimeout(100);
      }
    },
    close: () => context.close(),
  };
}

export async function measureColdLoad(
  browser: Browser,
  origin: string,
  route: string,
  readySelector: string,
  options: { timeoutMs?: number; quietMs?: number } = {},
): Promise<PageMetrics> {
  const timeoutMs = options.timeoutMs ?? 45_000;
  const quietMs = options.quietMs ?? 2000;
  const { page, traffic, waitQuiet, close } = await openThrottledPage(browser, origin);

  const started = Date.now();
  let error: string | undefined;
  try {
    await page.goto(origin + route, { waitUntil: 'load', timeout: timeoutMs });
    await page.locator(readySelector).first().waitFor({ state: 'visible', timeout: Math.max(1000, timeoutMs - (Date.now() - started)) });
    // Settled: nothing in flight and nothing new for `quietMs` (late widgets, images, idle-time hosts).
    await waitQuiet(quietMs, started + timeoutMs);
  } catch (caught) {
    error = (caught as Error).message.split('\n')[0];
  }
  const navStart = await page.evaluate(() => performance.timeOrigin).catch(() => started);
  const settledMs = Date.now() - navStart;
  const perf = await page.evaluate(() => window.__benchPerf ?? null).catch(() => null);
  const loadMs = await page
    .evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return nav && nav.loadEventEnd > 0 ? nav.loadEventEnd : null;
    })
    .catch(() => null);
  // Copies: the listeners keep counting until the context is closed.
  const jsBytes = { ...traffic.jsBytes };
  const figures = { requests: traffic.requests, totalBytes: traffic.totalBytes, failed: [...traffic.failed] };
  await close();

  const fcp = perf?.fcp ?? null;
  return {
    route,
    lcpMs: perf?.lcp ?? null,
    fcpMs: fcp,
    cls: sessionWindowCls(perf?.shifts ?? []),
    tbtMs: fcp === null ? 0 : totalBlockingTime(perf?.longTasks ?? [], fcp, settledMs),
    longTasks: perf?.longTasks.length ?? 0,
    loadMs,
    settledMs,
    requests: figures.requests,
    totalBytes: figures.totalBytes,
    jsBytes,
    jsTotalBytes: Object.values(jsBytes).reduce((sum, bytes) => sum + bytes, 0),
    failedRequests: figures.failed,
    ...(error ? { error } : {}),
  };
}

/** `count` cold loads of `route` one after another, as their medians (single timings on a shared machine are noisy). */
export async function measureMedianLoad(
  browser: Browser,
  origin: string,
  route: string,
  readySelector: string,
  count = 5,
): Promise<MedianPageMetrics> {
  const runs: PageMetrics[] = [];
  for (let run = 0; run < count; run += 1) runs.push(await measureColdLoad(browser, origin, route, readySelector));
  return medianOfLoads(runs);
}
