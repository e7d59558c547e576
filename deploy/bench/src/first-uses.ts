import type { Browser, Frame, Page } from '@playwright/test';
import { createMember, uniqueAccount } from '../../e2e/accounts';
import type { Site } from '../../e2e/test';
import { interactionsOf, OBSERVE_EVENTS, signIn, type EventEntry } from './interactions';
import { median, openThrottledPage } from './page-metrics';
import type { Row } from './seeded-server';

/**
 * The site's slow first uses, on the bench's phone (CPU slowed down, mobile network, empty cache):
 * the wall time from a player's tap to its result on screen, the first time on a fresh page (no
 * remote chunk of that use loaded yet, unless the page fetched it ahead on its own). Each is the
 * median of a few fresh pages: one page on a shared machine is noise.
 */

/** What a first use may take on the bench's phone, from the tap to the result on screen. */
export const FIRST_USE_BUDGET_MS = 1500;

/** Fresh pages per use. */
export const FIRST_USE_RUNS = 3;

const TIMEOUT_MS = 60_000;
const QUIET_MS = 2000;

/** One use over its fresh pages: each page's time (ms) or the reason it could not be measured. */
export interface FirstUseFigures {
  name: string;
  route: string;
  /** The median of the measured pages; null when none was. */
  visibleMs: number | null;
  eachMs: number[];
  errors: string[];
}

/** The runs of one use as its figure: the median of those measured, every failure kept. */
export function firstUseFigures(name: string, route: string, runs: readonly ({ ms: number } | { error: string })[]): FirstUseFigures {
  const eachMs = runs.flatMap((run) => ('ms' in run ? [run.ms] : []));
  return { name, route, visibleMs: median(eachMs), eachMs, errors: runs.flatMap((run) => ('error' in run ? [run.error] : [])) };
}

/**
 * When the tap began on the page's clock (epoch ms): the first event of the first interaction the
 * page timed, or, when no event of it was slow enough to be timed, the moment just before the tap.
 */
export function inputAt(entries: readonly EventEntry[], timeOrigin: number, before: number): number {
  const first = interactionsOf(entries)[0];
  return first ? timeOrigin + first.startTime : before;
}

export function firstUseRows(figures: FirstUseFigures): Row[] {
  const scope = `first use: ${figures.name}`;
  // A use with a failed page is not known to hold its budget: the row says so instead of a figure.
  if (figures.errors.length) return [{ scope, metric: `${figures.errors.length} of ${figures.errors.length + figures.eachMs.length} runs failed: ${figures.errors[0]}`, value: null, unit: 'ms', budget: FIRST_USE_BUDGET_MS, kind: 'max' }];
  const each = figures.eachMs.map((ms) => Math.round(ms)).join(', ');
  return [{ scope, metric: `tap to on screen (median of ${each})`, value: figures.visibleMs, unit: 'ms', budget: FIRST_USE_BUDGET_MS, kind: 'max' }];
}

/** Where the result shows: an element of the page, or one inside a frame of it (the game). */
type Target = { css: string } | { frame: string; css: string };

/** When `css` is first on screen in `frame`, on the epoch clock (checked every frame). */
async function onScreenAt(frame: Frame, css: string): Promise<number> {
  const handle = await frame.waitForFunction(
    (selector) => {
      const element = document.querySelector(selector);
      if (!element?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 ? performance.timeOrigin + performance.now() : false;
    },
    css,
    { polling: 'raf', timeout: TIMEOUT_MS },
  );
  return (await handle.jsonValue()) as number;
}

async function targetOnScreenAt(page: Page, target: Target): Promise<number> {
  if (!('frame' in target)) return onScreenAt(page.mainFrame(), target.css);
  const element = await page.waitForSelector(target.frame, { timeout: TIMEOUT_MS });
  const frame = await element.contentFrame();
  if (!frame) throw new Error(`${target.frame} is not a frame`);
  return onScreenAt(frame, target.css);
}

/** One timed tap: from the input to `target` on screen. */
async function timedTap(page: Page, tap: () => Promise<void>, target: Target): Promise<number> {
  await page.evaluate(() => window.__benchEvents?.splice(0));
  const [timeOrigin, before] = await page.evaluate(() => [performance.timeOrigin, performance.timeOrigin + performance.now()]);
  // Watched from before the tap, so the moment does not include the round trips of the tap itself.
  const visible = targetOnScreenAt(page, target);
  // A tap that fails rejects this step; the watch then ends with the page, answered by nobody.
  visible.catch(() => undefined);
  await tap();
  const visibleAt = await visible;
  const entries = await page.evaluate(() => [...(window.__benchEvents ?? [])]).catch(() => []);
  return visibleAt - inputAt(entries, timeOrigin!, before!);
}

interface Use {
  name: string;
  route: string;
  /** On screen once the route's content has rendered. */
  ready: string;
  /** What a player does before the measured tap (signing in, opening a page, typing), the page settled after. */
  prepare?: (page: Page, settle: () => Promise<void>) => Promise<void>;
  /** The tap, on a prepared page. */
  tap: (page: Page) => Promise<void>;
  target: Target;
}

const HOME_READY = '[data-testid="home-lanes"] [data-testid^="vendor-card-"]';
const LIST_READY = '[data-testid="game-list"] [data-testid^="game-tile-"]';
const PAYMENT_CARD = '[data-testid="member-centre-panel"] section[aria-labelledby="security-payment-password-title"]';

/** The member centre's My account at its Security tab, from the header's account menu. */
async function openSecurity(page: Page): Promise<void> {
  const strip = page.getByRole('banner').getByRole('group', { name: 'Account' });
  await strip.getByRole('button', { name: /menu/ }).click({ timeout: TIMEOUT_MS });
  await strip.getByRole('listitem').getByRole('button', { name: 'My account' }).click();
  await page.getByTestId('member-centre-panel').getByRole('tab', { name: 'Security' }).click({ timeout: TIMEOUT_MS });
  await page.locator(PAYMENT_CARD).waitFor({ timeout: TIMEOUT_MS });
}

const paymentCard = (page: Page) => page.locator(PAYMENT_CARD);

/** Security's first payment password, typed in (the login password, then 246810 twice), not yet sent. */
async function fillFirstPaymentPassword(page: Page, password: string): Promise<void> {
  await openSecurity(page);
  const card = paymentCard(page);
  await card.getByLabel('Login password').fill(password);
  await card.getByLabel('New payment password').fill('246810');
  await card.getByLabel('Confirm payment password').fill('246810');
}

function uses(site: Site, password: string): Use[] {
  // Each page a member or an agent of its own: a payment password is set once per member.
  const newAccount = async (prefix: string, type?: number) => {
    const account = uniqueAccount(prefix);
    await createMember(site, { account, password, ...(type === undefined ? {} : { type }) });
    return account;
  };
  const signedIn = (prefix: string) => async (page: Page, settle: () => Promise<void>) => {
    await signIn(page, await newAccount(prefix), password);
    await settle();
  };
  return [
    {
      name: 'Register dialog (visitor)',
      route: '/',
      ready: HOME_READY,
      tap: (page) => page.getByRole('banner').getByRole('button', { name: 'Register' }).tap(),
      target: { css: '[data-testid="auth-modal-register"] form input' },
    },
    {
      name: 'Favourites to the login dialog (visitor)',
      route: '/rng',
      ready: LIST_READY,
      tap: (page) => page.getByTestId('game-list-tab-fav').tap(),
      target: { css: '[data-testid="auth-modal-login"] form input' },
    },
    {
      name: 'game launch (member)',
      route: '/rng',
      ready: LIST_READY,
      // Signing in lands on the home page; the member then opens the slot list afresh.
      prepare: async (page, settle) => {
        await signedIn('fug')(page, settle);
        await page.goto(`${new URL(page.url()).origin}/rng`, { waitUntil: 'load', timeout: TIMEOUT_MS });
        await page.locator(LIST_READY).first().waitFor({ state: 'visible', timeout: TIMEOUT_MS });
        await settle();
      },
      tap: (page) => page.locator('[data-testid="game-list"] [data-testid^="game-play-"]').first().tap(),
      // The game's own board with its play button: the game is there to be played.
      target: { frame: '[data-testid="game-frame"]', css: '.game-frame .board button' },
    },
    {
      name: 'agent sign-in to the agent centre',
      route: '/agentHome',
      ready: 'form',
      prepare: async (page, settle) => {
        const form = page.getByRole('form', { name: 'Agent login' });
        await form.getByRole('textbox', { name: 'Username', exact: true }).fill(await newAccount('fua', 1), { timeout: TIMEOUT_MS });
        await form.getByLabel('Password', { exact: true }).fill(password);
        await settle();
      },
      tap: (page) => page.getByRole('form', { name: 'Agent login' }).getByRole('button', { name: 'Log in' }).tap(),
      target: { css: '[data-testid="agent-centre-panel"] [data-testid="centre-page"] h3' },
    },
    {
      name: 'set the payment password (member)',
      route: '/',
      ready: HOME_READY,
      prepare: async (page, settle) => {
        await signedIn('fup')(page, settle);
        await fillFirstPaymentPassword(page, password);
        await settle();
      },
      tap: (page) => paymentCard(page).getByRole('button', { name: 'Set payment password' }).tap(),
      // Set: the card now asks for the current payment password to change it.
      target: { css: `${PAYMENT_CARD} input[name="paymentPassword"]` },
    },
    {
      name: 'change the payment password (member)',
      route: '/',
      ready: HOME_READY,
      prepare: async (page, settle) => {
        await signedIn('fuc')(page, settle);
        await fillFirstPaymentPassword(page, password);
        const card = paymentCard(page);
        await card.getByRole('button', { name: 'Set payment password' }).click();
        await card.getByLabel('Current payment password').fill('246810', { timeout: TIMEOUT_MS });
        await card.getByLabel('New payment password').fill('135790');
        await card.getByLabel('Confirm payment password').fill('135790');
        await settle();
      },
      tap: (page) => paymentCard(page).getByRole('button', { name: 'Change payment password' }).tap(),
      target: { css: `${PAYMENT_CARD} p[role="status"]:not(:empty)` },
    },
  ];
}

/**
 * What the page fetched from the tap on, each request's start and end in ms after the tap: what a
 * slow use waits on (a chain of chunks, a call after a call).
 */
function traceRequests(page: Page, log: (line: string) => void): () => void {
  const tappedAt = Date.now();
  const started = new Map<object, number>();
  const onRequest = (request: object) => started.set(request, Date.now() - tappedAt);
  const onDone = (request: { url(): string; method(): string }) => {
    const url = new URL(request.url());
    log(`  ${String(started.get(request) ?? '?').padStart(5)} → ${String(Date.now() - tappedAt).padStart(5)} ms  ${request.method()} ${url.pathname}`);
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  return () => {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  };
}

async function runUse(browser: Browser, origin: string, use: Use, trace?: (line: string) => void): Promise<{ ms: number } | { error: string }> {
  const { page, waitQuiet, close } = await openThrottledPage(browser, origin, [OBSERVE_EVENTS]);
  const settle = () => waitQuiet(QUIET_MS, Date.now() + TIMEOUT_MS);
  try {
    await page.goto(origin + use.route, { waitUntil: 'load', timeout: TIMEOUT_MS });
    await page.locator(use.ready).first().waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    await settle();
    await use.prepare?.(page, settle);
    const stopTrace = trace ? traceRequests(page, trace) : () => undefined;
    try {
      return { ms: await timedTap(page, () => use.tap(page), use.target) };
    } finally {
      stopTrace();
    }
  } catch (caught) {
    return { error: (caught as Error).message.split('\n')[0]! };
  } finally {
    await close();
  }
}

/** Every first use (or those whose name contains `only`), `runs` fresh pages each, one after another. */
export async function measureFirstUses(
  browser: Browser,
  site: Site,
  {
    runs = FIRST_USE_RUNS,
    only,
    trace = false,
    log = () => undefined,
  }: { runs?: number; only?: string; trace?: boolean; log?: (line: string) => void } = {},
): Promise<FirstUseFigures[]> {
  const results: FirstUseFigures[] = [];
  for (const use of uses(site, 'bench1234').filter((candidate) => !only || candidate.name.includes(only))) {
    const measured: ({ ms: number } | { error: string })[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await runUse(browser, site.url, use, trace ? log : undefined);
      log(`bench: ${use.name}: ${'ms' in result ? `${Math.round(result.ms)} ms` : result.error}`);
      measured.push(result);
    }
    results.push(firstUseFigures(use.name, use.route, measured));
  }
  return results;
}
