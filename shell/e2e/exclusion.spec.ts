import type { Locator, Page } from '@playwright/test';
import { dismissAfterLogin, expect, loginThroughApi, newMember, openSignedIn, reconcileLedger, setUpWithdrawals, test } from '@site/deploy/e2e';

/**
 * Player protection on the real server: a member on a phone takes a 24-hour time-out on the
 * Responsible gaming page, is signed out everywhere, is refused a deposit, and still withdraws.
 */

function panel(page: Page): Locator {
  return page.getByTestId('member-centre-panel');
}

/** The header's account menu, Member centre (unless open), then the page by the phone's menu select. */
async function openCentre(page: Page, entry: string): Promise<Locator> {
  if ((await panel(page).count()) === 0) {
    const account = page.getByRole('banner').getByRole('group', { name: 'Account' });
    await account.getByRole('button', { name: /menu/ }).click();
    await account.getByRole('listitem').getByRole('button', { name: 'Member centre', exact: true }).click();
  }
  await panel(page).getByRole('combobox', { name: 'Member centre menu' }).selectOption({ label: entry });
  const centre = panel(page).getByTestId('centre-page');
  await expect(centre.getByRole('heading', { level: 3, name: entry })).toBeVisible();
  return centre;
}

test.describe('player protection', () => {
  test('a member takes a 24 h time-out on a phone and can still withdraw', async ({ page, site, axe }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const password = 'timeout123';
    const paymentPassword = '246810';
    const account = await newMember(site, { prefix: 'tout', password, balance: '300.00' });
    const { token } = await loginThroughApi(page, site, account, password);
    await setUpWithdrawals(page, site, token, { realName: 'TRAN THI BINH', loginPassword: password, paymentPassword });
    await openSignedIn(page, site, account, password);

    const centre = await openCentre(page, 'Responsible gaming');
    const breaks = centre.getByRole('region', { name: 'Time-out and self-exclusion' });
    await expect(breaks.getByRole('group', { name: 'Time-out (ends by itself)' }).getByRole('radio', { name: '24 hours' })).toBeChecked();
    await axe.check({ include: '[data-testid="member-centre-panel"]', label: 'responsible gaming: time-out and self-exclusion (phone)' });
    // By keyboard: the button, then the dialog's default (Cancel) is not pressed; the confirmation is.
    await breaks.getByRole('button', { name: 'Take a break' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Take a break: 24 hours' });
    await expect(dialog).toContainText('Withdrawals from your main wallet stay open.');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await axe.check({ include: '[role="dialog"]', label: 'responsible gaming: time-out confirmation (phone)' });
    await dialog.getByRole('button', { name: 'Yes, start now' }).click();
    await expect(breaks.getByRole('status')).toContainText('Your break has started');

    // Every session ended on the server: the old token is refused.
    const old = await page.request.get(`${site.url}/wps/member/protection/exclusion`, { headers: { authorization: token } });
    expect(old.status()).toBe(401);

    // Signed in again: deposits are refused, the withdrawal goes through.
    await breaks.getByRole('button', { name: 'Sign in again' }).click();
    const login = page.getByTestId('auth-modal-login').getByRole('form', { name: 'Log in' });
    await login.getByRole('textbox', { name: 'Username', exact: true }).fill(account);
    await login.getByLabel('Password', { exact: true }).fill(password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await dismissAfterLogin(page);
    const again = await page.evaluate(() => sessionStorage.getItem('token'));
    const deposit = await page.request.post(`${site.url}/wps/member/deposit/bank`, { headers: { authorization: again ?? '' }, data: { amount: '100.00', reference: 'my bank', requestId: crypto.randomUUID() } });
    expect(((await deposit.json()) as { errorCode: string }).errorCode).toBe('PLAYER_EXCLUDED');

    const withdraw = await openCentre(page, 'Withdrawal');
    const form = withdraw.getByRole('form', { name: 'Request a withdrawal' });
    await form.getByLabel('Amount').fill('100.00');
    await form.getByLabel('Payment password').fill(paymentPassword);
    await form.getByRole('button', { name: 'Withdraw' }).click();
    await expect(form.getByRole('status')).toContainText(/Withdrawal W\d+ requested/);
    expect((await reconcileLedger(site)).consistent).toBe(true);
  });
});
