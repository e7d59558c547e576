import type { Browser, CDPSession } from '@playwright/test';

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

export async function measureColdLoad(
  browser: Browser,
  origin: string,
  route: string,
  readySelector: string,
  options: { timeoutMs?: number; quietMs?: number } = {},
): Promise<PageMetrics> {
  const timeoutMs = options.timeoutMs ?? 45_000;
  const quietMs = options.quietMs ?? 2000;
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US' });
  const page = await context.newPage();
  await page.addInitScript({ content: OBSERVE_VITALS });
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

  const inFlight = new Set<string>();
  const info = new Map<string, { url: string; isScript: boolean }>();
  const jsBytes: Record<string, number> = {};
  const failed: string[] = [];
  let requests = 0;
  let totalBytes = 0;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (event: { requestId: string; request: { url: string }; type?: string; redirectHasExtraInfo?: boolean }) => {
    if (event.request.url.startsWith('data:')) return;
    if (!info.has(event.requestId)) requests += 1;
    inFlight.add(event.requestId);
    info.set(event.requestId, { url: event.request.url, isScript: event.type === 'Script' });
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (event: { requestId: string; type?: string; response: { mimeType: string; status: number; url: string } }) => {
    const entry = info.get(event.requestId);
    if (entry && (event.type === 'Script' || /javascript/.test(event.response.mimeType))) entry.isScript = true;
    if (event.response.status >= 400) failed.push(`${event.response.status} ${event.response.url}`);
  });
  cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
    inFlight.delete(event.requestId);
    lastActivity = Date.now();
    totalBytes += event.encodedDataLength;
    const entry = info.get(event.requestId);
    if (entry?.isScript) {
      const group = jsGroup(entry.url, origin);
      if (group) jsBytes[group] = (jsBytes[group] ?? 0) + event.encodedDataLength;
    }
  });
  cdp.on('Network.loadingFailed', (event: { requestId: string; errorText: string; canceled?: boolean }) => {
    inFlight.delete(event.requestId);
    lastActivity = Date.now();
    if (!event.canceled) failed.push(`${event.errorText} ${info.get(event.requestId)?.url ?? ''}`);
  });

  const started = Date.now();
  let error: string | undefined;
  try {
    await page.goto(origin + route, { waitUntil: 'load', timeout: timeoutMs });
    await page.locator(readySelector).first().waitFor({ state: 'visible', timeout: Math.max(1000, timeoutMs - (Date.now() - started)) });
    // Settled: nothing in flight and nothing new for `quietMs` (late widgets, images, idle-time hosts).
    while (Date.now() - started < timeoutMs && (inFlight.size > 0 || Date.now() - lastActivity < quietMs)) {
      await page.waitForTimeout(100);
    }
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
  await context.close();

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
    requests,
    totalBytes,
    jsBytes,
    failedRequests: failed,
    ...(error ? { error } : {}),
  };
}
