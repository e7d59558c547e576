import type { Locator, Page, Response } from '@playwright/test';
import { DEFAULT_SITE_TIME_ZONE, siteDay } from '@site/shared/contract';
import { expect, newMember, reconcileLedger, test, type Site } from '@site/deploy/e2e';
import { signIn } from './support/centre';

/**
 * The records on the real server: a member plays slot rounds on /game, an operator grants a bonus
 * through /ops, and the member reads the betting record (rounds and totals), the account record
 * (every ledger line with type, amount, balance after and reference), profit and loss by day and
 * game type, and the bonus details, opened from the header's account menu and the panel's menu.
 * On a phone (390 px) the tables become cards.
 */

const PASSWORD = 'records123';
const PANEL = '[data-testid="member-centre-panel"]';
const PHONE = { width: 390, height: 844 };
/** The opening credit, in cents and as the operator sends it. */
const OPENING = 50_000;
const OPENING_TEXT = '500.00';

function panel(page: Page): Locator {
  return page.getByTestId('member-centre-panel');
}

/** Cents as the site writes them: 'P 1,234.50', '-P 10.00'. */
function shown(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}P ${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}


/** The header's account menu entry `entry` (it opens the member centre at that page); an open centre is closed first, as a member would. */
async function openFromAccountMenu(page: Page, entry: string): Promise<Locator> {
  if (await panel(page).isVisible()) {
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
  }
  const strip = page.getByRole('banner').getByRole('group', { name: 'Account' });
  await strip.getByRole('button', { name: /menu/ }).click();
  await strip.getByRole('listitem').getByRole('button', { name: entry, exact: true }).click();
  return centrePage(page, entry);
}

/** The panel's menu entry `entry`: a list of buttons, or on a phone a picker. */
async function openFromPanelMenu(page: Page, entry: string): Promise<Locator> {
  const picker = panel(page).getByRole('combobox', { name: 'Member centre menu' });
  if (await picker.isVisible()) await picker.selectOption({ label: entry });
  else await panel(page).getByRole('navigation').getByRole('button', { name: entry, exact: true }).click();
  return centrePage(page, entry);
}

async function centrePage(page: Page, title: string): Promise<Locator> {
  const shownPage = panel(page).getByTestId('centre-page');
  await expect(shownPage.getByRole('heading', { level: 3, name: title })).toBeVisible();
  return shownPage;
}

/** The value shown for `label` in a page's totals. */
function total(pageLocator: Locator, label: string): Locator {
  const term = pageLocator.getByRole('region', { name: 'Totals of the period' }).locator('dt').filter({ hasText: new RegExp(`^${label}$`) });
  return term.locator('xpath=following-sibling::dd[1]');
}

/** The cell of `column` in `row` (cells carry their column's name for the phone layout). */
function cell(row: Locator, column: string): Locator {
  return row.locator(`td[data-label="${column}"]`);
}

interface Round {
  roundId: string;
  stake: number;
  win: number;
  balance: number;
}

/** Plays `count` slot rounds of the first PG slot on /game; amounts in cents, as the provider answers. */
async function playSlotRounds(page: Page, count: number): Promise<{ gameName: string; rounds: Round[] }> {
  await page.goto('/rng?vassalage=PG');
  const tile = page.getByTestId('game-list').locator('[data-testid^="game-tile-"]').first();
  await expect(tile).toBeVisible();
  const nodeId = (await tile.getAttribute('data-testid'))!.replace('game-tile-', '');
  const gameName = (await page.getByTestId(`game-play-${nodeId}`).innerText()).trim();
  await page.getByTestId(`game-play-${nodeId}`).click();
  await expect(page).toHaveURL(new RegExp(`/game\\?nodeId=${nodeId}`));
  const frame = page.frameLocator('[data-testid="game-frame"]');
  const rounds: Round[] = [];
  for (let i = 0; i < count; i += 1) {
    const answered = page.waitForResponse((response: Response) => response.url().includes('/provider/api/slot/spin') && response.request().method() === 'POST');
    await frame.getByRole('button', { name: 'Spin', exact: true }).click();
    const response = await answered;
    const stake = (JSON.parse(response.request().postData() ?? '{}') as { stake: number }).stake;
    const body = (await response.json()) as { success: boolean; value: { roundId: string; win: number; balance: number; winPending?: boolean } };
    expect(body.success).toBe(true);
    expect(body.value.winPending ?? false).toBe(false);
    rounds.push({ roundId: body.value.roundId, stake, win: body.value.win, balance: body.value.balance });
  }
  return { gameName, rounds };
}

async function grantBonus(page: Page, site: Site, account: string, amount: string, reference: string, memo: string): Promise<void> {
  const response = await page.request.post(`${site.url}/ops/member/bonus`, {
    headers: { authorization: `Bearer ${site.operatorToken}`, 'x-operator': 'e2e.operator' },
    data: { account, amount, reference, memo },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('records', () => {
  // Every journey here moves money; the books must balance after each.
  test.afterEach(async ({ site }) => {
    const report = await reconcileLedger(site);
    expect(report.problems).toEqual([]);
    expect(report.consistent).toBe(true);
  });

  test('a member plays slot rounds, gets a bonus and reads the betting record, account record, profit and loss and bonus details', async ({ page, site, axe }) => {
    test.setTimeout(180_000);
    const account = await newMember(site, { prefix: 'rec', password: PASSWORD, balance: OPENING_TEXT });
    await signIn(page, site, account, PASSWORD);
    const { gameName, rounds } = await playSlotRounds(page, 3);
    const bonusReference = `rec-e2e-${account}`;
    await grantBonus(page, site, account, '88.00', bonusReference, 'Welcome gift');
    await page.goto('/');

    const stake = rounds.reduce((sum, round) => sum + round.stake, 0);
    const win = rounds.reduce((sum, round) => sum + round.win, 0);

    // Betting record: the three rounds, newest first, and their totals.
    const betting = await openFromAccountMenu(page, 'Betting record');
    const roundRows = betting.getByRole('table', { name: 'Rounds, newest first' }).getByTestId('record-row');
    await expect(roundRows).toHaveCount(3);
    for (const [index, round] of [...rounds].reverse().entries()) {
      const row = roundRows.nth(index);
      await expect(cell(row, 'Round')).toHaveText(round.roundId);
      await expect(cell(row, 'Game')).toHaveText(gameName);
      await expect(cell(row, 'Game type')).toHaveText('Slots');
      await expect(cell(row, 'Stake')).toHaveText(shown(round.stake));
      await expect(cell(row, 'Win')).toHaveText(shown(round.win));
      await expect(cell(row, 'Profit')).toHaveText(shown(round.win - round.stake));
      await expect(cell(row, 'Status')).toHaveText('Settled');
    }
    await expect(total(betting, 'Rounds')).toHaveText('3');
    await expect(total(betting, 'Stake')).toHaveText(shown(stake));
    await expect(total(betting, 'Valid bet')).toHaveText(shown(stake));
    await expect(total(betting, 'Win')).toHaveText(shown(win));
    await expect(total(betting, 'Profit')).toHaveText(shown(win - stake));
    await axe.check({ include: PANEL, label: 'betting record' });

    // On a desktop window the panel uses the width, and no figure breaks over lines.
    await page.setViewportSize({ width: 1366, height: 900 });
    expect((await panel(page).boundingBox())!.width).toBeGreaterThan(1200);
    const stakeCell = cell(roundRows.first(), 'Stake');
    await expect(stakeCell).toHaveCSS('white-space', 'nowrap');
    // An amount broken over lines would be one box per line.
    expect(await stakeCell.locator('span').first().evaluate((amount) => amount.getClientRects().length)).toBe(1);

    // The provider filter narrows to PG's rounds; another game type has none.
    const provider = betting.getByLabel('Provider');
    const pgName = (await provider.locator('option[value="PG"]').innerText()).trim();
    await provider.selectOption('PG');
    await expect(roundRows).toHaveCount(3);
    await expect(cell(roundRows.first(), 'Provider')).toHaveText(pgName);
    await betting.getByLabel('Game type').selectOption({ label: 'Live casino' });
    await expect(betting.getByText('No bets in this period.')).toBeVisible();

    // Account record: every ledger line, newest first, each with its balance after.
    const record = await openFromAccountMenu(page, 'Account record');
    const expected: { kind: string; amount: number; balanceAfter: number; reference?: string }[] = [];
    let balance = OPENING;
    expected.push({ kind: 'Credit by the site', amount: OPENING, balanceAfter: balance });
    for (const round of rounds) {
      balance -= round.stake;
      expected.push({ kind: 'Bet', amount: -round.stake, balanceAfter: balance });
      if (round.win > 0) {
        balance += round.win;
        expected.push({ kind: 'Win', amount: round.win, balanceAfter: balance });
      }
      expect(balance).toBe(round.balance);
    }
    balance += 8800;
    expected.push({ kind: 'Bonus', amount: 8800, balanceAfter: balance, reference: bonusReference });
    expected.reverse();
    const lineRows = record.getByRole('table', { name: 'Wallet movements, newest first' }).getByTestId('record-row');
    await expect(lineRows).toHaveCount(expected.length);
    for (const [index, line] of expected.entries()) {
      const row = lineRows.nth(index);
      await expect(cell(row, 'Type')).toHaveText(line.kind);
      await expect(cell(row, 'Wallet')).toHaveText('Main wallet');
      await expect(cell(row, 'Amount')).toHaveText(shown(line.amount));
      await expect(cell(row, 'Balance after')).toHaveText(shown(line.balanceAfter));
      await expect(cell(row, 'Reference')).toHaveText(line.reference ?? /\S/);
    }
    await record.getByLabel('Type').selectOption({ label: 'Bet' });
    await expect(lineRows).toHaveCount(3);
    await axe.check({ include: PANEL, label: 'account record' });

    // Profit and loss: today's slots.
    const profit = await openFromPanelMenu(page, 'Personal profit and loss');
    const dayRows = profit.getByRole('table', { name: 'By day and game type' }).getByTestId('record-row');
    await expect(dayRows).toHaveCount(1);
    // The e2e server runs in the default site zone.
    await expect(cell(dayRows.first(), 'Day')).toHaveText(siteDay(new Date(), DEFAULT_SITE_TIME_ZONE));
    await expect(cell(dayRows.first(), 'Game type')).toHaveText('Slots');
    await expect(cell(dayRows.first(), 'Rounds')).toHaveText('3');
    await expect(cell(dayRows.first(), 'Valid bet')).toHaveText(shown(stake));
    await expect(cell(dayRows.first(), 'Win')).toHaveText(shown(win));
    await expect(cell(dayRows.first(), 'Profit')).toHaveText(shown(win - stake));
    await expect(total(profit, 'Profit')).toHaveText(shown(win - stake));
    await axe.check({ include: PANEL, label: 'profit and loss' });

    // Bonus details: the operator's grant with its note.
    const bonus = await openFromPanelMenu(page, 'Bonus details');
    const bonusRows = bonus.getByRole('table', { name: 'Bonuses received, newest first' }).getByTestId('record-row');
    await expect(bonusRows).toHaveCount(1);
    await expect(cell(bonusRows.first(), 'Source')).toHaveText('Granted by the site');
    await expect(cell(bonusRows.first(), 'Amount')).toHaveText('P 88.00');
    await expect(cell(bonusRows.first(), 'Reference')).toHaveText(bonusReference);
    await expect(cell(bonusRows.first(), 'Note')).toHaveText('Welcome gift');
    await expect(total(bonus, 'Bonuses')).toHaveText('1');
    await expect(total(bonus, 'Total bonus')).toHaveText('P 88.00');
    await axe.check({ include: PANEL, label: 'bonus details' });
  });

  test('on a phone the records are cards that fit the screen', async ({ page, site, axe }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    const account = await newMember(site, { prefix: 'recp', password: PASSWORD, balance: OPENING_TEXT });
    await grantBonus(page, site, account, '12.50', `rec-e2e-${account}`, 'Phone gift');
    await signIn(page, site, account, PASSWORD);

    const record = await openFromAccountMenu(page, 'Account record');
    const rows = record.getByTestId('record-row');
    await expect(rows).toHaveCount(2);
    await expectCards(page, record);
    await expect(cell(rows.first(), 'Amount')).toHaveText('P 12.50');
    await axe.check({ include: PANEL, label: 'account record (phone)' });

    const bonus = await openFromPanelMenu(page, 'Bonus details');
    await expect(bonus.getByTestId('record-row')).toHaveCount(1);
    await expectCards(page, bonus);
    await axe.check({ include: PANEL, label: 'bonus details (phone)' });
  });
});

/** Each row is a block (a card), the header row is out of sight, and nothing is wider than the screen. */
async function expectCards(page: Page, pageLocator: Locator): Promise<void> {
  const row = pageLocator.getByTestId('record-row').first();
  await expect(row).toBeVisible();
  expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe('block');
  const firstCell = row.locator('td').first();
  const label = await firstCell.getAttribute('data-label');
  expect(await firstCell.evaluate((element) => getComputedStyle(element, '::before').content)).toBe(`"${label}"`);
  const box = await row.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  expect(await pageLocator.locator('thead').evaluate((element) => element.getBoundingClientRect().height)).toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}
