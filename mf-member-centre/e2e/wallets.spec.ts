import type { Locator, Page } from '@playwright/test';
import { createMember, credit, expect, openSignedIn, reconcileLedger, test, uniqueAccount, type Site } from '@site/deploy/e2e';

/**
 * My wallet and transfer to upline on the real server: a member under an agent moves money from
 * the main wallet to the Red Tiger wallet (a transfer-wallet vendor) and back, recalls all, sets a
 * payment password from the upline page's button and sends money to the agent. The header's
 * balance (main plus vendor wallets) stays right after every move. Desktop and a 390 px phone.
 */

const PASSWORD = 'wallet1234';
const PAYMENT_PASSWORD = '135790';
const PHONE = { width: 390, height: 844 };
const PANEL = '[data-testid="member-centre-panel"]';

function header(page: Page): Locator {
  return page.getByRole('banner');
}

function headerBalance(page: Page): Locator {
  return header(page).getByRole('group', { name: 'Account' }).getByTestId('header-balance');
}

function panel(page: Page): Locator {
  return page.getByTestId('member-centre-panel');
}

/** A member with 500.00 in the main wallet, under a new agent; returns both accounts. */
async function memberUnderAgent(site: Site, prefix: string): Promise<{ member: string; agent: string }> {
  const agent = uniqueAccount(`${prefix}a`);
  await createMember(site, { account: agent, password: PASSWORD, type: 1 });
  const member = uniqueAccount(prefix);
  await createMember(site, { account: member, password: PASSWORD, upline: agent });
  await credit(site, member, '500.00', `wallets-e2e-${member}`);
  return { member, agent };
}

/** Chooses a page in the open centre's menu: a list of buttons, or a select on a phone. */
async function choosePage(page: Page, entry: string): Promise<void> {
  if ((page.viewportSize()?.width ?? Infinity) <= 600) {
    await panel(page).getByRole('combobox', { name: 'Member centre menu' }).selectOption({ label: entry });
  } else {
    await panel(page).getByRole('navigation', { name: 'Member centre menu' }).getByRole('button', { name: entry, exact: true }).click();
  }
}

/** The header's account menu → Member centre, then the panel's menu entry `entry`. */
async function openCentrePage(page: Page, entry: string): Promise<Locator> {
  const strip = header(page).getByRole('group', { name: 'Account' });
  await strip.getByRole('button', { name: /menu/ }).click();
  await strip.getByRole('listitem').getByRole('button', { name: 'Member centre' }).click();
  await choosePage(page, entry);
  const centrePage = panel(page).getByTestId('centre-page');
  await expect(centrePage.getByRole('heading', { level: 3, name: entry })).toBeVisible();
  return centrePage;
}

/** The figure one wallet of the My wallet page shows. */
function walletFigure(centrePage: Locator, code: string): Locator {
  return centrePage.getByTestId(`wallet-${code}`).getByTestId('wallet-balance');
}

async function move(centrePage: Locator, from: string, to: string, amount: string): Promise<void> {
  const form = centrePage.getByRole('form', { name: 'Move money between wallets' });
  await form.getByLabel('From').selectOption({ label: from });
  await form.getByLabel('To').selectOption({ label: to });
  await form.getByLabel('Amount').fill(amount);
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(form.getByRole('status')).toHaveText('Transfer done.');
}

test.describe('wallets journey', () => {
  // Every journey here moves money through the ledger; the books must still balance after each.
  test.afterEach(async ({ site }) => {
    const report = await reconcileLedger(site);
    expect(report.problems).toEqual([]);
    expect(report.consistent).toBe(true);
  });

  test('moves money to the Red Tiger wallet and back and recalls all, with the header total unchanged throughout', async ({ page, site, axe }) => {
    // axe in both themes on the page as it loads and after the moves.
    test.setTimeout(120_000);
    const { member } = await memberUnderAgent(site, 'wal');
    await openSignedIn(page, site, member, PASSWORD);
    await expect(headerBalance(page)).toHaveText('P 500.00');

    const wallet = await openCentrePage(page, 'My wallet');
    await expect(walletFigure(wallet, 'MAIN')).toHaveText('P 500.00');
    await expect(walletFigure(wallet, 'REDTIGER')).toHaveText('P 0.00');
    await expect(wallet.getByTestId('wallet-total')).toHaveText('P 500.00');
    // Nothing sits in a vendor wallet yet: there is nothing to recall.
    await expect(wallet.getByRole('button', { name: 'Recall all to main wallet' })).toBeDisabled();
    await axe.check({ include: PANEL, label: 'my wallet' });

    await move(wallet, 'Main wallet', 'Red Tiger', '120.50');
    await expect(walletFigure(wallet, 'MAIN')).toHaveText('P 379.50');
    await expect(walletFigure(wallet, 'REDTIGER')).toHaveText('P 120.50');
    await expect(wallet.getByTestId('wallet-total')).toHaveText('P 500.00');
    // The header counts every wallet: a move between them changes nothing there.
    await expect(headerBalance(page)).toHaveText('P 500.00');

    await move(wallet, 'Red Tiger', 'Main wallet', '20.50');
    await expect(walletFigure(wallet, 'MAIN')).toHaveText('P 400.00');
    await expect(walletFigure(wallet, 'REDTIGER')).toHaveText('P 100.00');

    // More than the wallet holds: refused under the amount, nothing moves.
    const form = wallet.getByRole('form', { name: 'Move money between wallets' });
    await form.getByLabel('From').selectOption({ label: 'Red Tiger' });
    await form.getByLabel('To').selectOption({ label: 'Main wallet' });
    await form.getByLabel('Amount').fill('100.01');
    await form.getByRole('button', { name: 'Transfer' }).click();
    await expect(form.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true');
    await expect(walletFigure(wallet, 'REDTIGER')).toHaveText('P 100.00');
    await axe.check({ include: PANEL, label: 'my wallet with a refused move' });

    await wallet.getByRole('button', { name: 'Recall all to main wallet' }).click();
    await expect(wallet.getByText('All vendor wallets were moved back to the main wallet.')).toBeVisible();
    await expect(walletFigure(wallet, 'MAIN')).toHaveText('P 500.00');
    await expect(walletFigure(wallet, 'REDTIGER')).toHaveText('P 0.00');
    await expect(wallet.getByRole('button', { name: 'Recall all to main wallet' })).toBeDisabled();
    await expect(headerBalance(page)).toHaveText('P 500.00');

    // A reload reads the same figures from the server.
    await page.reload();
    await expect(headerBalance(page)).toHaveText('P 500.00');
    const again = await openCentrePage(page, 'My wallet');
    await expect(walletFigure(again, 'MAIN')).toHaveText('P 500.00');
    await expect(walletFigure(again, 'REDTIGER')).toHaveText('P 0.00');
  });

  test('sets a payment password from the upline page and sends money to the agent, the header following', async ({ page, site, axe }) => {
    // A sealed login-password check (slow scrypt) and axe on three pages in both themes.
    test.setTimeout(150_000);
    const { member, agent } = await memberUnderAgent(site, 'upl');
    await openSignedIn(page, site, member, PASSWORD);
    await expect(headerBalance(page)).toHaveText('P 500.00');

    let upline = await openCentrePage(page, 'Transfer to upline');
    await expect(upline.getByTestId('upline-name')).toContainText(agent);
    await expect(upline.getByText('Set a payment password first: it protects your transfers.')).toBeVisible();
    await axe.check({ include: PANEL, label: 'transfer to upline without a payment password' });

    // The button opens My account through the bus; the payment password is set there.
    await upline.getByRole('button', { name: 'Set payment password' }).click();
    const account = panel(page).getByTestId('centre-page');
    await expect(account.getByRole('heading', { level: 3, name: 'My account' })).toBeVisible();
    // It opens on the Security tab, where the payment password is set.
    await expect(account.getByRole('tablist', { name: 'Account sections' }).getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    const payment = account.getByRole('region', { name: 'Payment password' });
    await payment.getByLabel('Login password').fill(PASSWORD);
    await payment.getByLabel('New payment password').fill(PAYMENT_PASSWORD);
    await payment.getByLabel('Confirm payment password').fill(PAYMENT_PASSWORD);
    await payment.getByRole('button', { name: 'Set payment password' }).click();
    await expect(payment.getByLabel('Current payment password')).toBeVisible();

    await choosePage(page, 'Transfer to upline');
    upline = panel(page).getByTestId('centre-page');
    const form = upline.getByRole('form', { name: 'Transfer to your upline' });
    await expect(form).toBeVisible();
    await expect(form.getByText('From P 10.00 to P 50,000.00 per transfer, at most P 100,000.00 a day.')).toBeVisible();
    await axe.check({ include: PANEL, label: 'transfer to upline' });

    // A wrong payment password moves nothing and says so under the field.
    await form.getByLabel('Amount').fill('75.25');
    await form.getByLabel('Payment password').fill('000000');
    await form.getByRole('button', { name: 'Transfer' }).click();
    await expect(form.getByLabel('Payment password')).toHaveAttribute('aria-invalid', 'true');
    await expect(headerBalance(page)).toHaveText('P 500.00');

    // Below the minimum: refused under the amount.
    await form.getByLabel('Amount').fill('5');
    await form.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    await form.getByRole('button', { name: 'Transfer' }).click();
    await expect(form.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true');
    await axe.check({ include: PANEL, label: 'transfer to upline with field errors' });

    await form.getByLabel('Amount').fill('75.25');
    await form.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    await form.getByRole('button', { name: 'Transfer' }).click();
    await expect(form.getByRole('status')).toHaveText(/^Transfer done\. Reference UT\d+\.$/);
    await expect(upline.getByTestId('upline-balance')).toHaveText('P 424.75');
    await expect(upline.getByTestId('upline-sent-today')).toHaveText('P 75.25');
    await expect(headerBalance(page)).toHaveText('P 424.75');
    // The form is ready for another transfer: nothing of the last one stays filled in.
    await expect(form.getByLabel('Payment password')).toHaveValue('');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('My wallet and Transfer to upline fit a 390 px screen and work by keyboard', async ({ page, site, axe }) => {
      test.setTimeout(120_000);
      const { member } = await memberUnderAgent(site, 'wph');
      await openSignedIn(page, site, member, PASSWORD);

      const wallet = await openCentrePage(page, 'My wallet');
      await expect(walletFigure(wallet, 'MAIN')).toHaveText('P 500.00');
      const overflow = await panel(page).evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      for (const control of [wallet.getByLabel('From'), wallet.getByLabel('To'), wallet.getByLabel('Amount'), wallet.getByRole('button', { name: 'Transfer' })]) {
        const box = (await control.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      }
      await axe.check({ include: PANEL, label: 'my wallet on a phone' });

      // By keyboard: the amount, then Enter submits the form (main to Red Tiger by default).
      await wallet.getByLabel('Amount').focus();
      await page.keyboard.type('50');
      await page.keyboard.press('Enter');
      await expect(walletFigure(wallet, 'REDTIGER')).toHaveText('P 50.00');
      await wallet.getByRole('button', { name: 'Recall all to main wallet' }).focus();
      await page.keyboard.press('Enter');
      await expect(walletFigure(wallet, 'REDTIGER')).toHaveText('P 0.00');
      await expect(walletFigure(wallet, 'MAIN')).toHaveText('P 500.00');

      await choosePage(page, 'Transfer to upline');
      const upline = panel(page).getByTestId('centre-page');
      await expect(upline.getByRole('heading', { level: 3, name: 'Transfer to upline' })).toBeVisible();
      await expect(upline.getByRole('button', { name: 'Set payment password' })).toBeVisible();
      const uplineOverflow = await panel(page).evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(uplineOverflow).toBeLessThanOrEqual(1);
      await axe.check({ include: PANEL, label: 'transfer to upline on a phone' });
    });
  });
});
