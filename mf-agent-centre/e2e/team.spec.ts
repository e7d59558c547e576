import type { Locator, Page } from '@playwright/test';
import { createMember, credit, expect, reconcileLedger, test, uniqueAccount, type Site } from '@site/deploy/e2e';

/**
 * The team journey on the real server: an agent signs in on /agentHome and lands in the agent
 * centre on Overview; it reads the announcements, creates a downline member and an invitation link
 * (with its QR code) in the register centre, sets its payment password in the member centre, finds
 * the new member in team management and sends it 10.00, then opens team betting, user profit and
 * loss and transaction details, where the transfer shows. axe (both themes) on every page and
 * dialog; a second pass on a 390 px phone by the panel's select menu.
 *
 * A fresh top agent per test rather than the demo agent: setting a payment password and moving
 * money change the account for good, and a rerun (or another spec signed in as the demo agent)
 * must start from the same state.
 */

const PASSWORD = 'team12345';
const PAYMENT_PASSWORD = '246810';
const PANEL = '[data-testid="agent-centre-panel"]';
const PHONE = { width: 390, height: 844 };

function header(page: Page): Locator {
  return page.getByRole('banner');
}

function centre(page: Page): Locator {
  return page.getByTestId('agent-centre-panel');
}

function headerBalance(page: Page): Locator {
  return header(page).getByRole('group', { name: 'Account' }).getByTestId('header-balance');
}

/** A top agent with 500.00 in its main wallet. */
async function newAgent(site: Site, prefix: string): Promise<string> {
  const agent = uniqueAccount(prefix);
  await createMember(site, { account: agent, password: PASSWORD, type: 1 });
  await credit(site, agent, '500.00', `team-e2e-${agent}`);
  return agent;
}

/** Signs in on /agentHome; an agent lands home with the agent centre open on Overview. */
async function agentSignIn(page: Page, account: string): Promise<void> {
  await page.goto('/agentHome');
  const form = page.getByRole('form', { name: 'Agent login' });
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(account);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(centre(page)).toBeVisible();
}

/** The header's account menu → `entry` ('Agent centre' or 'Member centre'). */
async function openFromHeader(page: Page, entry: string): Promise<void> {
  const strip = header(page).getByRole('group', { name: 'Account' });
  await strip.getByRole('button', { name: /menu/ }).click();
  await strip.getByRole('listitem').getByRole('button', { name: entry }).click();
}

/** Chooses an agent-centre page: the menu's buttons, or its select on a phone. */
async function openAgentPage(page: Page, entry: string): Promise<Locator> {
  if ((await centre(page).count()) === 0) await openFromHeader(page, 'Agent centre');
  if ((page.viewportSize()?.width ?? Infinity) <= 600) {
    await centre(page).getByRole('combobox', { name: 'Agent centre menu' }).selectOption({ label: entry });
  } else {
    await centre(page).getByRole('navigation', { name: 'Agent centre menu' }).getByRole('button', { name: entry, exact: true }).click();
  }
  const content = centre(page).getByTestId('centre-page');
  await expect(content.getByRole('heading', { level: 3, name: entry })).toBeVisible();
  return content;
}

/**
 * From a transfer refused for want of a payment password: "Set payment password" opens the member
 * centre's My account on its Security tab, the transfer steps aside; once the password is set and
 * the member centre closed, the transfer is back as it was left.
 */
async function setPaymentPasswordFromTransfer(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Set payment password' }).click();
  const panel = page.getByTestId('member-centre-panel');
  const account = panel.getByTestId('centre-page');
  await expect(account.getByRole('heading', { level: 3, name: 'My account' })).toBeVisible();
  await expect(account.getByRole('tablist', { name: 'Account sections' }).getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog).toHaveCount(0);
  const payment = account.getByRole('region', { name: 'Payment password' });
  await payment.getByLabel('Login password').fill(PASSWORD);
  await payment.getByLabel('New payment password').fill(PAYMENT_PASSWORD);
  await payment.getByLabel('Confirm payment password').fill(PAYMENT_PASSWORD);
  await payment.getByRole('button', { name: 'Set payment password' }).click();
  await expect(payment.getByLabel('Current payment password')).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toHaveCount(0);
  await expect(dialog).toBeVisible();
}

test.describe('agent centre: the team', () => {
  test('overview, register centre, team management with a transfer, and the team reports', async ({ page, site, axe }) => {
    // Sealed logins and password checks (scrypt) and axe in both themes on eight pages and three dialogs.
    test.setTimeout(240_000);
    const agent = await newAgent(site, 'tma');
    await agentSignIn(page, agent);
    await expect(headerBalance(page)).toHaveText('P 500.00');

    // Overview is the default page: a new agent's team is empty.
    const overview = centre(page).getByTestId('centre-page');
    await expect(overview.getByRole('heading', { level: 3, name: 'Overview' })).toBeVisible();
    const figures = overview.getByTestId('overview-figures');
    await expect(figures.getByText('Team size')).toBeVisible();
    await expect(figures.locator('dd').first()).toHaveText('0');
    await overview.getByRole('button', { name: 'This month' }).click();
    await expect(overview.getByTestId('period-range')).toHaveText(/^\d{4}-\d{2}-01 to \d{4}-\d{2}-\d{2}$/);
    await axe.check({ include: PANEL, label: 'overview' });

    const announcement = await openAgentPage(page, 'Announcement');
    await expect(announcement.getByRole('article').first()).toBeVisible();
    await axe.check({ include: PANEL, label: 'announcement' });

    // Register centre: a direct downline member by the registration rules.
    const downline = uniqueAccount('tmm');
    const register = await openAgentPage(page, 'Register centre');
    const create = register.getByRole('form', { name: 'Create an account' });
    await create.getByLabel('Account', { exact: true }).fill('1');
    await create.getByRole('button', { name: 'Create account' }).click();
    await expect(create.getByLabel('Account', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await axe.check({ include: PANEL, label: 'register centre with a refused field' });
    await create.getByLabel('Account', { exact: true }).fill(downline);
    await create.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await create.getByLabel('Confirm password').fill(PASSWORD);
    await create.getByRole('button', { name: 'Create account' }).click();
    await expect(create.getByRole('status')).toHaveText(`${downline} was created as your direct downline.`);

    // An invitation link, and its QR code.
    await register.getByRole('button', { name: 'Create link' }).click();
    const links = register.getByRole('table', { name: 'Your invitation links' });
    const link = links.getByRole('row').nth(1);
    await expect(link).toContainText('/register?affiliateCode=');
    const code = (await link.getByRole('rowheader').innerText()).trim();
    await register.getByRole('button', { name: `QR code of ${code}` }).click();
    const qr = page.getByRole('dialog', { name: `QR code of ${code}` });
    await expect(qr.getByTestId('invitation-qr')).toBeVisible();
    await axe.check({ include: '[role="dialog"]', label: 'invitation QR code' });
    await page.keyboard.press('Escape');
    await expect(qr).toHaveCount(0);
    await axe.check({ include: PANEL, label: 'register centre' });

    // Team management: find the new member and send it 10.00 with the payment password.
    const team = await openAgentPage(page, 'Team management');
    await team.getByLabel('Account starts with').fill(downline.slice(0, 6));
    await team.getByLabel('Account starts with').press('Enter');
    const members = team.getByRole('table', { name: 'Team members' });
    const row = members.getByRole('row', { name: new RegExp(downline) });
    await expect(row).toContainText('Member');
    await expect(row).toContainText('P 0.00');
    await axe.check({ include: PANEL, label: 'team management' });

    await row.getByRole('button', { name: `Transfer to ${downline}` }).click();
    const dialog = page.getByRole('dialog', { name: `Transfer to ${downline}` });
    await dialog.getByLabel('Amount').fill('10.00');
    // A new agent has no payment password yet: it is set on the way, and the transfer comes back.
    await dialog.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await setPaymentPasswordFromTransfer(page, dialog);
    await expect(dialog.getByLabel('Amount')).toHaveValue('10.00');
    await dialog.getByLabel('Payment password').fill('000000');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByLabel('Payment password')).toHaveAttribute('aria-invalid', 'true');
    await axe.check({ include: '[data-testid="downline-transfer"]', label: 'transfer with a wrong payment password' });
    await dialog.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog).toHaveCount(0);
    const done = team.getByRole('status').filter({ hasText: 'Transferred to' });
    await expect(done).toHaveText(new RegExp(`^Transferred to ${downline}\\. Reference (\\S+)\\.$`));
    const reference = /Reference (\S+)\.$/.exec(await done.innerText())![1]!;
    await expect(row).toContainText('P 10.00');
    await expect(headerBalance(page)).toHaveText('P 490.00');

    const betting = await openAgentPage(page, 'Team betting');
    await expect(betting.getByText('No bets by the team in this period.')).toBeVisible();
    await axe.check({ include: PANEL, label: 'team betting' });

    const profitLoss = await openAgentPage(page, 'User profit and loss');
    await expect(profitLoss.getByRole('group', { name: 'Period' })).toBeVisible();
    await expect(profitLoss.getByTestId('kit-loading')).toHaveCount(0);
    await axe.check({ include: PANEL, label: 'user profit and loss' });

    const transactions = await openAgentPage(page, 'Transaction details');
    const transfer = transactions.getByRole('table', { name: 'Team transactions, newest first' }).getByRole('row', { name: new RegExp(reference) });
    await expect(transfer).toContainText('Transfer');
    await expect(transfer).toContainText('P 10.00');
    await expect(transfer).toContainText(downline);
    await axe.check({ include: PANEL, label: 'transaction details' });

    expect((await reconcileLedger(site)).consistent).toBe(true);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('every team page fits a 390 px screen, chosen from the menu by keyboard', async ({ page, site, axe }) => {
      test.setTimeout(180_000);
      const agent = await newAgent(site, 'tmp');
      await agentSignIn(page, agent);
      for (const entry of ['Overview', 'Announcement', 'Register centre', 'Team management', 'Team betting', 'User profit and loss', 'Transaction details']) {
        const content = await openAgentPage(page, entry);
        await expect(content.getByTestId('kit-loading')).toHaveCount(0);
        const overflow = await centre(page).evaluate((element) => element.scrollWidth - element.clientWidth);
        expect(overflow, `${entry} scrolls sideways`).toBeLessThanOrEqual(1);
        await axe.check({ include: PANEL, label: `${entry} on a phone` });
      }
      // By keyboard: the menu select, then the first period button.
      const select = centre(page).getByRole('combobox', { name: 'Agent centre menu' });
      await select.focus();
      await select.selectOption({ label: 'Overview' });
      const overview = centre(page).getByTestId('centre-page');
      await expect(overview.getByRole('heading', { level: 3, name: 'Overview' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(overview.getByRole('button', { name: 'Today' })).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(overview.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');
    });
  });
});
