import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, newMember, reconcileLedger, test, type Site } from '@site/deploy/e2e';
import { PANEL, depositOrderRow as orderRow, headerBalance, operatorCall, panel, signIn } from './support/centre';

/**
 * Deposits on the real server: a bank transfer an operator confirms through /ops, and on a phone,
 * by keyboard only, to the gateway page and back. Paying through the gateway in a new window is
 * part of the money journey (money-journey.spec.ts). Ledger reconciled after each.
 */

const PASSWORD = 'deposit123';
const PHONE = { width: 390, height: 844 };
/** A bank transfer the operator has confirmed shows on the page without reloading it (the list looks again while orders wait). */
const BANK_CONFIRM_SEEN_MS = 25_000;

/** The deposit page, opened the way a member does: the header's account menu → Deposit. */
async function openDeposit(page: Page): Promise<Locator> {
  const strip = page.getByRole('banner').getByRole('group', { name: 'Account' });
  await strip.getByRole('button', { name: /menu/ }).click();
  await strip.getByRole('listitem').getByRole('button', { name: 'Deposit', exact: true }).click();
  const centrePage = panel(page).getByTestId('centre-page');
  await expect(centrePage.getByRole('heading', { level: 3, name: 'Deposit' })).toBeVisible();
  await expect(centrePage.getByRole('group', { name: 'How do you want to deposit?' })).toBeVisible();
  return centrePage;
}

interface InboxMessage {
  title: string;
  content: string;
}

/** The member's inbox as the platform answers it (the session token the page holds). */
async function inbox(site: Site, page: Page): Promise<InboxMessage[]> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const response = await page.request.get(`${site.url}/wps/member/messages`, { headers: { authorization: token ?? '', language: 'en' } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { value: { list: InboxMessage[] } }).value.list;
}

/** How far the page reaches past the right edge of the screen, in pixels. */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('deposit', () => {
  test.afterEach(async ({ site }) => {
    const report = await reconcileLedger(site);
    expect(report.problems).toEqual([]);
    expect(report.consistent).toBe(true);
  });

  test('a bank transfer the operator confirms through /ops is credited once, and the page shows it', async ({ page, site, axe }) => {
    test.setTimeout(120_000);
    const account = await newMember(site, { prefix: 'dpb', password: PASSWORD, balance: '100.00' });
    await signIn(page, site, account, PASSWORD);
    const centrePage = await openDeposit(page);
    await expect(centrePage.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
    await expect(centrePage).toContainText('Demo National Bank');
    await expect(centrePage).toContainText('0123 4567 8901');

    const form = centrePage.getByRole('form', { name: 'Report a bank transfer' });
    const amount = form.getByRole('textbox', { name: 'Amount' });
    const note = form.getByRole('textbox', { name: 'Transfer note' });
    await amount.fill('99.99');
    await note.fill('<>');
    await form.getByRole('button', { name: 'I have transferred' }).click();
    await expect(amount).toHaveAccessibleDescription(/must be at least 100\.00/);
    await expect(note).toHaveAccessibleDescription(/may hold letters, digits, spaces and \. _ \/ - only/);
    await expect(amount).toBeFocused();
    await axe.check({ include: PANEL, label: 'deposit: bank form with errors' });

    await amount.fill('1000.00');
    await note.fill(`E2E ${account}`);
    await form.getByRole('button', { name: 'I have transferred' }).click();
    const status = form.getByRole('status');
    await expect(status).toContainText(/Order D\d+ is waiting for our confirmation\./);
    const orderNo = /D\d+/.exec((await status.textContent()) ?? '')![0];
    await expect(orderRow(centrePage, orderNo)).toContainText('Pending');
    await expect(orderRow(centrePage, orderNo).getByRole('button', { name: `Cancel ${orderNo}` })).toBeVisible();

    const first = (await operatorCall(site, page, 'POST', `/ops/deposit/orders/${orderNo}/confirm`, {})) as { order: { state: string }; replayed: boolean };
    expect(first).toMatchObject({ order: { state: 'CREDITED' }, replayed: false });
    const again = (await operatorCall(site, page, 'POST', `/ops/deposit/orders/${orderNo}/confirm`, {})) as { order: { state: string }; replayed: boolean };
    expect(again).toMatchObject({ order: { state: 'CREDITED' }, replayed: true });

    // The open page learns of the decision by itself, and the header follows: credited once.
    await expect(orderRow(centrePage, orderNo)).toHaveAttribute('data-state', 'CREDITED', { timeout: BANK_CONFIRM_SEEN_MS });
    await expect(headerBalance(page)).toHaveText('P 1,100.00');
    await expect(orderRow(centrePage, orderNo).getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
    await axe.check({ include: PANEL, label: 'deposit: confirmed bank transfer' });

    const messages = await inbox(site, page);
    expect(messages.filter((message) => message.title === 'Deposit credited' && message.content.includes(orderNo))).toHaveLength(1);
  });

  test('on a phone, by keyboard: choose the channel with the arrow keys, pay on the gateway page, see it credited', async ({ page, site, axe }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    const account = await newMember(site, { prefix: 'dpp', password: PASSWORD, balance: '100.00' });
    await signIn(page, site, account, PASSWORD);
    const centrePage = await openDeposit(page);

    // The picker is one radio group: the arrow keys move the choice, Tab goes on to the amount.
    await centrePage.getByRole('radio', { name: 'Bank transfer' }).focus();
    await page.keyboard.press('ArrowDown');
    const gatewayChoice = centrePage.getByRole('radio', { name: 'Online payment (DemoPay)' });
    await expect(gatewayChoice).toBeFocused();
    await expect(gatewayChoice).toBeChecked();
    const form = centrePage.getByRole('form', { name: 'Pay online' });
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: 'Amount' })).toBeFocused();
    await page.keyboard.type('75.50');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await axe.check({ include: PANEL, label: 'deposit on a phone' });

    const opened = page.waitForEvent('popup');
    await page.keyboard.press('Enter');
    const gateway = await opened;
    await gateway.setViewportSize(PHONE);
    await expect(gateway.getByRole('heading', { level: 1, name: 'Complete your payment' })).toBeVisible();
    expect(await overflow(gateway)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(gateway, { label: 'gateway payment page on a phone' });

    // The gateway page by keyboard: Tab reaches Pay, Enter pays.
    const pay = gateway.getByRole('button', { name: 'Pay', exact: true });
    for (let step = 0; step < 10 && !(await pay.evaluate((button) => button === document.activeElement)); step += 1) await gateway.keyboard.press('Tab');
    await expect(pay).toBeFocused();
    await gateway.keyboard.press('Enter');
    await expect(gateway.getByRole('heading', { level: 1 })).toHaveText('Payment successful');
    expect(await overflow(gateway)).toBeLessThanOrEqual(0);
    await gateway.close();

    await expect(centrePage.getByTestId('deposit-order').first()).toHaveAttribute('data-state', 'CREDITED', { timeout: 15_000 });
    await expect(headerBalance(page)).toHaveText('P 175.50');
  });
});
