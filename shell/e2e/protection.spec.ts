import type { Locator, Page } from '@playwright/test';
import { credit, dismissAfterLogin, expect, newMember, openSignedIn, reconcileLedger, setUpWithdrawals, test, verifyIdentityThroughApi } from '@site/deploy/e2e';

/**
 * Player protection's limits on the real server, on a 390 px phone: before the first deposit the
 * member is asked to set a limit, sets 100.00 per 24 hours on the Responsible gaming page (by
 * keyboard), deposits 100.00 and is refused the next 100.00 with what remains; then takes a 24-hour
 * time-out there (by keyboard, through the dialog that says what happens), is signed out everywhere,
 * signs in again, is refused a deposit and still withdraws. Every page state passes axe; the ledger
 * adds up afterwards.
 */

const PANEL = '[data-testid="member-centre-panel"]';

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

test.describe('player protection: limits', () => {
  test('on a phone a member sets a deposit limit, is refused above it, takes a 24 h time-out and can still withdraw', async ({ page, site, axe }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const password = 'limits1234';
    const account = await newMember(site, { prefix: 'lim', password });
    await openSignedIn(page, site, account, password);

    // The first visit of the deposit page asks for a limit.
    await openCentre(page, 'Deposit');
    // Above the deposit page, in the panel.
    const prompt = panel(page).getByRole('region', { name: 'Before your first deposit' });
    await expect(prompt).toContainText('Would you like to set a deposit limit?');
    await axe.check({ include: PANEL, label: 'deposit: first-deposit limit prompt (phone)' });
    await prompt.getByRole('button', { name: 'Set limits' }).click();

    const centre = panel(page).getByTestId('centre-page');
    await expect(centre.getByRole('heading', { level: 3, name: 'Responsible gaming' })).toBeVisible();
    await expect(centre).toContainText('You have no limits yet.');
    const form = centre.getByRole('form', { name: 'Set a limit' });
    await expect(form.getByRole('combobox', { name: 'What to limit' })).toHaveValue('DEPOSIT');
    await expect(form.getByRole('combobox', { name: 'Period' })).toHaveValue('DAY');
    await form.getByRole('textbox', { name: 'Amount' }).fill('100.00');
    // By keyboard: Tab to Save, Enter.
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Save limit' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toHaveText('Your limit applies now.');
    const row = centre.getByRole('row', { name: /Deposits per 24 hours/ });
    await expect(row).toContainText('100.00');
    await axe.check({ include: PANEL, label: 'responsible gaming: limits (phone)' });

    // The prompt was answered: the deposit page now only links the page.
    const deposit = await openCentre(page, 'Deposit');
    await expect(prompt).toHaveCount(0);
    await expect(panel(page).getByRole('button', { name: 'Responsible gaming: limits and breaks' })).toBeVisible();
    const bank = deposit.getByRole('form', { name: 'Report a bank transfer' });
    const amount = bank.getByRole('textbox', { name: 'Amount' });
    await amount.fill('100.00');
    await bank.getByRole('textbox', { name: 'Transfer note' }).fill(`E2E ${account}`);
    await bank.getByRole('button', { name: 'I have transferred' }).click();
    await expect(bank.getByRole('status')).toContainText(/Order D\d+ is waiting for our confirmation\./);

    await amount.fill('100.00');
    await bank.getByRole('textbox', { name: 'Transfer note' }).fill(`E2E ${account} 2`);
    await bank.getByRole('button', { name: 'I have transferred' }).click();
    await expect(deposit).toContainText('This goes over one of your limits (100.00): 0.00 remaining.');
    await axe.check({ include: PANEL, label: 'deposit: refused by the deposit limit (phone)' });

    // The page shows the limit used up.
    const limits = await openCentre(page, 'Responsible gaming');
    await expect(limits.getByRole('row', { name: /Deposits per 24 hours/ })).toContainText('0.00');

    // Money to withdraw and what a withdrawal needs (set through the calls: this journey is about the break).
    const paymentPassword = '246810';
    await credit(site, account, '300.00', `e2e-funding-${account}`);
    const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
    await setUpWithdrawals(page, site, token, { realName: 'TRAN THI BINH', loginPassword: password, paymentPassword });
    await verifyIdentityThroughApi(page, site);

    // A 24-hour time-out, by keyboard: the dialog says what happens and Cancel is its default.
    const breaks = limits.getByRole('region', { name: 'Time-out and self-exclusion' });
    await expect(breaks.getByRole('group', { name: 'Time-out (ends by itself)' }).getByRole('radio', { name: '24 hours' })).toBeChecked();
    await axe.check({ include: PANEL, label: 'responsible gaming: time-out and self-exclusion (phone)' });
    await breaks.getByRole('button', { name: 'Take a break' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Take a break: 24 hours' });
    await expect(dialog).toContainText('Withdrawals from your main wallet stay open.');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await axe.check({ include: '[role="dialog"]', label: 'responsible gaming: time-out confirmation (phone)' });
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Yes, start now' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(breaks.getByRole('status')).toContainText('Your break has started');
    // Every session ended on the server: the one the page had is refused.
    expect((await page.request.get(`${site.url}/wps/member/protection/exclusion`, { headers: { authorization: token } })).status()).toBe(401);

    // Signed in again: a deposit is refused, saying why; the withdrawal goes through.
    await breaks.getByRole('button', { name: 'Sign in again' }).click();
    const login = page.getByTestId('auth-modal-login').getByRole('form', { name: 'Log in' });
    await login.getByRole('textbox', { name: 'Username', exact: true }).fill(account);
    await login.getByLabel('Password', { exact: true }).fill(password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await dismissAfterLogin(page);
    const depositAgain = await openCentre(page, 'Deposit');
    const refusedBank = depositAgain.getByRole('form', { name: 'Report a bank transfer' });
    await refusedBank.getByRole('textbox', { name: 'Amount' }).fill('100.00');
    await refusedBank.getByRole('textbox', { name: 'Transfer note' }).fill(`E2E ${account}`);
    await refusedBank.getByRole('button', { name: 'I have transferred' }).click();
    await expect(depositAgain).toContainText('You have taken a break from play');
    await axe.check({ include: PANEL, label: 'deposit: refused during a time-out (phone)' });

    const withdraw = await openCentre(page, 'Withdrawal');
    const request = withdraw.getByRole('form', { name: 'Request a withdrawal' });
    await request.getByLabel('Amount').fill('100.00');
    await request.getByLabel('Payment password').fill(paymentPassword);
    await request.getByRole('button', { name: 'Withdraw' }).click();
    await expect(request.getByRole('status')).toContainText(/Withdrawal W\d+ requested/);
    expect((await reconcileLedger(site)).consistent).toBe(true);
  });
});
