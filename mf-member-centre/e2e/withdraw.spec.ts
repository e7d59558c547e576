import type { Browser, Page } from '@playwright/test';
import { kycEndpoints } from '@site/shared/contract/protection/kyc';
import { expect, expectNoAxeViolations, newMember, reconcileLedger, test, verifyIdentityThroughApi, type Site } from '@site/deploy/e2e';
import {
  PANEL,
  depositOrderRow,
  openCentrePage,
  operatorCall,
  panel,
  payOnGateway,
  requestWithdrawal,
  setUpMyAccount,
  signIn,
  startGatewayPayment,
} from './support/centre';

/**
 * Withdrawals on the real server: a matched withdrawal between two members: the depositor takes it
 * on the deposit page, pays, uploads proof, and the withdrawing member confirms it received; and
 * the source-of-funds check (identity level 3) that stops a withdrawal once deposits reach the
 * brand's threshold. The manual withdrawal an operator approves is part of the money journey
 * (money-journey.spec.ts).
 */

const PASSWORD = 'withdraw123';
const PAYMENT_PASSWORD = '246810';
/** A 1×1 png: real picture bytes, as the platform checks them. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function signedInPage(browser: Browser, site: Site, account: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, site, account, PASSWORD);
  return page;
}

test.describe('withdrawal', () => {
  test('a matched withdrawal between two members: take, pay with proof, confirm received', async ({ page, site, browser, axe }) => {
    test.setTimeout(120_000);
    const withdrawer = await newMember(site, { prefix: 'wdw', password: PASSWORD, balance: '2000.00' });
    const depositor = await newMember(site, { prefix: 'wdd', password: PASSWORD });
    await signIn(page, site, withdrawer, PASSWORD);
    await openCentrePage(page, 'My account');
    await setUpMyAccount(page, { realName: 'LE VAN CUONG', loginPassword: PASSWORD, paymentPassword: PAYMENT_PASSWORD });
    // Identity level 2 (the money journey does it on the Identity tab; here the same calls directly).
    await verifyIdentityThroughApi(page, site);
    const orderNo = await requestWithdrawal(page, '1000.00', PAYMENT_PASSWORD);
    const withdrawerPage = panel(page).getByTestId('centre-page');
    await expect(withdrawerPage.getByTestId(`withdrawal-${orderNo}`)).toContainText('Being paid');

    // The depositor takes the whole amount on the deposit page's matched channel.
    const other = await signedInPage(browser, site, depositor);
    const deposit = await openCentrePage(other, 'Deposit');
    await deposit.getByRole('radio', { name: 'Matched deposit' }).check();
    const matched = deposit.getByTestId('matched-deposit');
    await matched.getByLabel('Amount').fill('1000.00');
    await matched.getByRole('button', { name: 'Get payment details' }).click();
    const card = matched.locator('[data-testid^="matched-S"]').first();
    await expect(card).toContainText('Waiting for your payment');
    await expect(card).toContainText('0123456789');
    await expect(card).toContainText('L* V** C****');
    await expectNoAxeViolations(other, { include: PANEL, label: 'matched deposit: where to pay' });
    await card.getByLabel('Proof pictures').setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG });
    await card.getByRole('button', { name: 'I have paid' }).click();
    await expect(card).toContainText('Paid – waiting for confirmation');

    // The withdrawing member sees the part with the payer's proof and confirms it.
    const row = withdrawerPage.getByTestId(`withdrawal-${orderNo}`);
    await row.getByRole('button', { name: 'Show parts' }).click();
    const part = row.locator('[data-testid^="slice-S"]').first();
    await expect(part).toContainText('Paid – please confirm', { timeout: 15_000 });
    await part.getByRole('button', { name: "Payer's proof 1" }).click();
    await expect(part.getByRole('img', { name: "Payer's proof 1" })).toBeVisible();
    await axe.check({ include: PANEL, label: 'withdraw: parts to confirm' });
    await part.getByRole('button', { name: 'Received', exact: true }).click();
    // Final, so the page asks first, naming the amount and the account to check.
    const confirmReceived = page.getByRole('dialog', { name: 'Did P 1,000.00 arrive?' });
    await expect(confirmReceived).toContainText("P 1,000.00 of your withdrawal then goes to the payer's wallet");
    await axe.check({ include: '[data-testid^="confirm-received-"]', label: 'withdraw: confirm a part received' });
    await confirmReceived.getByRole('button', { name: 'Yes, it arrived' }).click();
    await expect(row).toContainText('Completed');
    await expect(part).toContainText('Received');

    // The depositor's wallet holds what they paid: the held amount became theirs.
    const order = (await operatorCall(site, page, 'GET', `/ops/withdrawals/${orderNo}`)) as { state: string; receivedAmount: string };
    expect(order).toMatchObject({ state: 'COMPLETED', receivedAmount: '1000.00' });
    const token = await other.evaluate(() => sessionStorage.getItem('token'));
    const wallet = await other.request.get(`${site.url}/wps/v2/wallets/balance`, { headers: { authorization: token ?? '' } });
    expect(((await wallet.json()) as { value: { sumBalance: string } }).value.sumBalance).toBe('1000.00');
    await expect(card).toContainText('Received – credited', { timeout: 15_000 });
    expect((await reconcileLedger(site)).consistent).toBe(true);
    await other.context().close();
  });

  test('deposits that reach the source-of-funds threshold stop a withdrawal until a declaration is approved', async ({ page, site, axe }) => {
    test.setTimeout(120_000);
    const member = await newMember(site, { prefix: 'wsf', password: PASSWORD });
    await signIn(page, site, member, PASSWORD);
    await openCentrePage(page, 'My account');
    await setUpMyAccount(page, { realName: 'TRAN THI MAI', loginPassword: PASSWORD, paymentPassword: PAYMENT_PASSWORD });
    await verifyIdentityThroughApi(page, site);

    // One payment of the brand's source-of-funds threshold (10,000.00) through the demo gateway.
    const deposit = await openCentrePage(page, 'Deposit');
    const { gateway, orderNo } = await startGatewayPayment(page, deposit, '10000.00');
    await payOnGateway(gateway);
    await gateway.close();
    await expect(depositOrderRow(deposit, orderNo)).toHaveAttribute('data-state', 'CREDITED', { timeout: 15_000 });

    // The withdrawal is refused with what to do, and nothing is requested.
    const withdrawal = await openCentrePage(page, 'Withdrawal');
    const form = withdrawal.getByRole('form', { name: 'Request a withdrawal' });
    await form.getByLabel('Amount').fill('500.00');
    await form.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    await form.getByRole('button', { name: 'Withdraw' }).click();
    const refusal = form.getByTestId('withdraw-identity');
    await expect(refusal).toContainText('withdrawals also need your source of funds verified');
    await expect(form.getByRole('status')).toHaveCount(0);
    await axe.check({ include: PANEL, label: 'withdraw: source of funds needed' });

    // Its button opens the Identity tab, which says why and offers the source-of-funds form.
    await refusal.getByRole('button', { name: 'Verify my identity' }).click();
    const identity = panel(page).getByTestId('centre-page');
    await expect(identity).toContainText('withdrawals now also need level 3');
    const upload = identity.getByRole('form', { name: 'Send a document' });
    await expect(upload.getByLabel('Document')).toHaveValue('SOURCE_OF_FUNDS');
    await upload.getByLabel('Files').setInputFiles({ name: 'payslip.png', mimeType: 'image/png', buffer: PNG });
    await upload.getByRole('button', { name: 'Send for review' }).click();
    await expect(identity).toContainText('Your source-of-funds declaration is being reviewed');
    await axe.check({ include: PANEL, label: 'identity: source of funds in review' });

    // An operator approves it; the same withdrawal then goes through.
    const queue = (await operatorCall(site, page, 'GET', kycEndpoints.opsQueue.path)) as { list: { id: number; account: string; kind: string }[] };
    const declaration = queue.list.find((item) => item.account === member && item.kind === 'SOURCE_OF_FUNDS');
    expect(declaration, `no source-of-funds declaration of ${member} in the review queue`).toBeDefined();
    await operatorCall(site, page, 'POST', kycEndpoints.opsApprove.path.replace(':submissionId', String(declaration!.id)), { reference: `e2e-sof-${declaration!.id}` });
    const orderNoAfter = await requestWithdrawal(page, '500.00', PAYMENT_PASSWORD);
    expect(orderNoAfter).toMatch(/^W\d+$/);
    expect((await reconcileLedger(site)).consistent).toBe(true);
  });
});
