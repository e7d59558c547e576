import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';

/**
 * Accessibility checks for end-to-end journeys: axe-core run inside the page against WCAG 2.0, 2.1
 * and 2.2 A and AA. Every page and dialog a journey opens must report 0 violations, in the light
 * and in the dark theme.
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

/** Every page and dialog is checked in both themes: each has its own colour tokens. */
export const BOTH_THEMES: readonly ThemeName[] = ['light', 'dark'];

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
 * that scrolls on by itself, and endless animations (the notice marquee, spinners).
 */
async function pageSettled(page: Page): Promise<void> {
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
 * controls drawn over it are not the page's).
 */
export async function axeViolations(page: Page, include?: string, lighthouseRules = false): Promise<Result[]> {
  await pageSettled(page);
  await injectAxe(page);
  const options: RunOptions = { runOnly: { type: 'tag', values: [...AXE_TAGS] }, resultTypes: ['violations'] };
  // A rule turned on by name runs beside the tagged ones.
  if (lighthouseRules) options.rules = Object.fromEntries(LIGHTHOUSE_BEST_PRACTICE_RULES.map((rule) => [rule, { enabled: true }]));
  const results = await page.evaluate(
    async ([selector, runOptions]) => {
      const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe;
      if (selector) return axe.run(selector, runOptions);
      const modals = [...document.querySelectorAll<HTMLElement>('[aria-modal="true"], dialog:modal')].filter((dialog) => dialog.checkVisibility());
      return axe.run(modals.length > 0 ? { include: modals } : document, runOptions);
    },
    [include ?? null, options] as const,
  );
  return results.violations;
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
      const violations = await axeViolations(page, options.include, options.lighthouseRules);
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
