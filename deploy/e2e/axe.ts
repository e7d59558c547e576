import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import { knownClean, rememberClean, tally } from './axe-memory';

/**
 * Accessibility checks for end-to-end journeys: axe-core run inside the page against WCAG 2.0, 2.1
 * and 2.2 A and AA. Every page and dialog a journey opens must report 0 violations, in the light
 * and in the dark theme. Each distinct state is checked once per run (see `stateKey`).
 */
// 2.1 A is its own tag: without it, label in name (a control's visible text inside its accessible
// name, so speech control can say what it sees) goes unchecked. 2.2 added no A rule axe tests.
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/**
 * Rules outside the WCAG tags that Lighthouse's accessibility score weighs: a page scores 100 only
 * when these pass too. Checked where asked (`lighthouseRules`), on the pages Lighthouse scores.
 */
export const LIGHTHOUSE_BEST_PRACTICE_RULES = [
  'accesskeys',
  'aria-allowed-role',
  'aria-dialog-name',
  'aria-text',
  'aria-treeitem-name',
  'heading-order',
  'image-redundant-alt',
  'skip-link',
  'tabindex',
  'table-duplicate-name',
] as const;

export type ThemeName = 'light' | 'dark';

/**
 * Every page and dialog is checked in both themes: each has its own colour tokens. The light theme
 * is checked by every rule; the dark theme, the same page in other colours, by the colour rules.
 */
export const BOTH_THEMES: readonly ThemeName[] = ['light', 'dark'];

/** Which rules a theme is checked by: all of them, or the ones about colour (axe's cat.color). */
type RuleSet = 'all' | 'colour';

function ruleSetOf(theme: string | undefined): RuleSet {
  return theme === 'dark' ? 'colour' : 'all';
}

export interface AxeCheckOptions {
  /** CSS selector of the part to check (a dialog); the whole page when left out. */
  include?: string;
  /** Themes to check in; both when left out. */
  themes?: readonly ThemeName[];
  /** Names the check in the failure message (e.g. 'login dialog'). */
  label?: string;
  /** Also the best-practice rules Lighthouse's accessibility score weighs (heading order, skip link...). */
  lighthouseRules?: boolean;
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** One violation as a line a person can act on: rule, what it asks, and the offending elements. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes.map((node) => {
        const summary = node.failureSummary?.split('\n').slice(1).join(' ').trim();
        return `    - ${node.target.join(' ')}${summary ? ` (${summary})` : ''}`;
      });
      return `  ${violation.id} [${violation.impact ?? 'n/a'}]: ${violation.help}\n${targets.join('\n')}`;
    })
    .join('\n');
}

/** Injects axe-core once per document; evaluate() is not subject to the page's CSP, a script tag would be. */
async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(axeSource);
}

/**
 * Waits for the page to settle, so colours and positions are read as they end up rather than
 * half-way: the transitions under way (a theme switch, a hover, a carousel moving on by one step)
 * and the animations that end (a dialog fading in). Not waited for: the slow glide of a carousel
 * that scrolls on by itself, and endless animations (the notice marquee, spinners). The page is
 * brought to the front first: a tab behind another draws no frames, so its transitions never end
 * and every check there waited out the 3 s limit (the site tour keeps three tabs).
 */
async function pageSettled(page: Page): Promise<void> {
  await page.bringToFront();
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const running = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime ?? Infinity;
      if (animation instanceof CSSTransition) return Number(end) <= 1000;
      return Number.isFinite(end);
    });
    const ended = Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
}

/**
 * Runs axe in the page as it is now (once it has settled) and returns the violations.
 * Without `include` it checks what a person can reach: the whole page, or only the open modal
 * dialogs when there are any (the page under a modal cannot be reached, and the dialog's own
 * controls drawn over it are not the page's). `rules` 'colour' runs only the colour rules of the
 * WCAG tags (what the dark theme changes).
 */
export async function axeViolations(page: Page, include?: string, lighthouseRules = false, rules: RuleSet = 'all'): Promise<Result[]> {
  await pageSettled(page);
  await injectAxe(page);
  const options: RunOptions = { runOnly: { type: 'tag', values: [...AXE_TAGS] }, resultTypes: ['violations'] };
  // A rule turned on by name runs beside the tagged ones.
  if (lighthouseRules && rules === 'all') options.rules = Object.fromEntries(LIGHTHOUSE_BEST_PRACTICE_RULES.map((rule) => [rule, { enabled: true }]));
  const results = await page.evaluate(
    async ([selector, runOptions, ruleSet, tags]) => {
      const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults>; getRules(tags: string[]): { ruleId: string; tags: string[] }[] } }).axe;
      if (ruleSet === 'colour') {
        const colourRules = axe.getRules(['cat.color']).filter((rule) => rule.tags.some((tag) => tags.includes(tag)));
        runOptions = { ...runOptions, runOnly: { type: 'rule', values: colourRules.map((rule) => rule.ruleId) } };
      }
      if (selector) return axe.run(selector, runOptions);
      const modals = [...document.querySelectorAll<HTMLElement>('[aria-modal="true"], dialog:modal')].filter((dialog) => dialog.checkVisibility());
      return axe.run(modals.length > 0 ? { include: modals } : document, runOptions);
    },
    [include ?? null, options, rules, [...AXE_TAGS] as string[]] as const,
  );
  return results.violations;
}

/**
 * What axe would look at, as one string: the checked part (`include`, else the open modal dialogs
 * by their names, else the whole page) and the states a person meets in it: fields marked invalid,
 * alerts and status messages shown, parts expanded, tabs and options chosen, busy regions. Texts,
 * values, classes and counts of rows are left out, so the same page or dialog for another account,
 * at another time or with more rows is the same state; an error shown, a menu opened or a tab
 * chosen is another. Null when `include` matches nothing (axe says so).
 */
async function structureOf(page: Page, include?: string): Promise<string | null> {
  return page.evaluate((selector) => {
    const modals = [...document.querySelectorAll<HTMLElement>('[aria-modal="true"], dialog:modal')].filter((dialog) => dialog.checkVisibility());
    const roots = selector ? [...document.querySelectorAll(selector)] : modals.length > 0 ? modals : [document.documentElement];
    if (roots.length === 0) return null;
    const nameOf = (root: Element) => root.getAttribute('aria-label') ?? root.getAttribute('data-testid') ?? document.getElementById(root.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ?? root.tagName;
    const count = (query: string) => roots.reduce((sum, root) => sum + [...root.querySelectorAll<HTMLElement>(query)].filter((element) => element.checkVisibility()).length, 0);
    const shown = (query: string) => roots.some((root) => [...root.querySelectorAll<HTMLElement>(query)].some((element) => element.checkVisibility() && element.textContent?.trim()));
    return JSON.stringify({
      part: selector ?? (modals.length > 0 ? modals.map(nameOf).sort() : 'page'),
      invalid: count('[aria-invalid="true"]'),
      alert: shown('[role="alert"]'),
      status: shown('[role="status"]'),
      expanded: count('[aria-expanded="true"]'),
      chosen: roots.flatMap((root) => [...root.querySelectorAll('[aria-selected="true"], [aria-current="page"], [aria-pressed="true"]')].map((element) => element.getAttribute('aria-controls') ?? element.getAttribute('href') ?? element.tagName)).sort(),
      busy: count('[aria-busy="true"]'),
    });
  }, include ?? null);
}

/**
 * The state a check judges: the page's path, the window's size, theme and language, the rules, and what a
 * person meets in the checked part (`structureOf`). Two checks with one key judge the same
 * thing, so the run checks it once; null (nothing to check) is never skipped.
 */
async function stateKey(page: Page, include: string | undefined, rules: string): Promise<string | null> {
  const structure = await structureOf(page, include);
  if (structure === null) return null;
  // The language stays in the key: longer words move targets and wrap lines.
  const { lang, theme } = await page.evaluate(() => ({ lang: document.documentElement.lang, theme: document.documentElement.dataset.theme ?? '' }));
  const size = page.viewportSize();
  return JSON.stringify({ path: new URL(page.url()).pathname, size: size ? `${size.width}x${size.height}` : '', theme, lang, rules, structure });
}

async function currentTheme(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.documentElement.dataset.theme);
}

/** Switches the theme the way the site does: the one attribute on <html> every token hangs on. */
async function showTheme(page: Page, theme: string | undefined): Promise<void> {
  await page.evaluate((value) => {
    if (value === undefined) delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = value;
  }, theme);
}

/** The check in one theme, unless the run has found this state clean already. */
async function checkOnce(page: Page, theme: string | undefined, options: AxeCheckOptions): Promise<Result[]> {
  const started = Date.now();
  const rules = ruleSetOf(theme);
  await pageSettled(page);
  const key = await stateKey(page, options.include, `${rules}${options.lighthouseRules ? '+lighthouse' : ''}`);
  if (key !== null && knownClean(key)) {
    tally('repeat', Date.now() - started);
    return [];
  }
  const violations = await axeViolations(page, options.include, options.lighthouseRules, rules);
  tally('run', Date.now() - started);
  if (violations.length === 0 && key !== null) rememberClean(key);
  return violations;
}

/**
 * Fails with a readable list (rule id, help, target selectors) when axe finds any violation in the
 * page (its open modal dialogs while there are any) or in `include`, in each theme asked for (both
 * by default). The page's own theme and scroll position are put back afterwards.
 */
export async function expectNoAxeViolations(page: Page, options: AxeCheckOptions = {}): Promise<void> {
  const original = await currentTheme(page);
  // At the top of the page, as it first shows: scrolled down, the sticky header lies over content,
  // which would read as covered targets however the page is built.
  const scrolled = await page.evaluate(() => {
    const at = { x: window.scrollX, y: window.scrollY };
    window.scrollTo({ left: 0, top: 0, behavior: 'instant' });
    return at;
  });
  const themes: readonly (string | undefined)[] = options.themes ?? BOTH_THEMES;
  const failures: string[] = [];
  try {
    for (const theme of themes) {
      if (theme !== (await currentTheme(page))) await showTheme(page, theme);
      const violations = await checkOnce(page, theme, options);
      if (violations.length > 0) failures.push(`in the ${theme ?? 'default'} theme:\n${describeViolations(violations)}`);
    }
  } finally {
    if ((await currentTheme(page)) !== original) await showTheme(page, original);
    await page.evaluate(({ x, y }) => window.scrollTo({ left: x, top: y, behavior: 'instant' }), scrolled);
  }
  if (failures.length > 0) {
    const where = `${options.label ?? options.include ?? 'page'} at ${new URL(page.url()).pathname}`;
    throw new Error(`axe found accessibility violations on ${where}\n${failures.join('\n')}`);
  }
}
