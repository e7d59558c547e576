import type { Locator, Page } from '@playwright/test';
import { createMember, credit, expect, openSignedIn, reconcileLedger, test, uniqueAccount, type Site } from '@site/deploy/e2e';

/**
 * The betting journey on the real server: a member with money opens the 1-minute fast lottery,
 * bets đuôi on all ten digits (exactly one of them is the special prize's last digit, so the win is
 * known whatever the draw), sees the bet in My bets and the header balance drop by the stake; the
 * test hook then draws the issue within seconds, and the test watches the result board show that
 * issue with the hit marked, the bet turn to won, and the header balance rise by the exact payout.
 * axe in both themes on the way; the ledger reconciles afterwards.
 */

const PASSWORD = 'lottery123';
const GAME = 'FAST_1M';
const CREDIT = '100.00';
const UNITS = 2;
const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

function headerBalance(page: Page): Locator {
  return page.getByRole('banner').getByRole('group', { name: 'Account' }).getByTestId('header-balance');
}

/** Decimal text ('12.50') in cents. */
function toCents(amount: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) throw new Error(`not an amount: ${amount}`);
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the header writes them ('P 1,234.50'). */
function shown(cents: bigint): string {
  const units = (cents / 100n).toLocaleString('en-US');
  return `P ${units}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** Odds text ('9.5', '9.4825') times `cents`, rounded down to the cent, as the platform pays a hit. */
function timesOdds(cents: bigint, odds: string): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(odds);
  if (!match) throw new Error(`not odds: ${odds}`);
  const scale = 10n ** BigInt((match[2] ?? '').length);
  return (cents * (BigInt(match[1]!) * scale + BigInt(match[2] || '0'))) / scale;
}

async function publicGet<T>(site: Site, path: string): Promise<T> {
  const response = await fetch(`${site.url}${path}`);
  const payload = (await response.json()) as { success: boolean; value: T; message?: string };
  if (!response.ok || !payload.success) throw new Error(`GET ${path}: HTTP ${response.status} ${payload.message ?? ''}`);
  return payload.value;
}

async function drawNow(site: Site, gameId: string): Promise<void> {
  const response = await fetch(`${site.url}/ops/test/lottery/draw-now`, {
    method: 'POST',
    headers: { authorization: `Bearer ${site.operatorToken}`, 'x-operator': 'e2e.operator', 'content-type': 'application/json' },
    body: JSON.stringify({ gameId }),
  });
  expect(response.status, await response.text()).toBe(200);
}

/** Seconds on a mm:ss or hh:mm:ss countdown. */
async function secondsShown(timer: Locator): Promise<number> {
  return (await timer.innerText()).split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/**
 * The numero of the current issue once at least `margin` seconds of sales are left: a bet placed
 * in the last seconds could meet the lock, which is another test's subject.
 */
async function openIssue(page: Page, margin = 8): Promise<string> {
  const issue = page.getByTestId('current-issue');
  await expect(async () => {
    expect(await secondsShown(issue.getByTestId('lock-countdown'))).toBeGreaterThanOrEqual(margin);
  }).toPass({ timeout: 30_000 });
  const numero = await issue.getAttribute('data-numero');
  if (!numero) throw new Error('the current issue has no numero');
  return numero;
}

test.describe('lottery betting', () => {
  test.afterEach(async ({ site }) => {
    const report = await reconcileLedger(site);
    expect(report.problems).toEqual([]);
    expect(report.consistent).toBe(true);
  });

  test('a đuôi bet on every digit of the 1-minute lottery is drawn and settled while the player watches; the header moves by the exact stake and payout', async ({ page, site, axe }) => {
    // A sign-in (slow password hash), a draw within seconds, axe in both themes on three states.
    test.setTimeout(120_000);
    const account = uniqueAccount('lot');
    await createMember(site, { account, password: PASSWORD });
    await credit(site, account, CREDIT, `lottery-e2e-${account}`);
    const odds = await publicGet<{ unitPrice: string; odds: { betType: string; odds: string }[] }>(site, `/lgw/vn/bets/odds?gameId=${GAME}`);
    const duoiOdds = odds.odds.find((entry) => entry.betType === 'DUOI')?.odds;
    if (!duoiOdds) throw new Error('the odds answer has no DUOI');
    const unitPrice = toCents(odds.unitPrice);
    const stake = unitPrice * BigInt(UNITS) * BigInt(DIGITS.length);
    const payout = timesOdds(unitPrice * BigInt(UNITS), duoiOdds);
    const before = toCents(CREDIT);

    await openSignedIn(page, site, account, PASSWORD, `/lottery?gameCode=${GAME}&playType=DUOI`);
    await expect(headerBalance(page)).toHaveText(shown(before));
    const view = page.getByTestId('lottery-betting');
    await expect(view.getByRole('heading', { level: 1 })).not.toHaveText('Lottery');
    await expect(view.getByRole('tab', { name: /^Special, tail digit/ })).toHaveAttribute('aria-selected', 'true');
    await expect(view.getByRole('tab', { name: /^Special, tail digit/ })).toContainText(`Pays ${duoiOdds} ×`);

    // The pick: every digit on the grid, by toggle buttons.
    const grid = view.getByRole('group', { name: 'Numbers to pick' });
    for (const digit of DIGITS) await grid.getByRole('button', { name: digit, exact: true }).click();
    for (const digit of DIGITS) await expect(grid.getByRole('button', { name: digit, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await view.getByRole('textbox', { name: 'Units' }).fill(String(UNITS));
    await expect(view.getByTestId('slip-total')).toHaveText(shown(stake));
    await axe.check({ label: 'betting view with a full slip' });

    // Place it on the current issue.
    const numero = await openIssue(page);
    await view.getByRole('button', { name: 'Place bet' }).click();
    await expect(view.getByTestId('slip-outcome')).toHaveText(`Bet placed on issue ${numero}: ${shown(stake)}.`);
    const row = view.getByTestId('my-bet').and(page.locator(`[data-numero="${numero}"]`));
    await expect(row).toHaveAttribute('data-status', 'PLACED');
    await expect(row.getByTestId('bet-stake')).toHaveText(shown(stake));
    await expect(headerBalance(page)).toHaveText(shown(before - stake));
    await axe.check({ label: 'betting view with a placed bet' });

    // The draw, brought forward by the test hook; the view polls until the bet is settled.
    await drawNow(site, GAME);
    await expect(row).toHaveAttribute('data-status', 'WON', { timeout: 45_000 });
    await expect(row.getByTestId('bet-payout')).toHaveText(shown(payout));
    const board = view.getByTestId('result-board');
    // The board follows the current issue, which the view asks for again at least every 10 s: on a
    // busy machine that answer can come after the bet's own settlement shows.
    await expect(board).toHaveAttribute('data-numero', numero, { timeout: 45_000 });
    // Exactly one digit hits: the special prize's last one, marked on the board.
    const special = board.locator('tr[data-tier="DB"]');
    await expect(special.locator('[data-hit="true"]')).toHaveCount(1);
    await expect(board.locator('[data-hit="true"]')).toHaveCount(1);
    await expect(headerBalance(page)).toHaveText(shown(before - stake + payout));
    await axe.check({ label: 'betting view after the settlement' });
  });

  test('on a phone the grid and the slip fit and work by keyboard', async ({ page, site }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const account = uniqueAccount('lotp');
    await createMember(site, { account, password: PASSWORD });
    await openSignedIn(page, site, account, PASSWORD, `/lottery?gameCode=${GAME}`);
    const view = page.getByTestId('lottery-betting');
    const grid = view.getByRole('group', { name: 'Numbers to pick' });
    await expect(grid.getByRole('button')).toHaveCount(100);
    // No sideways scrolling of the page at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await grid.getByRole('button', { name: '42', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(grid.getByRole('button', { name: '42', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(view.getByTestId('slip-numbers')).toHaveText('42');
    // A member without money is refused clearly, and nothing is taken.
    await openIssue(page, 3);
    await view.getByRole('button', { name: 'Place bet' }).click();
    await expect(view.getByTestId('slip-refusal')).toHaveText('Your balance is too low for this bet; nothing was taken.');
    await expect(view.getByTestId('my-bets')).toContainText('You have no bets on this lottery yet.');
  });
});
