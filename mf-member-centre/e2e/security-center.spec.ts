import type { Locator, Page } from '@playwright/test';
import { createMember, expect, latestCode, openSignedIn, test, uniqueAccount } from '@site/deploy/e2e';

/**
 * My account on the real server: a new member opens it from the header's account menu, sets the
 * real name, the payment password, adds a payout account in that name, binds an email with the
 * login password and the code mailed to it, changes the nickname and finds this sign-in in the login history. axe checks
 * every tab in both themes; a 390 px phone shows the panel full screen and the tabs work by keyboard.
 */

const PASSWORD = 'acct12345';
const PHONE = { width: 390, height: 844 };
const PANEL = '[data-testid="member-centre-panel"]';

function panel(page: Page): Locator {
  return page.getByTestId('member-centre-panel');
}

/** A new member, signed in, with My account opened from the header's account menu. */
async function openMyAccount(page: Page, site: Parameters<typeof createMember>[0], prefix: string): Promise<Locator> {
  const account = uniqueAccount(prefix);
  await createMember(site, { account, password: PASSWORD });
  await openSignedIn(page, site, account, PASSWORD);
  const strip = page.getByRole('banner').getByRole('group', { name: 'Account' });
  await strip.getByRole('button', { name: /menu/ }).click();
  await strip.getByRole('listitem').getByRole('button', { name: 'My account' }).click();
  const centrePage = panel(page).getByTestId('centre-page');
  await expect(centrePage.getByRole('heading', { level: 3, name: 'My account' })).toBeVisible();
  return centrePage;
}

test.describe('my account', () => {
  test('a new member sets the real name and payment password, adds a payout account, binds an email, changes the nickname and reads the login history', async ({ page, site, axe }) => {
    // Three sealed login-password checks (slow scrypt) and axe on four tabs in both themes.
    test.setTimeout(150_000);
    const myAccount = await openMyAccount(page, site, 'acct');
    const tabs = myAccount.getByRole('tablist', { name: 'Account sections' });
    await axe.check({ include: PANEL, label: 'my account: profile' });

    // Profile: the real name is set once, upper case.
    await myAccount.getByLabel('Real name').fill('Nguyễn Văn An');
    await myAccount.getByRole('button', { name: 'Set real name' }).click();
    // Fixed for good, so the page asks first, showing the name as it will be kept.
    const confirmName = page.getByRole('dialog', { name: 'Set your real name for good?' });
    await expect(confirmName).toContainText('Your real name will be NGUYỄN VĂN AN, in capital letters');
    await axe.check({ include: '[data-testid="real-name-confirm"]', label: 'my account: confirm the real name' });
    await confirmName.getByRole('button', { name: 'Set NGUYỄN VĂN AN' }).click();
    await expect(myAccount.getByTestId('real-name')).toHaveText('NGUYỄN VĂN AN');
    await expect(myAccount.getByRole('button', { name: 'Set real name' })).toHaveCount(0);

    // The nickname changes as often as the member likes.
    await myAccount.getByLabel('Nickname').fill('Lucky An');
    await myAccount.getByRole('button', { name: 'Save nickname' }).click();
    await expect(myAccount.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await axe.check({ include: PANEL, label: 'my account: profile once set' });

    // Security: the first payment password, confirmed with the login password.
    await tabs.getByRole('tab', { name: 'Security' }).click();
    const payment = myAccount.getByRole('region', { name: 'Payment password' });
    await payment.getByLabel('Login password').fill(PASSWORD);
    await payment.getByLabel('New payment password').fill('246810');
    await payment.getByLabel('Confirm payment password').fill('246810');
    await payment.getByRole('button', { name: 'Set payment password' }).click();
    await expect(payment.getByLabel('Current payment password')).toBeVisible();

    // Email: asked for with the login password, bound only with the code mailed to it, then shown masked.
    const email = myAccount.getByRole('region', { name: 'Email' });
    await expect(email.getByText('Not set')).toBeVisible();
    await email.getByLabel('Email address').fill('an.nguyen@example.com');
    await email.getByLabel('Login password').fill(PASSWORD);
    await email.getByRole('button', { name: 'Send code' }).click();
    await expect(email.getByText(/A code was sent to an\.nguyen@example\.com/)).toBeVisible();
    await expect(email.getByText('Not set')).toBeVisible();
    await email.getByLabel('Code from the email').fill(await latestCode(site, 'an.nguyen@example.com'));
    await email.getByRole('button', { name: 'Save email' }).click();
    await expect(email.getByText('Current email: a***n@example.com')).toBeVisible();
    await expect(email).not.toContainText('an.nguyen@example.com');
    await axe.check({ include: PANEL, label: 'my account: security' });

    // Payout accounts: the holder is the real name; the list shows the number masked.
    await tabs.getByRole('tab', { name: 'Payout accounts' }).click();
    await expect(myAccount.getByLabel('Account holder')).toHaveValue('NGUYỄN VĂN AN');
    await myAccount.getByLabel('Bank', { exact: true }).selectOption({ label: 'Vietcombank' });
    await myAccount.getByLabel('Account number').fill('0123456789');
    await myAccount.getByRole('button', { name: 'Add account' }).click();
    const item = myAccount.getByTestId('payout-account');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Vietcombank');
    await expect(item).toContainText('**** 6789');
    await expect(item).not.toContainText('0123456789');
    await axe.check({ include: PANEL, label: 'my account: payout accounts' });

    // Login history: this sign-in, with the browser named.
    await tabs.getByRole('tab', { name: 'Login history' }).click();
    const rows = myAccount.getByTestId('login-history-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(/Chrome|Chromium/);
    await axe.check({ include: PANEL, label: 'my account: login history' });

    // A reload reads everything back from the server.
    await page.reload();
    const strip = page.getByRole('banner').getByRole('group', { name: 'Account' });
    await strip.getByRole('button', { name: /menu/ }).click();
    await strip.getByRole('listitem').getByRole('button', { name: 'Member centre' }).click();
    await panel(page).getByRole('navigation').getByRole('button', { name: 'My account', exact: true }).click();
    const again = panel(page).getByTestId('centre-page');
    await expect(again.getByTestId('real-name')).toHaveText('NGUYỄN VĂN AN');
    await expect(again.getByLabel('Nickname')).toHaveValue('Lucky An');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('the panel fills the screen and the tabs work by keyboard', async ({ page, site, axe }) => {
      test.setTimeout(90_000);
      const myAccount = await openMyAccount(page, site, 'acctm');
      const box = (await panel(page).boundingBox())!;
      expect(box.x).toBeLessThanOrEqual(0);
      expect(box.width).toBeGreaterThanOrEqual(PHONE.width);

      const tabs = myAccount.getByRole('tablist', { name: 'Account sections' });
      const tab = (name: string) => tabs.getByRole('tab', { name });
      await tab('Profile').focus();
      await page.keyboard.press('ArrowRight');
      await expect(tab('Security')).toBeFocused();
      await expect(tab('Security')).toHaveAttribute('aria-selected', 'true');
      await expect(myAccount.getByRole('region', { name: 'Payment password' })).toBeVisible();
      await page.keyboard.press('End');
      await expect(tab('Login history')).toBeFocused();
      await expect(tab('Login history')).toHaveAttribute('aria-selected', 'true');
      await expect(myAccount.getByTestId('login-history-row')).toHaveCount(1);
      await page.keyboard.press('ArrowRight');
      await expect(tab('Profile')).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(tab('Login history')).toBeFocused();
      // Only the selected tab is in the Tab order: Tab goes from it straight into its content.
      await page.keyboard.press('Home');
      await expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Tab');
      await expect(myAccount.getByRole('tabpanel').getByLabel('Nickname')).toBeFocused();

      // Nothing of the page reaches past the screen's edge, on any tab.
      for (const name of ['Profile', 'Security', 'Payout accounts', 'Login history']) {
        await tab(name).click();
        await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
        const overflow = await panel(page).evaluate((element) => element.scrollWidth - element.clientWidth);
        expect(overflow, name).toBeLessThanOrEqual(1);
      }
      await axe.check({ include: PANEL, label: 'my account on a phone' });
    });
  });
});
