import type { Locator, Page } from '@playwright/test';
import { createMember, expect, openSignedIn, scrollThrough, test, uniqueAccount } from '@site/deploy/e2e';

/**
 * Layout on a phone (390x844) and a desktop (1366x900, and 1024 for the navigation): everything a
 * player needs is inside the window, large enough to tap, not covered, not cut.
 */

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const SIZES = [
  { name: 'phone', viewport: PHONE },
  { name: 'desktop', viewport: DESKTOP },
];

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return box;
}

/** Fully inside the window horizontally (and vertically when `vertical`). */
async function expectInWindow(page: Page, locator: Locator, vertical = true): Promise<void> {
  const box = await boxOf(locator);
  const { width, height } = page.viewportSize() ?? DESKTOP;
  const where = `${locator.toString()} at x=${box.x}..${box.x + box.width}, y=${box.y}..${box.y + box.height}`;
  expect(box.x, where).toBeGreaterThanOrEqual(-0.5);
  expect(box.x + box.width, where).toBeLessThanOrEqual(width + 0.5);
  if (vertical) {
    expect(box.y, where).toBeGreaterThanOrEqual(-0.5);
    expect(box.y + box.height, where).toBeLessThanOrEqual(height + 0.5);
  }
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
}

/** The visible text of an element is not cut (no ellipsis, no overflow). */
async function expectWholeText(locator: Locator): Promise<void> {
  const cut = await locator.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
  expect(cut, `${await locator.innerText()} is cut`).toBe(false);
}

async function useLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript((code) => localStorage.setItem('lang', code), language);
}

for (const { name, viewport } of SIZES) {
  test.describe(`member strip on a ${name}`, () => {
    test.use({ viewport });

    test('balance readable, every control at least 24 px and apart, the account menu fully in the window', async ({ page, site }) => {
      const account = uniqueAccount('strip');
      await createMember(site, { account, password: 'strip1234' });
      await openSignedIn(page, site, account, 'strip1234');
      const banner = page.getByRole('banner');
      const strip = banner.getByRole('group', { name: 'Account' });
      const balance = strip.getByTestId('header-balance');
      await expect(balance).toHaveText(/^P \d/);
      // The header renders again once the member's details arrive, which can hide the balance for a moment.
      await expect(balance).toBeVisible();
      await expectInWindow(page, balance);
      await expectWholeText(strip.getByRole('button', { name: /^Balance/ }));

      const controls = await banner.locator('a, button, select').filter({ visible: true }).all();
      const boxes: { label: string; box: Box }[] = [];
      for (const control of controls) {
        const box = await boxOf(control);
        const label = (await control.getAttribute('aria-label')) ?? (await control.innerText());
        expect(box.width, `${label} width`).toBeGreaterThanOrEqual(24);
        expect(box.height, `${label} height`).toBeGreaterThanOrEqual(24);
        await expectInWindow(page, control);
        boxes.push({ label, box });
      }
      for (const [index, a] of boxes.entries()) {
        for (const b of boxes.slice(index + 1)) expect(overlap(a.box, b.box), `${a.label} overlaps ${b.label}`).toBe(false);
      }

      await strip.getByRole('button', { name: /menu/ }).click();
      const items = strip.getByRole('listitem').getByRole('button');
      await expect(items).toHaveText(['Betting record', 'Deposit', 'Withdrawal', 'Account record', 'Member centre', 'My account']);
      // Then the site's pages a player comes back to, within reach the same way.
      const links = strip.getByRole('listitem').getByRole('link');
      await expect(links).toHaveText(['VIP', 'Points mall', 'Announcements', 'Help centre']);
      for (const item of [...(await items.all()), ...(await links.all())]) {
        await expectInWindow(page, item);
        expect((await boxOf(item)).height).toBeGreaterThanOrEqual(24);
      }
    });
  });
}

/** The row's entries, in order (those that do not fit are in the row too, out of sight). */
async function navEntries(nav: Locator): Promise<string[]> {
  await expect(nav.getByTestId('nav-item-LIVE')).toHaveCount(1);
  return nav.locator('[data-testid^="nav-item-"]').evaluateAll((links) => links.map((link) => link.getAttribute('data-testid')!.slice('nav-item-'.length)));
}

const GAME_ENTRY = (key: string) => !['HOME', 'PROMOTIONS', 'DOWNLOAD'].includes(key);

for (const language of ['en', 'es', 'vi', 'zh']) {
  for (const width of [1366, 1024]) {
    test(`navigation in ${language} at ${width} px: every item and its providers within reach`, async ({ page }) => {
      // One hover per game type, each with its own checks.
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await useLanguage(page, language);
      await page.goto('/');
      const nav = page.locator('nav:has([data-testid="nav-item-HOME"])');
      const entries = await navEntries(nav);
      expect(entries.length).toBeGreaterThan(4);
      const list = nav.getByRole('list').first();
      // Nothing is cut by the row's edge.
      expect(await list.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);

      const moved: string[] = [];
      for (const key of entries) {
        const item = nav.getByTestId(`nav-item-${key}`);
        if (!(await item.isVisible())) {
          moved.push(key);
          continue;
        }
        await expectInWindow(page, item);
        await expectWholeText(item);
        if (!GAME_ENTRY(key)) continue;
        await item.hover();
        const dropdown = nav.getByTestId(`nav-dropdown-${key}`);
        await expect(dropdown).toBeVisible();
        await expectInWindow(page, dropdown.getByRole('listitem').first());
        await expectInWindow(page, dropdown.getByRole('listitem').last());
      }

      // Off the row, so no dropdown stays open over the page.
      await page.mouse.move(1, 1);
      const more = nav.getByTestId('nav-more');
      if (moved.length === 0) {
        await expect(more).toBeHidden();
        return;
      }
      await page.mouse.move(0, 600);
      await more.click();
      await page.mouse.move(0, 800);
      await expect(more).toHaveAttribute('aria-expanded', 'true');
      const panel = nav.getByTestId('nav-more-panel');
      await expect(panel).toBeVisible();
      await expectInWindow(page, panel);
      for (const key of moved) {
        const entry = panel.getByTestId(`nav-more-item-${key}`);
        await expect(entry).toBeVisible();
        await expectInWindow(page, entry);
        if (!GAME_ENTRY(key)) continue;
        const providers = panel.getByTestId(`nav-more-dropdown-${key}`).getByRole('listitem');
        await providers.last().scrollIntoViewIfNeeded();
        await expect(providers.last()).toBeVisible();
        await expectInWindow(page, providers.last(), false);
      }
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    });
  }
}

test.describe('navigation on a phone', () => {
  test.use({ viewport: PHONE });

  test('scrolls sideways by touch and by the wheel, up to its last item', async ({ page }) => {
    await useLanguage(page, 'es');
    await page.goto('/');
    const nav = page.locator('nav:has([data-testid="nav-item-HOME"])');
    await navEntries(nav);
    const list = nav.getByRole('list').first();
    const { overflowX, scrollable } = await list.evaluate((element) => ({ overflowX: getComputedStyle(element).overflowX, scrollable: element.scrollWidth > element.clientWidth }));
    expect(overflowX).toBe('auto');
    expect(scrollable).toBe(true);
    const box = await boxOf(list);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.mouse.wheel(0, 5000);
    await expectInWindow(page, nav.getByTestId('nav-item-DOWNLOAD'));
    await expect(nav.getByTestId('nav-more')).toBeHidden();
  });
});

/** On a phone a bar may cover nothing one can use; beside a desktop page, no field and no card. */
const PHONE_TARGETS = 'a, button, input, select, textarea, [role="button"], [role="combobox"]';
const DESKTOP_TARGETS = 'form a, form button, input, select, textarea, [role="combobox"], [data-testid^="vendor-card-"]';

/**
 * The elements outside the side bars (matching `targets`) that a bar covers, checked at every
 * scroll position of the page.
 */
async function coveredBySideBars(page: Page, targets: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const bars = Array.from(document.querySelectorAll<HTMLElement>('[data-testid="left-bar"], [data-testid="right-bar"]'));
    if (bars.length === 0) throw new Error('no side bars');
    const covered = new Set<string>();
    const max = document.documentElement.scrollHeight - window.innerHeight;
    for (let top = 0; top <= max + 199; top += 200) {
      window.scrollTo(0, Math.min(top, max));
      const targets = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
        (element) => !bars.some((bar) => bar.contains(element)) && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden',
      );
      for (const bar of bars) {
        const b = bar.getBoundingClientRect();
        for (const target of targets) {
          const r = target.getBoundingClientRect();
          if (r.width === 0 || r.height === 0) continue;
          if (r.left < b.right - 0.5 && b.left < r.right - 0.5 && r.top < b.bottom - 0.5 && b.top < r.bottom - 0.5) {
            covered.add(`${bar.dataset.testid} covers ${target.tagName} "${(target.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 40)}" at scroll ${top}`);
          }
        }
      }
    }
    window.scrollTo(0, 0);
    return [...covered];
  }, targets);
}

for (const { name, viewport } of SIZES) {
  test.describe(`side bars on a ${name}`, () => {
    test.use({ viewport });
    const targets = name === 'phone' ? PHONE_TARGETS : DESKTOP_TARGETS;

    test('cover no game card of the home page (on a phone: nothing one can use)', async ({ page }) => {
      await page.goto('/');
      // On a phone the bars are a row at the page's end, built when the reader comes near.
      await scrollThrough(page);
      await expect(page.getByTestId('right-bar')).toBeVisible();
      await expect(page.locator('[data-testid^="vendor-card-"]').first()).toBeVisible();
      expect(await coveredBySideBars(page, targets)).toEqual([]);
    });

    test('cover no field or button of the registration form (on a phone: nothing one can use)', async ({ page }) => {
      await page.goto('/register');
      const form = page.getByRole('form', { name: 'Register' });
      await expect(form).toBeVisible();
      await expect(form.getByRole('button', { name: 'Send code' }).first()).toBeVisible();
      await scrollThrough(page);
      await expect(page.getByTestId('right-bar')).toBeVisible();
      expect(await coveredBySideBars(page, targets)).toEqual([]);
    });
  });
}

for (const { name, viewport } of SIZES) {
  test.describe(`login game menu on a ${name}`, () => {
    test.use({ viewport });

    test('shows whole labels, never more than 7 at once, with arrows for the rest', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      const modal = page.getByTestId('auth-modal-login');
      const menu = modal.getByRole('region', { name: 'Games' });
      await expect(menu.getByTestId('login-menu-HOT')).toBeVisible();
      await expect(menu.locator('.swiper-initialized')).toHaveCount(1);
      const region = await boxOf(menu.locator('.swiper'));
      const items = await menu.locator('[data-testid^="login-menu-"]').all();
      expect(items.length).toBeGreaterThan(1);
      let inView = 0;
      for (const item of items) {
        const box = await boxOf(item);
        if (box.x >= region.x - 0.5 && box.x + box.width <= region.x + region.width + 0.5) {
          inView += 1;
          await expectWholeText(item);
          expect(box.height).toBeGreaterThanOrEqual(24);
        }
      }
      expect(inView).toBeGreaterThan(0);
      expect(inView).toBeLessThanOrEqual(7);
      const next = menu.getByRole('button', { name: /next/i });
      if (inView < items.length) {
        await expect(next).toBeVisible();
        await next.click();
        await expect(menu.getByRole('button', { name: /previous/i })).toBeEnabled();
      } else {
        await expect(next).toBeHidden();
      }
    });
  });
}
