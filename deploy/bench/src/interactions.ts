import type { Browser, Locator, Page } from '@playwright/test';
import { createMember, uniqueAccount } from '../../e2e/accounts';
import type { Site } from '../../e2e/test';
import { openThrottledPage } from './page-metrics';
import type { Row } from './seeded-server';

/**
 * Interaction to next paint of the site's first interactions, on the bench's phone (CPU slowed down,
 * mobile network), each after its page has settled. The page measures itself with the Event Timing
 * API; the bench acts through real input (Playwright's click goes through the browser's input
 * pipeline, so the events are trusted and timed like a player's).
 */

/** Good responsiveness as Core Web Vitals define it, here on the bench's slowed-down phone. */
export const INP_BUDGET_MS = 200;

/** Event Timing leaves out events faster than this (16 ms is the smallest threshold it accepts). */
export const EVENT_THRESHOLD_MS = 16;

/** One event timing entry as the page hands it over. */
export interface EventEntry {
  name: string;
  /** The same for every event of one interaction (pointerdown, pointerup, click…); 0 for none. */
  interactionId: number;
  /** From the input to the next paint after the handlers ran, rounded to 8 ms by the browser. */
  duration: number;
  startTime: number;
}

/** One interaction: its latency is the longest of its events. */
export interface Interaction {
  interactionId: number;
  durationMs: number;
  startTime: number;
  events: string[];
}

export function interactionsOf(entries: readonly EventEntry[]): Interaction[] {
  const byId = new Map<number, Interaction>();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    const known = byId.get(entry.interactionId);
    if (!known) {
      byId.set(entry.interactionId, { interactionId: entry.interactionId, durationMs: entry.duration, startTime: entry.startTime, events: [entry.name] });
      continue;
    }
    known.durationMs = Math.max(known.durationMs, entry.duration);
    known.startTime = Math.min(known.startTime, entry.startTime);
    if (!known.events.includes(entry.name)) known.events.push(entry.name);
  }
  return [...byId.values()].sort((a, b) => a.startTime - b.startTime);
}

/**
 * The INP of a step: its slowest interaction. A step whose input produced no entry answered within
 * the threshold, so the threshold is the most it can have taken and stands as its figure.
 */
export function stepInp(interactions: readonly Interaction[]): number {
  return Math.max(EVENT_THRESHOLD_MS, ...interactions.map((interaction) => interaction.durationMs));
}

declare global {
  interface Window {
    __benchEvents?: EventEntry[];
  }
}

/** Runs in the page before its scripts (a string for the same reason as the vitals observer). */
export const OBSERVE_EVENTS = `(() => {
  const entries = [];
  window.__benchEvents = entries;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.interactionId) entries.push({ name: e.name, interactionId: e.interactionId, duration: e.duration, startTime: e.startTime });
      }
    }).observe({ type: 'event', durationThreshold: ${EVENT_THRESHOLD_MS}, buffered: true });
  } catch (e) { /* no Event Timing: no entries, the figures say so */ }
})();`;

export interface InteractionFigures {
  name: string;
  route: string;
  /** The slowest interaction of the step(s), ms. */
  inpMs: number | null;
  /** From the input to the opened thing on screen, ms. */
  visibleMs: number | null;
  interactions: Interaction[];
  error?: string;
}

export function interactionRows(figures: InteractionFigures): Row[] {
  const scope = `INP ${figures.name}`;
  if (figures.error) return [{ scope, metric: figures.error, value: null, unit: 'ms', budget: INP_BUDGET_MS, kind: 'max' }];
  return [
    { scope, metric: 'INP', value: figures.inpMs, unit: 'ms', budget: INP_BUDGET_MS, kind: 'max' },
    { scope, metric: 'until visible', value: figures.visibleMs, unit: 'ms' },
  ];
}

const TIMEOUT_MS = 60_000;
const QUIET_MS = 2000;

/** When the element `selector` names is first on screen, as the page's clock reads it (checked every frame). */
async function onScreenAt(page: Page, selector: string): Promise<number> {
  const handle = await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css);
      if (!element?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 ? performance.now() : false;
    },
    selector,
    { polling: 'raf', timeout: TIMEOUT_MS },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * One input and its answer: clears the entries, acts, waits until `opened` is visible and then
 * until the entries stop arriving (the browser reports an event after the paint that follows it).
 */
async function timedStep(page: Page, act: () => Promise<void>, opened: string): Promise<{ interactions: Interaction[]; visibleMs: number }> {
  await page.evaluate(() => window.__benchEvents?.splice(0));
  const before = await page.evaluate(() => performance.now());
  // Watched from before the input, so the moment does not include the round trips of the click itself.
  const visible = onScreenAt(page, opened);
  await act();
  const visibleAt = await visible;
  // At least a second (an observer's callback waits for an idle moment of a slowed-down page), then
  // until half a second brings no new entry, at most five seconds.
  await page.waitForTimeout(1000);
  let entries = await page.evaluate(() => [...(window.__benchEvents ?? [])]);
  for (let waited = 1000, count = -1; waited < 5000 && entries.length !== count; waited += 500) {
    count = entries.length;
    await page.waitForTimeout(500);
    entries = await page.evaluate(() => [...(window.__benchEvents ?? [])]);
  }
  const interactions = interactionsOf(entries);
  const start = interactions[0]?.startTime ?? before;
  return { interactions, visibleMs: visibleAt - start };
}

interface Scenario {
  name: string;
  route: string;
  /** On screen once the route's content has rendered. */
  ready: string;
  /** What happens between the settled page and the measured steps (signing in). */
  prepare?: (page: Page, settle: () => Promise<void>) => Promise<void>;
  steps: { act: (page: Page) => Promise<void>; opened: string }[];
}

function banner(page: Page): Locator {
  return page.getByRole('banner');
}

/** Signs in through the header's login dialog and closes the welcome dialog. */
export async function signIn(page: Page, account: string, password: string): Promise<void> {
  await banner(page).getByRole('button', { name: 'Log in' }).click({ timeout: TIMEOUT_MS });
  const form = page.getByTestId('auth-modal-login').getByRole('form', { name: 'Log in' });
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(account, { timeout: TIMEOUT_MS });
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  const welcome = page.getByTestId('after-login');
  await welcome.getByRole('button', { name: 'OK' }).click({ timeout: TIMEOUT_MS });
  await welcome.waitFor({ state: 'detached', timeout: TIMEOUT_MS });
}

function scenarios(member: { account: string; password: string }): Scenario[] {
  const accountStrip = (page: Page) => banner(page).getByRole('group', { name: 'Account' });
  return [
    {
      name: 'open the login dialog (visitor)',
      route: '/',
      ready: '[data-testid="home-lanes"] [data-testid^="vendor-card-"]',
      steps: [{ act: (page) => banner(page).getByRole('button', { name: 'Log in' }).click(), opened: '[data-testid="auth-modal-login"] form' }],
    },
    {
      name: 'switch a game-list tab',
      route: '/rng',
      ready: '[data-testid="game-list"] [data-testid^="game-tile-"]',
      steps: [
        {
          act: (page) => page.getByTestId('game-list-tab-hot').click(),
          opened: '[data-testid="game-list"][data-tab="hot"]:not([aria-busy="true"]) [data-testid^="game-tile-"], [data-testid="game-list"][data-tab="hot"] [data-testid="no-games"]',
        },
      ],
    },
    {
      name: 'open the member centre (member)',
      route: '/',
      ready: '[data-testid="home-lanes"] [data-testid^="vendor-card-"]',
      prepare: async (page, settle) => {
        await signIn(page, member.account, member.password);
        await accountStrip(page).waitFor({ timeout: TIMEOUT_MS });
        await settle();
      },
      steps: [
        // The header's account menu, then its member-centre entry: the two inputs the member makes.
        { act: (page) => accountStrip(page).getByRole('button', { name: /menu/ }).click(), opened: 'header [role="group"] ul li button' },
        {
          act: (page) => accountStrip(page).getByRole('listitem').getByRole('button', { name: 'Member centre', exact: true }).click(),
          opened: '[data-testid="member-centre-panel"] [data-testid="centre-page"] h3',
        },
      ],
    },
  ];
}

async function runScenario(browser: Browser, origin: string, scenario: Scenario): Promise<InteractionFigures> {
  const { page, waitQuiet, close } = await openThrottledPage(browser, origin, [OBSERVE_EVENTS]);
  const settle = () => waitQuiet(QUIET_MS, Date.now() + TIMEOUT_MS);
  const interactions: Interaction[] = [];
  let visibleMs: number | null = null;
  try {
    await page.goto(origin + scenario.route, { waitUntil: 'load', timeout: TIMEOUT_MS });
    await page.locator(scenario.ready).first().waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    await settle();
    await scenario.prepare?.(page, settle);
    for (const step of scenario.steps) {
      const result = await timedStep(page, () => step.act(page), step.opened);
      interactions.push(...result.interactions);
      visibleMs = result.visibleMs;
    }
    return { name: scenario.name, route: scenario.route, inpMs: stepInp(interactions), visibleMs, interactions };
  } catch (caught) {
    return { name: scenario.name, route: scenario.route, inpMs: null, visibleMs: null, interactions, error: (caught as Error).message.split('\n')[0] };
  } finally {
    await close();
  }
}

/** The three first interactions, one fresh page each; a member with a password is created for the last. */
export async function measureInteractions(browser: Browser, site: Site): Promise<InteractionFigures[]> {
  const member = { account: uniqueAccount('inp'), password: 'bench1234' };
  await createMember(site, member);
  const results: InteractionFigures[] = [];
  for (const scenario of scenarios(member)) results.push(await runScenario(browser, site.url, scenario));
  return results;
}
