import type { Locator, Page } from '@playwright/test';
import { expect, openSignedIn, type Site } from '@site/deploy/e2e';
import { kycEndpoints } from '@site/shared/contract/protection/kyc';

/**
 * Steps several member-centre journeys take the same way: starting signed in, opening a centre page, the
 * set-up a withdrawal needs in My account, a withdrawal request, a payment on the demo gateway's
 * page, and the operator's calls to /ops (operator token plus the X-Operator name every audited
 * /ops call asks for).
 */

export const PANEL = '[data-testid="member-centre-panel"]';

export function panel(page: Page): Locator {
  return page.getByTestId('member-centre-panel');
}

export function headerBalance(page: Page): Locator {
  return page.getByRole('banner').getByRole('group', { name: 'Account' }).getByTestId('header-balance');
}

/** The header's mail button badge: the unread count, absent at zero. */
export function headerBadge(page: Page): Locator {
  return page.getByRole('banner').getByTestId('unread-count');
}

/** Opens the home page signed in (through the platform's login call: these journeys are not about signing in). */
export async function signIn(page: Page, site: Site, account: string, password: string): Promise<void> {
  await openSignedIn(page, site, account, password);
}

/** The header's account menu → Member centre (unless the centre is open), then the panel's menu entry `entry`. */
export async function openCentrePage(page: Page, entry: string | RegExp, heading: string | RegExp = entry): Promise<Locator> {
  if ((await panel(page).count()) === 0) {
    const strip = page.getByRole('banner').getByRole('group', { name: 'Account' });
    await strip.getByRole('button', { name: /menu/ }).click();
    await strip.getByRole('listitem').getByRole('button', { name: 'Member centre' }).click();
  }
  await panel(page).getByRole('navigation').getByRole('button', { name: entry, exact: typeof entry === 'string' }).click();
  const centrePage = panel(page).getByTestId('centre-page');
  await expect(centrePage.getByRole('heading', { level: 3, name: heading })).toBeVisible();
  return centrePage;
}

export interface AccountSetUp {
  /** Upper case: the page shows it the way the platform stores it. */
  realName: string;
  loginPassword: string;
  paymentPassword: string;
}

/** On the open My account page: real name, payment password and a payout account in that name, as a member sets them. */
export async function setUpMyAccount(page: Page, setUp: AccountSetUp): Promise<void> {
  const account = panel(page).getByTestId('centre-page');
  await expect(account.getByRole('heading', { level: 3, name: 'My account' })).toBeVisible();
  const tabs = account.getByRole('tablist', { name: 'Account sections' });
  await account.getByLabel('Real name').fill(setUp.realName);
  await account.getByRole('button', { name: 'Set real name' }).click();
  // The name is fixed for good: the page asks first, naming it as it will be kept.
  await page.getByTestId('real-name-confirm').getByRole('button', { name: `Set ${setUp.realName}` }).click();
  await expect(account.getByTestId('real-name')).toHaveText(setUp.realName);

  await tabs.getByRole('tab', { name: 'Security' }).click();
  const payment = account.getByRole('region', { name: 'Payment password' });
  await payment.getByLabel('Login password').fill(setUp.loginPassword);
  await payment.getByLabel('New payment password').fill(setUp.paymentPassword);
  await payment.getByLabel('Confirm payment password').fill(setUp.paymentPassword);
  await payment.getByRole('button', { name: 'Set payment password' }).click();
  await expect(payment.getByLabel('Current payment password')).toBeVisible();

  await tabs.getByRole('tab', { name: 'Payout accounts' }).click();
  await expect(account.getByLabel('Account holder')).toHaveValue(setUp.realName);
  await account.getByLabel('Bank', { exact: true }).selectOption({ label: 'Vietcombank' });
  await account.getByLabel('Account number').fill('0123456789');
  await account.getByRole('button', { name: 'Add account' }).click();
  await expect(account.getByTestId('payout-account')).toHaveCount(1);
}

/** A 1x1 png: the photo of an identity document, as far as the platform's checks go. */
const ID_PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/**
 * On the open My account page (real name set): the Identity tab, a photo of the identity document
 * sent for review as a member sends it, then approved by an operator through /ops. A withdrawal
 * needs this (identity level 2).
 */
export async function verifyIdentity(page: Page, site: Site, account: string): Promise<void> {
  const centrePage = panel(page).getByTestId('centre-page');
  await centrePage.getByRole('tablist', { name: 'Account sections' }).getByRole('tab', { name: 'Identity' }).click();
  const form = centrePage.getByRole('form', { name: 'Send a document' });
  await form.getByLabel('Files').setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: ID_PHOTO });
  await form.getByRole('button', { name: 'Send for review' }).click();
  await expect(centrePage.getByTestId('kyc-submission').first()).toContainText('In review');
  const queue = (await operatorCall(site, page, 'GET', kycEndpoints.opsQueue.path)) as { list: { id: number; account: string }[] };
  const submission = queue.list.find((item) => item.account === account);
  expect(submission, `no identity submission of ${account} in the review queue`).toBeDefined();
  await operatorCall(site, page, 'POST', kycEndpoints.opsApprove.path.replace(':submissionId', String(submission!.id)), { reference: `e2e-kyc-${submission!.id}` });
}

/** Opens Withdrawal, fills and sends the form; returns the new order number. */
export async function requestWithdrawal(page: Page, amount: string, paymentPassword: string): Promise<string> {
  const centrePage = await openCentrePage(page, 'Withdrawal');
  const form = centrePage.getByRole('form', { name: 'Request a withdrawal' });
  await form.getByLabel('Amount').fill(amount);
  await form.getByLabel('Payment password').fill(paymentPassword);
  await form.getByRole('button', { name: 'Withdraw' }).click();
  const status = form.getByRole('status');
  await expect(status).toContainText(/Withdrawal W\d+ requested/);
  return /W\d+/.exec((await status.textContent()) ?? '')![0];
}

/**
 * On the open Deposit page: chooses the demo gateway, asks to pay `amount` and waits for the
 * gateway's payment page, which opens in a new window. Returns that window and the order number.
 */
export async function startGatewayPayment(page: Page, centrePage: Locator, amount: string): Promise<{ gateway: Page; orderNo: string }> {
  await centrePage.getByRole('radio', { name: 'Online payment (DemoPay)' }).check();
  const form = centrePage.getByRole('form', { name: 'Pay online' });
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
  const opened = page.waitForEvent('popup');
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  const gateway = await opened;
  await gateway.waitForURL(/\/pay\/checkout\/GW[\w-]+\?lang=en$/);
  await expect(gateway.getByRole('heading', { level: 1, name: 'Complete your payment' })).toBeVisible();
  const status = form.getByRole('status');
  await expect(status).toContainText(/The payment page of order D\d+ opened in a new window\./);
  const orderNo = /D\d+/.exec((await status.textContent()) ?? '')![0];
  await expect(gateway.getByRole('main')).toContainText(orderNo);
  return { gateway, orderNo };
}

/** Pays on the gateway's page and waits for it to say so. */
export async function payOnGateway(gateway: Page): Promise<void> {
  await gateway.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(gateway.getByRole('heading', { level: 1 })).toHaveText('Payment successful');
}

/** The row of deposit order `orderNo` in "My recent deposits". */
export function depositOrderRow(centrePage: Locator, orderNo: string): Locator {
  return centrePage.getByTestId('deposit-order').filter({ hasText: orderNo });
}

/** An operator's call to /ops, as `e2e.operator`; expects 200 and returns the envelope's value. */
export async function operatorCall(site: Site, page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<unknown> {
  const response = await page.request.fetch(`${site.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${site.operatorToken}`, 'x-operator': 'e2e.operator' },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { value: unknown }).value;
}
