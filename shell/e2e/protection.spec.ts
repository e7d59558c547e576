import type { Locator, Page } from '@playwright/test';
import { expect, newMember, openSignedIn, reconcileLedger, test } from '@site/deploy/e2e';

/**
 * Player protection's limits on the real server, on a 390 px phone: before the first deposit the
 * member is asked to set a limit, sets 100.00 per 24 hours on the Responsible gaming page (by
 * keyboard), deposits 100.00 and is refused the next 100.00 with what remains. Every page state
 * passes axe; the ledger adds up afterwards.
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
  test('on a phone a member sets a deposit limit and is refused above it', async ({ page, site, axe }) => {
    test.setTimeout(180_000);
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
    expect((await reconcileLedger(site)).consistent).toBe(true);
  });
});
