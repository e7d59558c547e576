import type { Browser, Locator, Page, Response } from '@playwright/test';
import { addDays, DEFAULT_SITE_TIME_ZONE, siteDay, siteDayStart } from '@site/shared/contract';
import { createMember, credit, expect, expectNoAxeViolations, isolatedTest as test, openSignedIn, reconcileLedger, uniqueAccount, type Site } from '@site/deploy/e2e';

/**
 * The contract journey on the real server: a top agent signs in on /agentHome, creates a downline
 * agent in the register centre, offers it a daily salary; the downline signs in and accepts; the downline's member plays
 * slot rounds; the daily salary is settled through the operators' settle-now call; both agents find
 * the payment in My Income and in their account record, and their header balances moved by it.
 * axe on every contract page and My Income.
 *
 * Settling is site-wide (every agent's daily salary of the day), so the journey runs on a server
 * of its own (isolatedTest): no other spec's agents are paid by it, and a retry starts afresh.
 */

const PASSWORD = 'contract123';
const PANEL = '[data-testid="agent-centre-panel"]';
/**
 * The downline's rate and the top agent's own (the site's ceiling for a daily salary, 0.50 %: the
 * salary ceilings add up to the smallest house edge on offer). Twelve spins at the smallest stake
 * (0.20) make 2.40, so the downline's rate is high enough for a cent.
 */
const DOWNLINE_RATE_HUNDREDTHS = 45n;
const TOP_RATE_HUNDREDTHS = 50n;

function header(page: Page): Locator {
  return page.getByRole('banner');
}

function headerBalance(page: Page): Locator {
  return header(page).getByRole('group', { name: 'Account' }).getByTestId('header-balance');
}

/** 'P 1,234.50' in cents. */
function cents(text: string): bigint {
  const match = /^(-?)P ([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: ${text}`);
  const value = BigInt(match[2]!.replace(/,/g, '')) * 100n + BigInt(match[3]!);
  return match[1] ? -value : value;
}

/** Cents as the site writes them ('P 1,234.50'). */
function shown(amount: bigint): string {
  const units = (amount / 100n).toLocaleString('en-US');
  return `P ${units}.${String(amount % 100n).padStart(2, '0')}`;
}

async function balanceOf(page: Page): Promise<bigint> {
  const balance = headerBalance(page);
  await expect(balance).toHaveText(/^P [\d,]+\.\d{2}$/);
  return cents(await balance.innerText());
}

function centre(page: Page): Locator {
  return page.getByTestId('agent-centre-panel');
}

/** Signs in on /agentHome; an agent lands home with the agent centre open. */
async function agentSignIn(page: Page, account: string): Promise<void> {
  await page.goto('/agentHome');
  const form = page.getByRole('form', { name: 'Agent login' });
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(account);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(centre(page)).toBeVisible();
}

/**
 * The first sign-in of an account another agent created in the register centre: the agent chose its
 * password, so the account must choose its own before anything else; then the agent centre opens.
 */
async function firstAgentSignIn(page: Page, account: string, ownPassword: string): Promise<void> {
  await page.goto('/agentHome');
  const form = page.getByRole('form', { name: 'Agent login' });
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(account);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  const change = page.getByTestId('auth-modal-change_password').getByRole('form', { name: 'Change password' });
  await change.getByLabel('New password', { exact: true }).fill(ownPassword);
  await change.getByLabel('Confirm new password').fill(ownPassword);
  await change.getByRole('button', { name: 'OK' }).click();
  await expect(change).toHaveCount(0);
  await expect(centre(page)).toBeVisible();
}

/** Opens the agent centre from the header's account menu unless it is open, then the menu entry `entry`. */
async function openAgentPage(page: Page, entry: string): Promise<Locator> {
  if ((await centre(page).count()) === 0) {
    const strip = header(page).getByRole('group', { name: 'Account' });
    await strip.getByRole('button', { name: /menu/ }).click();
    await strip.getByRole('listitem').getByRole('button', { name: 'Agent centre' }).click();
  }
  await centre(page).getByRole('navigation').getByRole('button', { name: entry, exact: true }).click();
  const content = centre(page).getByTestId('centre-page');
  await expect(content.getByRole('heading', { level: 3, name: entry })).toBeVisible();
  return content;
}

/** The member centre's account record, from the header's account menu. */
async function openAccountRecord(page: Page): Promise<Locator> {
  const strip = header(page).getByRole('group', { name: 'Account' });
  await strip.getByRole('button', { name: /menu/ }).click();
  await strip.getByRole('listitem').getByRole('button', { name: 'Member centre' }).click();
  const panel = page.getByTestId('member-centre-panel');
  await panel.getByRole('navigation').getByRole('button', { name: 'Account record', exact: true }).click();
  const record = panel.getByTestId('centre-page');
  await expect(record.getByRole('heading', { level: 3, name: 'Account record' })).toBeVisible();
  return record;
}

async function newPage(browser: Browser, site: Site): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.url });
  return context.newPage();
}

/** Plays `rounds` slot rounds on /game; answers the sum of their stakes in cents. */
async function playSlotRounds(page: Page, rounds: number): Promise<bigint> {
  await page.goto('/rng?vassalage=PG');
  const tile = page.getByTestId('game-list').locator('[data-testid^="game-tile-"]').first();
  await tile.locator('[data-testid^="game-play-"]').click();
  const frame = page.frameLocator('[data-testid="game-frame"]');
  const spin = frame.getByRole('button', { name: 'Spin', exact: true });
  let staked = 0n;
  for (let round = 0; round < rounds; round += 1) {
    const answered = page.waitForResponse((response: Response) => response.url().includes('/provider/api/slot/spin') && response.request().method() === 'POST');
    await expect(spin).toBeEnabled();
    await spin.click();
    const response = await answered;
    expect(((await response.json()) as { success: boolean }).success).toBe(true);
    staked += BigInt((JSON.parse(response.request().postData() ?? '{}') as { stake: number }).stake);
  }
  return staked;
}

/** The operators' settle-now call. */
async function settle(site: Site, page: Page, kind: string, periodEnd: string): Promise<{ paid: string; periodCount: number }> {
  const response = await page.request.post(`${site.url}/ops/agents/settle`, {
    headers: { authorization: `Bearer ${site.operatorToken}`, 'x-operator': 'e2e.operator' },
    data: { kind, periodEnd },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { value: { paid: string; periodCount: number } }).value;
}

/** The daily salary lines of an open account record. */
function salaryLines(record: Locator): Locator {
  return record.getByTestId('record-row').filter({ has: record.page().locator('td[data-label="Type"]', { hasText: /^Daily salary$/ }) });
}

/** The My Income row of one payment, by its payer and payee. */
function incomeRow(income: Locator, payer: string, payee: string): Locator {
  return income.getByRole('table').getByRole('row').filter({ has: income.page().getByRole('cell', { name: payer, exact: true }) }).filter({ has: income.page().getByRole('cell', { name: payee, exact: true }) });
}

test.describe('contracts journey', () => {
  test.afterEach(async ({ site }) => {
    const report = await reconcileLedger(site);
    expect(report.problems).toEqual([]);
    expect(report.consistent).toBe(true);
  });

  test('a top agent offers its new downline agent a daily salary, the downline accepts, its member plays, settlement pays both and they see it', async ({ page, browser, site, axe }) => {
    // Three sign-ins, a dozen rounds and axe in both themes on every contract page.
    test.setTimeout(300_000);
    const top = uniqueAccount('ctop');
    const sub = uniqueAccount('csub');
    const player = uniqueAccount('cply');
    await createMember(site, { account: top, password: PASSWORD, type: 1 });

    // The top agent signs in on /agentHome; as a top agent every contract kind is its to offer.
    await agentSignIn(page, top);
    for (const entry of ['Dividend', 'Hourly salary', 'Real-time salary', 'My income']) {
      await openAgentPage(page, entry);
      await axe.check({ include: PANEL, label: `${entry} of a new top agent` });
    }

    // A downline agent, created by the top agent in the register centre.
    const register = await openAgentPage(page, 'Register centre');
    const create = register.getByRole('form', { name: 'Create an account' });
    await create.getByLabel('Account type').selectOption('AGENT');
    await create.getByLabel('Account', { exact: true }).fill(sub);
    await create.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await create.getByLabel('Confirm password').fill(PASSWORD);
    await create.getByRole('button', { name: 'Create account' }).click();
    await expect(create.getByRole('status')).toHaveText(`${sub} was created as your direct downline.`);

    // The daily salary offer: above the top agent's own rate it is refused on the field, then sent at 0.45 %.
    const daily = await openAgentPage(page, 'Daily salary');
    await axe.check({ include: PANEL, label: 'daily salary of a top agent' });
    const form = daily.getByRole('form', { name: 'Offer a contract' });
    await form.getByRole('combobox', { name: 'Direct downline agent' }).selectOption(sub);
    const rate = form.getByRole('textbox', { name: 'Rate (%)' });
    await rate.fill('0.60');
    await form.getByRole('button', { name: 'Offer contract' }).click();
    await expect(rate).toHaveAccessibleDescription('must not be above your own rate of 0.50 %');
    await rate.fill('0.45');
    await form.getByRole('button', { name: 'Offer contract' }).click();
    await expect(daily.getByText(`Contract offered to ${sub}; it waits for their answer.`)).toBeVisible();
    const offered = daily.getByRole('listitem', { name: `Contract with ${sub}` });
    await expect(offered.getByTestId('contract-status')).toHaveText('Waiting for an answer');
    await axe.check({ include: PANEL, label: 'daily salary with an offer made' });

    // The downline signs in (choosing its own password first: the top agent chose this one) and accepts.
    const subPage = await newPage(browser, site);
    await firstAgentSignIn(subPage, sub, 'ownpass456');
    const subDaily = await openAgentPage(subPage, 'Daily salary');
    const pending = subDaily.getByTestId('pending-offer');
    await expect(pending).toContainText(`Your upline ${top} offers you this contract.`);
    await expectNoAxeViolations(subPage, { include: PANEL, label: 'daily salary with an offer waiting' });
    await pending.getByRole('button', { name: 'Accept' }).click();
    const confirm = subPage.getByRole('dialog', { name: 'Accept this contract?' });
    await expectNoAxeViolations(subPage, { include: '[role="dialog"]', label: 'accept confirmation' });
    await confirm.getByRole('button', { name: 'Accept' }).click();
    await expect(subDaily.getByText('Contract accepted.')).toBeVisible();
    await expect(subDaily.getByTestId('contract-in-force').getByTestId('contract-status')).toHaveText('Accepted');
    await page.reload();
    const topDaily = await openAgentPage(page, 'Daily salary');
    await expect(topDaily.getByRole('listitem', { name: `Contract with ${sub}` }).getByTestId('contract-status')).toHaveText('Accepted');

    // The downline's member plays.
    await createMember(site, { account: player, password: PASSWORD, upline: sub });
    await credit(site, player, '500.00', `contracts-e2e-${player}`);
    const playerPage = await newPage(browser, site);
    // The member is not this journey's subject: it starts signed in, on the slot list it plays from.
    await openSignedIn(playerPage, site, player, PASSWORD, '/rng?vassalage=PG');
    const staked = await playSlotRounds(playerPage, 12);
    expect(staked).toBeGreaterThan(0n);
    const subDue = (staked * DOWNLINE_RATE_HUNDREDTHS) / 10_000n;
    const topDue = (staked * TOP_RATE_HUNDREDTHS) / 10_000n;
    expect(subDue).toBeGreaterThan(0n);

    const topBefore = await balanceOf(page);
    await subPage.reload();
    const subBefore = await balanceOf(subPage);

    // Settlement of today's daily salary: its period is the site day (the e2e servers keep the default
    // zone), so it ends at the site's next midnight, which is not the next UTC midnight for the
    // seven hours a day when the site's date is already tomorrow's in UTC terms.
    const now = new Date();
    const midnight = siteDayStart(addDays(siteDay(now, DEFAULT_SITE_TIME_ZONE), 1), DEFAULT_SITE_TIME_ZONE);
    const run = await settle(site, page, 'DAILY_SALARY', midnight.toISOString());
    expect(run.periodCount).toBeGreaterThanOrEqual(1);

    // The downline: received its 0.45 % from the top agent, in My Income, the account record and the header.
    await subPage.reload();
    await expect(headerBalance(subPage)).toHaveText(shown(subBefore + subDue));
    const subIncome = await openAgentPage(subPage, 'My income');
    const received = incomeRow(subIncome, top, sub);
    await expect(received).toHaveCount(1);
    await expect(received.getByRole('cell').nth(2)).toHaveText('Received');
    await expect(received.getByRole('cell').nth(6)).toHaveText(shown(subDue));
    await expect(received.getByTestId('income-status')).toHaveText('Paid');
    await expect(subIncome.getByTestId('income-total-received')).toHaveText(shown(subDue));
    await expectNoAxeViolations(subPage, { include: PANEL, label: 'my income of the downline' });
    await centre(subPage).getByRole('button', { name: 'Close' }).click();
    const subRecord = await openAccountRecord(subPage);
    const subSalary = salaryLines(subRecord);
    await expect(subSalary).toHaveCount(1);
    await expect(subSalary.locator('td[data-label="Amount"]')).toHaveText(shown(subDue));

    // The top agent: paid 0.50 % by the platform, paid 0.45 % to the downline.
    await page.reload();
    await expect(headerBalance(page)).toHaveText(shown(topBefore + topDue - subDue));
    const topIncome = await openAgentPage(page, 'My income');
    const fromPlatform = incomeRow(topIncome, 'Platform', top);
    await expect(fromPlatform.getByRole('cell').nth(6)).toHaveText(shown(topDue));
    const toSub = incomeRow(topIncome, top, sub);
    await expect(toSub.getByRole('cell').nth(2)).toHaveText('Paid');
    await expect(toSub.getByRole('cell').nth(6)).toHaveText(shown(subDue));
    await expect(topIncome.getByTestId('income-total-received')).toHaveText(shown(topDue));
    await expect(topIncome.getByTestId('income-total-paid')).toHaveText(shown(subDue));
    await expect(topIncome.getByTestId('income-total-owed')).toHaveText(shown(0n));
    await axe.check({ include: PANEL, label: 'my income of the top agent' });
    await centre(page).getByRole('button', { name: 'Close' }).click();
    const topRecord = await openAccountRecord(page);
    const topSalary = salaryLines(topRecord);
    await expect(topSalary).toHaveCount(2);
    // Newest first: the platform paid the top agent, then the top agent paid its downline.
    await expect(topSalary.locator('td[data-label="Amount"]')).toHaveText([`-${shown(subDue)}`, shown(topDue)]);

    // A rerun pays nothing twice.
    const again = await settle(site, page, 'DAILY_SALARY', midnight.toISOString());
    expect(again.paid).toBe('0.00');
    await page.reload();
    await expect(headerBalance(page)).toHaveText(shown(topBefore + topDue - subDue));
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the contract page and My Income fit the screen, offering by touch and keyboard alike', async ({ page, site, axe }) => {
      test.setTimeout(120_000);
      const top = uniqueAccount('ptop');
      const sub = uniqueAccount('psub');
      await createMember(site, { account: top, password: PASSWORD, type: 1 });
      await createMember(site, { account: sub, password: PASSWORD, type: 2, upline: top });
      await agentSignIn(page, top);
      // On a phone the panel's menu is a select.
      const menu = centre(page).getByRole('combobox', { name: 'Agent centre menu' });
      await menu.selectOption({ label: 'Daily salary' });
      const daily = centre(page).getByTestId('centre-page');
      const form = daily.getByRole('form', { name: 'Offer a contract' });
      await form.getByRole('combobox', { name: 'Direct downline agent' }).selectOption(sub);
      await form.getByRole('button', { name: 'Add a tier' }).click();
      const rates = form.getByRole('textbox', { name: 'Rate (%)' });
      await rates.nth(0).fill('0.20');
      await form.getByRole('textbox', { name: 'Daily bet amount' }).nth(1).fill('10000');
      await rates.nth(1).fill('0.40');
      // Sent from the keyboard: Enter in the last field submits the form.
      await rates.nth(1).press('Enter');
      const offered = daily.getByRole('listitem', { name: `Contract with ${sub}` });
      await expect(offered.getByTestId('tier-row')).toHaveCount(2);
      for (const label of ['daily salary on a phone', 'my income on a phone']) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, label).toBeLessThanOrEqual(0);
        const panelBox = (await centre(page).boundingBox())!;
        expect(panelBox.x + panelBox.width, label).toBeLessThanOrEqual(390);
        await axe.check({ include: PANEL, label });
        if (label.startsWith('daily')) {
          await menu.selectOption({ label: 'My income' });
          await expect(centre(page).getByRole('heading', { level: 3, name: 'My income' })).toBeVisible();
        }
      }
    });
  });
});
