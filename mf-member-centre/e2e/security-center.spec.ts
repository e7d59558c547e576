import type { Page } from '@playwright/test';
import { createMember, expect, test, uniqueAccount } from '@site/deploy/e2e';

const PASSWORD = 'acct12345';

async function signIn(page: Page, account: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const form = page.getByTestId('auth-modal-login').getByRole('form', { name: 'Log in' });
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(account);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  const after = page.getByTestId('after-login');
  await expect(after).toBeVisible();
  await after.getByRole('button', { name: 'OK' }).click();
  await expect(after).toHaveCount(0);
}

test.describe('my account', () => {
  test('a new member sets the real name and payment password, adds a payout account and reads the login history', async ({ page, site, axe }) => {
    // Two sealed password checks (128 MiB scrypt each) and axe on four tabs in both themes.
    test.setTimeout(120_000);
    const account = uniqueAccount('acct');
    await createMember(site, { account, password: PASSWORD });
    await page.goto('/');
    await signIn(page, account);

    const strip = page.getByRole('banner').getByRole('group', { name: 'Account' });
    await strip.getByRole('button', { name: /menu/ }).click();
    await strip.getByRole('listitem').getByRole('button', { name: 'My account' }).click();
    const panel = page.getByTestId('member-centre-panel');
    await expect(panel.getByRole('heading', { level: 3, name: 'My account' })).toBeVisible();
    const tabs = panel.getByRole('tablist', { name: 'Account sections' });

    // Profile: the real name is set once, upper case.
    await panel.getByLabel('Real name').fill('Nguyễn Văn An');
    await axe.check({ include: '[data-testid="member-centre-panel"]', label: 'my account: profile' });
    await panel.getByRole('button', { name: 'Set real name' }).click();
    await expect(panel.getByTestId('real-name')).toHaveText('NGUYỄN VĂN AN');
    await expect(panel.getByRole('button', { name: 'Set real name' })).toHaveCount(0);

    // Security: the first payment password, confirmed with the login password.
    await tabs.getByRole('tab', { name: 'Security' }).click();
    const payment = panel.getByRole('region', { name: 'Payment password' });
    await payment.getByLabel('Login password').fill(PASSWORD);
    await payment.getByLabel('New payment password').fill('246810');
    await payment.getByLabel('Confirm payment password').fill('246810');
    await payment.getByRole('button', { name: 'Set payment password' }).click();
    await expect(payment.getByLabel('Current payment password')).toBeVisible();
    await axe.check({ include: '[data-testid="member-centre-panel"]', label: 'my account: security' });

    // Payout accounts: the holder is the real name; the list shows the number masked.
    await tabs.getByRole('tab', { name: 'Payout accounts' }).click();
    await expect(panel.getByLabel('Account holder')).toHaveValue('NGUYỄN VĂN AN');
    await panel.getByLabel('Bank', { exact: true }).selectOption({ label: 'Vietcombank' });
    await panel.getByLabel('Account number').fill('0123456789');
    await panel.getByRole('button', { name: 'Add account' }).click();
    const item = panel.getByTestId('payout-account');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Vietcombank');
    await expect(item).toContainText('**** 6789');
    await expect(item).not.toContainText('0123456789');
    await axe.check({ include: '[data-testid="member-centre-panel"]', label: 'my account: payout accounts' });

    // Login history: this sign-in, with the browser named.
    await tabs.getByRole('tab', { name: 'Login history' }).click();
    const rows = panel.getByTestId('login-history-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(/Chrome|Chromium/);
    await axe.check({ include: '[data-testid="member-centre-panel"]', label: 'my account: login history' });
  });

  test('works on a phone-sized screen by keyboard', async ({ page, site }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const account = uniqueAccount('acctm');
    await createMember(site, { account, password: PASSWORD });
    await page.goto('/');
    await signIn(page, account);
    const strip = page.getByRole('banner').getByRole('group', { name: 'Account' });
    await strip.getByRole('button', { name: /menu/ }).click();
    await strip.getByRole('listitem').getByRole('button', { name: 'My account' }).click();
    const panel = page.getByTestId('member-centre-panel');
    const tabs = panel.getByRole('tablist', { name: 'Account sections' });
    await tabs.getByRole('tab', { name: 'Profile' }).focus();
    await page.keyboard.press('End');
    await expect(tabs.getByRole('tab', { name: 'Login history' })).toBeFocused();
    await expect(tabs.getByRole('tab', { name: 'Login history' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByTestId('login-history-row')).toHaveCount(1);
    // Nothing of the page reaches past the screen's edge.
    const overflow = await panel.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
  });
});
