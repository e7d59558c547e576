import type { Locator, Page, Response } from '@playwright/test';
import { dismissAfterLogin, expect, newMember, openSignedIn, reconcileLedger, test } from '@site/deploy/e2e';

/**
 * The games journey on the real server (the provider's outcomes seeded by GAME_RNG_SEED): find a
 * game, favourite it, play it on /game and in a game window, watch the header balance follow each
 * round exactly, then find it among the recent games and, after a win, on the winner board. A
 * trial account plays with play money. Phone (390 px) and desktop.
 */

const PHONE = { width: 390, height: 844 };
const PASSWORD = 'games1234';

function header(page: Page): Locator {
  return page.getByRole('banner');
}

function headerBalance(page: Page): Locator {
  return header(page).getByRole('group', { name: 'Account' }).getByTestId('header-balance');
}

/** 'P 1,234.50' in cents. */
function cents(text: string): number {
  const match = /^P ([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`not a balance: ${text}`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}

/** Cents as the header writes them. */
function shown(amount: number): string {
  const units = Math.floor(amount / 100).toLocaleString('en-US');
  return `P ${units}.${String(amount % 100).padStart(2, '0')}`;
}

async function settledBalance(page: Page): Promise<number> {
  const balance = headerBalance(page);
  await expect(balance).toHaveText(/^P [\d,]+\.\d{2}$/);
  return cents(await balance.innerText());
}

interface Spin {
  stake: number;
  win: number;
  balance: number;
}

/** Presses Spin in `game` and reads the round from the provider's answer (amounts in cents). */
async function spin(page: Page, game: Locator | ReturnType<Page['frameLocator']>, waitOn: Page = page): Promise<Spin> {
  const answered = waitOn.waitForResponse((response: Response) => response.url().includes('/provider/api/slot/spin') && response.request().method() === 'POST');
  await game.getByRole('button', { name: 'Spin', exact: true }).click();
  const response = await answered;
  const stake = (JSON.parse(response.request().postData() ?? '{}') as { stake: number }).stake;
  const body = (await response.json()) as { success: boolean; value: { win: number; balance: number } };
  expect(body.success).toBe(true);
  return { stake, win: body.value.win, balance: body.value.balance };
}

/** Spins until a round wins (the seeded reels make this quick), checking the header after each round. */
async function spinUntilWin(page: Page, game: ReturnType<Page['frameLocator']>, spinOn: Page = page): Promise<Spin> {
  let before = await settledBalance(page);
  for (let round = 0; round < 40; round += 1) {
    const result = await spin(spinOn, game, spinOn);
    // The header follows the round exactly: stake out, win in, nothing else.
    await expect(headerBalance(page)).toHaveText(shown(before - result.stake + result.win));
    expect(before - result.stake + result.win).toBe(result.balance);
    before = result.balance;
    if (result.win > 0) return result;
  }
  throw new Error('no winning round in 40 spins');
}

function mask(account: string): string {
  return `${account.slice(0, 2)}***${account.slice(-2)}`;
}

test.describe('games journey', () => {
  // Every journey here moves money through the ledger; the books must still balance after each.
  test.afterEach(async ({ site }) => {
    const report = await reconcileLedger(site);
    expect(report.problems).toEqual([]);
    expect(report.consistent).toBe(true);
  });

  test('find, filter and favourite a slot, play it on /game with the balance following each round, then see it in recent and on the winner board', async ({ page, site, axe }) => {
    test.setTimeout(180_000);
    const account = await newMember(site, { prefix: 'gam', password: PASSWORD, balance: '500.00' });
    await openSignedIn(page, site, account, PASSWORD, '/rng?vassalage=PG');
    const list = page.getByTestId('game-list');
    const firstTile = list.locator('[data-testid^="game-tile-"]').first();
    await expect(firstTile).toBeVisible();
    await axe.check({ label: 'game list' });

    // Search: the first word of a listed game's name finds games whose names contain it.
    const word = (await firstTile.locator('[data-testid^="game-play-"]').innerText()).trim().split(/\s+/)[0]!;
    await page.getByRole('searchbox', { name: 'Game name' }).fill(word.toLowerCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`gameName=${word.toLowerCase()}`));
    // The previous page stays on screen, marked busy, until the search answers; the address changes
    // first, so the list is read until the answer has replaced it.
    await expect(list).not.toHaveAttribute('aria-busy', 'true');
    await expect(list.locator('[data-testid^="game-tile-"]').first()).toBeVisible();
    const namesWithoutTheWord = async () => {
      const names = await list.locator('[data-testid^="game-play-"]').allInnerTexts();
      return names.length === 0 ? ['(no game listed)'] : names.filter((name) => !name.trim().toLowerCase().includes(word.toLowerCase()));
    };
    await expect.poll(namesWithoutTheWord).toEqual([]);

    // Filter by classification: the search stays, the list starts again on page 1.
    await page.getByRole('combobox', { name: 'Type' }).selectOption('slot');
    await expect(page).toHaveURL(/gameClassify=slot/);
    await expect(page).not.toHaveURL(/pageNo=/);
    await expect(list).not.toHaveAttribute('aria-busy', 'true');
    const game = list.locator('[data-testid^="game-tile-"]').first();
    await expect(game).toBeVisible();
    const nodeId = (await game.getAttribute('data-testid'))!.replace('game-tile-', '');
    const gameName = (await page.getByTestId(`game-play-${nodeId}`).innerText()).trim();

    // Back and reload keep the list.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('slot');
    await expect(page.getByRole('searchbox', { name: 'Game name' })).toHaveValue(word.toLowerCase());

    // Favourite it, and find it in the favourites tab.
    const star = page.getByTestId(`game-favourite-${nodeId}`);
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('tab', { name: 'Favourites' }).click();
    await expect(page).toHaveURL(/tab=fav/);
    await expect(list.getByTestId(`game-tile-${nodeId}`)).toBeVisible();

    // Play it on /game and win a round.
    await list.getByTestId(`game-play-${nodeId}`).click();
    await expect(page).toHaveURL(new RegExp(`/game\\?nodeId=${nodeId}`));
    const frame = page.frameLocator('[data-testid="game-frame"]');
    await expect(frame.getByRole('button', { name: 'Spin', exact: true })).toBeVisible();
    const win = await spinUntilWin(page, frame);
    expect(win.win).toBeGreaterThan(0);
    await axe.check({ label: '/game' });

    // Recent games list it (newest first).
    await page.goto('/rng?vassalage=PG&tab=recent');
    await expect(page.getByTestId('game-list').locator('[data-testid^="game-tile-"]').first()).toHaveAttribute('data-testid', `game-tile-${nodeId}`);

    // The winner board names the win, account masked, and the provider by its name (never its code).
    await page.goto('/');
    // Below the game lanes it loads when a player scrolls down to it.
    await page.getByTestId('home-lanes').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const board = page.getByTestId('winner-board');
    const row = board.getByRole('row').filter({ hasText: mask(account) }).filter({ hasText: gameName });
    await expect(row.first()).toBeVisible();
    await expect(row.first()).toContainText(shown(win.win));
    await expect(row.first()).toContainText('PG Soft');
  });

  test('a game window: opened by the click, pointed at the game, its rounds move the header balance of this page', async ({ page, site }) => {
    test.setTimeout(120_000);
    const account = await newMember(site, { prefix: 'gpop', password: PASSWORD, balance: '500.00' });
    await openSignedIn(page, site, account, PASSWORD, '/rng?vassalage=PG');
    const tile = page.getByTestId('game-list').locator('[data-testid^="game-tile-"]').first();
    const nodeId = (await tile.getAttribute('data-testid'))!.replace('game-tile-', '');

    const opened = page.waitForEvent('popup');
    await page.getByTestId(`game-window-${nodeId}`).click();
    const popup = await opened;
    await popup.waitForURL(/\/provider\/play\?/);
    const before = await settledBalance(page);
    const round = await spin(popup, popup.locator('body'), popup);
    await expect(headerBalance(page)).toHaveText(shown(before - round.stake + round.win));
    await popup.close();
    await expect(page).toHaveURL(/\/rng\?vassalage=PG/);
  });

  test('a trial account plays with play money', async ({ page }) => {
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Log in' }).click();
    await page.getByTestId('auth-modal-login').getByRole('button', { name: 'Free play' }).click();
    await dismissAfterLogin(page);
    const before = await settledBalance(page);

    await page.goto('/rng');
    const tile = page.getByTestId('game-list').locator('[data-testid^="game-tile-"]').first();
    await tile.locator('[data-testid^="game-play-"]').click();
    await expect(page.getByTestId('play-money')).toHaveText('Play money');
    const frame = page.frameLocator('[data-testid="game-frame"]');
    const round = await spin(page, frame);
    await expect(headerBalance(page)).toHaveText(shown(before - round.stake + round.win));

    // Favourites stay a real member's: the star gets the real-account warning.
    await page.goto('/rng');
    await page.getByTestId('game-list').locator('[data-testid^="game-favourite-"]').first().click();
    await expect(page.getByTestId('need-real-account')).toBeVisible();
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: PHONE });

    test('the list, its filters and the game fit the window', async ({ page, site, axe }) => {
      const account = await newMember(site, { prefix: 'gph', password: PASSWORD, balance: '500.00' });
      await openSignedIn(page, site, account, PASSWORD, '/fish');
      const tile = page.getByTestId('game-list').locator('[data-testid^="game-tile-"]').first();
      await expect(tile).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      for (const control of [page.getByRole('searchbox', { name: 'Game name' }), page.getByRole('combobox', { name: 'Type' }), page.getByRole('combobox', { name: 'Minimum bet' })]) {
        const box = (await control.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      }
      await axe.check({ label: 'game list on a phone' });

      await tile.locator('[data-testid^="game-play-"]').click();
      const frame = page.getByTestId('game-frame');
      await expect(frame).toBeVisible();
      const box = (await frame.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      await expect(page.frameLocator('[data-testid="game-frame"]').getByRole('button', { name: 'Spin', exact: true })).toBeVisible();
      await axe.check({ label: '/game on a phone' });
    });
  });
});
