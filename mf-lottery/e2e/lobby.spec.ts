import type { Page } from '@playwright/test';
import { createMember, expect, openSignedIn, test, uniqueAccount, type Site } from '@site/deploy/e2e';

/**
 * The lottery lobby on the real server: the menu tabs, the draw-day filter and the name search
 * against the platform's own menu; favourites kept on the device for one username only across a
 * reload; and countdowns that stay right on a device whose clock is 10 minutes fast. axe in both
 * themes on the way.
 */

const PASSWORD = 'lottery123';

interface MenuItem {
  gameId: string;
  gameMenuTag: string;
  remark: string;
  numero: string;
  remainTime: number;
  drawDayOfWeek: string;
  lockAt: string;
}
interface Menu {
  serverTime: number;
  menus: { tag: string; gameMenus: MenuItem[] }[];
}

async function menuOf(site: Site): Promise<Menu> {
  const response = await fetch(`${site.url}/lgw/vn/games/game_menu`);
  const payload = (await response.json()) as { success: boolean; value: Menu };
  expect(payload.success).toBe(true);
  return payload.value;
}

const TAB_NAMES: Record<string, string> = { NORTH: 'Northern', CENTRAL: 'Central', SOUTH: 'Southern', FAST: 'Fast draws' };

async function cardIds(page: Page): Promise<string[]> {
  const cards = page.getByTestId('lottery-list').locator('[data-testid^="lottery-card-"]');
  return (await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''))).map((id) => id.replace('lottery-card-', ''));
}

/** Seconds on a mm:ss or hh:mm:ss countdown. */
function seconds(text: string): number {
  return text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

test.describe('lottery lobby', () => {
  test('menu tabs, draw-day filter and name search show what the platform menu holds', async ({ page, site, axe }) => {
    const menu = await menuOf(site);
    await page.goto('/lottery');
    const tabs = page.getByRole('tablist', { name: 'Lottery lists' });
    await expect(tabs.getByRole('tab')).toHaveText([...menu.menus.map((group) => TAB_NAMES[group.tag]!), 'Hot', 'Favourites', 'Recent']);

    for (const group of menu.menus) {
      await tabs.getByRole('tab', { name: TAB_NAMES[group.tag]! }).click();
      await expect.poll(() => cardIds(page)).toEqual(group.gameMenus.map((item) => item.gameId));
    }

    // The southern provinces drawing on Sunday (1), then on Saturday (7), as the menu's draw days say.
    const south = menu.menus.find((group) => group.tag === 'SOUTH')!.gameMenus;
    await tabs.getByRole('tab', { name: 'Southern' }).click();
    const day = page.getByLabel('Draw day');
    await expect(day.locator('option')).toHaveText([/^All days/, /^Monday/, /^Tuesday/, /^Wednesday/, /^Thursday/, /^Friday/, /^Saturday/, /^Sunday/]);
    for (const weekday of ['1', '7']) {
      await day.selectOption(weekday);
      const expected = south.filter((item) => item.drawDayOfWeek.split(',').includes(weekday)).map((item) => item.gameId);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(south.length);
      await expect.poll(() => cardIds(page)).toEqual(expected);
    }
    await day.selectOption('all');

    // Name search, without tone marks.
    const target = south[0]!;
    const plain = target.remark.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/gi, 'd');
    await page.getByLabel('Lottery name').fill(plain);
    await expect.poll(() => cardIds(page)).toContain(target.gameId);
    await page.getByLabel('Lottery name').fill('no such lottery');
    await expect(page.getByTestId('lottery-empty')).toBeVisible();
    await page.getByLabel('Lottery name').fill('');

    // Keyboard: the arrow keys move between tabs.
    const names = [...menu.menus.map((group) => TAB_NAMES[group.tag]!), 'Hot'];
    await tabs.getByRole('tab', { name: 'Southern' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: names[names.indexOf('Southern') + 1]! })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tab', { name: names[names.indexOf('Southern') + 1]! })).toBeFocused();

    // A visitor is asked to log in for favourites.
    await tabs.getByRole('tab', { name: 'Favourites' }).click();
    await expect(page.getByText('Log in to keep your favourite lotteries.')).toBeVisible();
    await tabs.getByRole('tab', { name: 'Fast draws' }).click();
    await axe.check();

    // A phone: nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('lottery-list')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await axe.check();
  });

  test('a favourite is kept across a reload for that member only', async ({ page, site, axe }) => {
    test.setTimeout(120_000);
    const alice = uniqueAccount('fava');
    const bob = uniqueAccount('favb');
    await createMember(site, { account: alice, password: PASSWORD });
    await createMember(site, { account: bob, password: PASSWORD });

    await openSignedIn(page, site, alice, PASSWORD, '/lottery');
    const star = page.getByTestId('lottery-list').getByRole('button', { name: 'Favourite: Northern Vietnam (Miền Bắc)' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    const tabs = page.getByRole('tablist', { name: 'Lottery lists' });
    await tabs.getByRole('tab', { name: 'Favourites' }).click();
    await expect.poll(() => cardIds(page)).toEqual(['VN_MB']);
    await expect(page.getByRole('button', { name: 'Favourite: Northern Vietnam (Miền Bắc)' })).toHaveAttribute('aria-pressed', 'true');
    await axe.check();

    // Another member on the same device: the session ends (the tab's storage), the favourites stay on the device.
    await page.evaluate(() => sessionStorage.clear());
    await openSignedIn(page, site, bob, PASSWORD, '/lottery');
    await tabs.getByRole('tab', { name: 'Favourites' }).click();
    await expect(page.getByTestId('lottery-empty')).toHaveText(/No favourites yet/);
  });

  test('countdowns follow the server clock on a device whose clock is 10 minutes fast', async ({ page, site }) => {
    test.setTimeout(90_000);
    const shift = 10 * 60_000;
    await page.addInitScript((ms: number) => {
      const RealDate = Date;
      class ShiftedDate extends RealDate {
        constructor(...args: unknown[]) {
          if (args.length === 0) super(RealDate.now() + ms);
          else super(...(args as [string]));
        }
        static override now(): number {
          return RealDate.now() + ms;
        }
      }
      globalThis.Date = ShiftedDate as DateConstructor;
    }, shift);

    // A lottery whose sales close more than two minutes from now, so the issue stays the same while the test reads it.
    const menu = await menuOf(site);
    const item = menu.menus.flatMap((group) => group.gameMenus).find((candidate) => candidate.remainTime > 120);
    if (!item) throw new Error('no lottery has more than two minutes of sales left');
    await page.goto('/lottery');
    expect(await page.evaluate(() => Date.now() - performance.timeOrigin - performance.now())).toBeGreaterThan(shift - 5_000);
    await page.getByRole('tablist', { name: 'Lottery lists' }).getByRole('tab', { name: TAB_NAMES[item.gameMenuTag]! }).click();
    const card = page.getByTestId(`lottery-card-${item.gameId}`);

    // Another spec running alongside may draw this lottery now through the test hook (results.spec.ts
    // draws a regional one): the server moves on to the next issue, a day later for a regional
    // lottery, and the card follows at the lobby's next refresh. So each reading compares the card
    // with the server's answers for the issue the card shows, and waits out such a refresh.
    await expect(async () => {
      const before = await menuOf(site);
      const numero = await card.getByTestId('lottery-numero').innerText();
      const shown = seconds(await card.getByTestId('lock-countdown').innerText());
      const after = await menuOf(site);
      const current = (answer: Menu) => answer.menus.flatMap((group) => group.gameMenus).find((candidate) => candidate.gameId === item.gameId);
      expect([before, after].map((answer) => `Issue ${current(answer)?.numero}`)).toEqual([numero, numero]);
      // The server's own count of the seconds left, read just before and just after the page's.
      const left = (answer: Menu) => Math.ceil((Date.parse(current(answer)!.lockAt) - answer.serverTime) / 1000);
      expect(shown).toBeLessThanOrEqual(left(before) + 1);
      expect(shown).toBeGreaterThanOrEqual(left(after) - 1);
    }).toPass({ timeout: 45_000 });
  });

  test("the server paints the lobby's heading line where the lobby draws it, in the page's theme and language", async ({ page }) => {
    // Text boxes (not element boxes) and colours: what a player sees move, or not, when the lobby takes over.
    const boxesOf = (selectors: string[]) =>
      page.evaluate((list) => list.map((selector) => {
        const element = [...document.querySelectorAll(selector)].find((candidate) => (candidate as HTMLElement).offsetParent !== null)!;
        const range = document.createRange();
        range.selectNodeContents(element);
        const box = range.getBoundingClientRect();
        return { text: element.textContent, x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height), color: getComputedStyle(element).color };
      }), selectors);
    for (const [theme, lang, width] of [['light', 'en', 1366], ['dark', 'vi', 390]] as const) {
      await page.setViewportSize({ width, height: 844 });
      await page.addInitScript((chosen) => {
        localStorage.setItem('theme', chosen.theme);
        localStorage.setItem('lang', chosen.lang);
      }, { theme, lang });
      // The HTML alone, as a phone shows it while the scripts download.
      await page.route('**/*.js', (route) => route.abort());
      await page.goto('/lottery');
      const still = await boxesOf(['.site-boot-title > [lang]', '.site-boot-link > [lang]']);
      await page.unroute('**/*.js');
      await page.goto('/lottery');
      await expect(page.getByTestId('lottery-list')).toBeVisible();
      const lobby = await boxesOf(['[data-testid="lottery-page"] h1', '[data-testid="lottery-page"] h1 + a']);
      expect(lobby.map((box) => box.text)).toEqual(lang === 'en' ? ['Lottery', 'Results and draw checks'] : ['Xổ số', 'Kết quả và kiểm tra kỳ quay']);
      expect(still).toEqual(lobby);
    }
  });
});
