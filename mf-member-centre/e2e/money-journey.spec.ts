import type { Locator } from '@playwright/test';
import { createMember, expect, expectNoAxeViolations, reconcileLedger, test, uniqueAccount } from '@site/deploy/e2e';
import {
  PANEL,
  depositOrderRow,
  headerBadge,
  headerBalance,
  openCentrePage,
  operatorCall,
  panel,
  payOnGateway,
  requestWithdrawal,
  verifyIdentity,
  setUpMyAccount,
  signIn,
  startGatewayPayment,
} from './support/centre';

/**
 * The member's whole money journey on the real server, through the browser except the operator's
 * step: a new member with no money sets up My account, deposits through the demo gateway (paying
 * in its own window) and sees the header balance rise, asks for a withdrawal below the matching
 * minimum (so it waits for an operator), an operator approves it through /ops, and the member
 * finds both movements in the account record and both notices in Platform information, whose
 * opening clears the header badge. axe on every page visited; the ledger reconciles afterwards.
 */

const PASSWORD = 'journey123';
const PAYMENT_PASSWORD = '482915';
const REAL_NAME = 'PHAM MINH DUC';
/** Within the gateway channel's bounds (50.00 to 20,000.00). */
const DEPOSIT = '300.00';
/** Above the withdrawal minimum (100.00) and below the matching minimum (500.00): a manual withdrawal. */
const WITHDRAWAL = '120.00';

/** The cell of `column` in an account record row (cells carry their column's name). */
function cell(row: Locator, column: string): Locator {
  return row.locator(`td[data-label="${column}"]`);
}

test.describe('money journey', () => {
  test.afterEach(async ({ site }) => {
    const report = await reconcileLedger(site);
    expect(report.problems).toEqual([]);
    expect(report.consistent).toBe(true);
  });

  test('a new member sets up, deposits through the gateway, withdraws, an operator approves; the record and the messages show it all', async ({ page, site, axe }) => {
    // A payment window, an operator's step and axe on each of seven pages: on a busy machine this
    // takes well over a minute without anything being wrong.
    test.setTimeout(180_000);
    const account = uniqueAccount('mjr');
    await createMember(site, { account, password: PASSWORD });
    await signIn(page, site, account, PASSWORD);
    await expect(headerBalance(page)).toHaveText('P 0.00');

    // My account: real name, payment password and a payout account.
    await openCentrePage(page, 'My account');
    await setUpMyAccount(page, { realName: REAL_NAME, loginPassword: PASSWORD, paymentPassword: PAYMENT_PASSWORD });
    await axe.check({ include: PANEL, label: 'my account once set up' });

    // Deposit through the demo gateway: pay in its window, then the order is credited and the header rises.
    const deposit = await openCentrePage(page, 'Deposit');
    await axe.check({ include: PANEL, label: 'deposit' });
    const { gateway, orderNo: depositNo } = await startGatewayPayment(page, deposit, DEPOSIT);
    await expectNoAxeViolations(gateway, { label: 'gateway payment page' });
    await payOnGateway(gateway);
    await gateway.close();
    await expect(depositOrderRow(deposit, depositNo)).toHaveAttribute('data-state', 'CREDITED', { timeout: 15_000 });
    await expect(headerBalance(page)).toHaveText('P 300.00');

    // A first withdrawal is refused until the site has verified the member's identity: the page
    // says so and leads to My account's Identity tab, where the member sends a photo of the
    // document and an operator approves it.
    const firstTry = (await openCentrePage(page, 'Withdrawal')).getByRole('form', { name: 'Request a withdrawal' });
    await firstTry.getByLabel('Amount').fill(WITHDRAWAL);
    await firstTry.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    await firstTry.getByRole('button', { name: 'Withdraw' }).click();
    const identityNeeded = firstTry.getByTestId('withdraw-identity');
    await expect(identityNeeded).toContainText('Withdrawals need your identity verified');
    await axe.check({ include: PANEL, label: 'withdrawal: identity needed' });
    await identityNeeded.getByRole('button', { name: 'Verify my identity' }).click();
    await expect(panel(page).getByRole('tab', { name: 'Identity' })).toHaveAttribute('aria-selected', 'true');
    await axe.check({ include: PANEL, label: 'my account: identity' });
    await verifyIdentity(page, site, account);
    await expect(headerBalance(page)).toHaveText('P 300.00');

    // Withdrawal: held at once, waiting for the operator.
    const withdrawalNo = await requestWithdrawal(page, WITHDRAWAL, PAYMENT_PASSWORD);
    const withdrawal = panel(page).getByTestId('centre-page');
    await expect(withdrawal.getByTestId(`withdrawal-${withdrawalNo}`)).toContainText('Waiting for approval');
    await expect(headerBalance(page)).toHaveText('P 180.00');
    await axe.check({ include: PANEL, label: 'withdrawal waiting for approval' });

    const approved = (await operatorCall(site, page, 'POST', `/ops/withdrawals/${withdrawalNo}/approve`)) as { state: string };
    expect(approved.state).toBe('COMPLETED');
    // The open page follows a withdrawal while it waits: the approval shows without a reload.
    await expect(withdrawal.getByTestId(`withdrawal-${withdrawalNo}`)).toContainText('Completed', { timeout: 15_000 });

    // Account record: the deposit and the hold, newest first, each with amount, balance after and
    // reference. An approved withdrawal is paid out of the hold, so no line returns to the wallet.
    const record = await openCentrePage(page, 'Account record');
    const rows = record.getByRole('table', { name: 'Wallet movements, newest first' }).getByTestId('record-row');
    await expect(rows).toHaveCount(2);
    const expected = [
      { kind: 'Withdrawal held', amount: '-P 120.00', balanceAfter: 'P 180.00', reference: withdrawalNo },
      { kind: 'Deposit', amount: 'P 300.00', balanceAfter: 'P 300.00', reference: depositNo },
    ];
    for (const [index, line] of expected.entries()) {
      const row = rows.nth(index);
      await expect(cell(row, 'Type')).toHaveText(line.kind);
      await expect(cell(row, 'Amount')).toHaveText(line.amount);
      await expect(cell(row, 'Balance after')).toHaveText(line.balanceAfter);
      await expect(cell(row, 'Reference')).toHaveText(line.reference);
    }
    await expect(headerBalance(page)).toHaveText('P 180.00');
    await axe.check({ include: PANEL, label: 'account record' });

    // Platform information: the three notices unread (the deposit, the identity document the operator
    // approved, the withdrawal), and the badges agree with the inbox (the centre stayed open while they
    // arrived); opening each marks it read and the header badge follows.
    const inbox = await openCentrePage(page, /^Platform information/, 'Platform information');
    const messages = inbox.getByTestId('message');
    await expect(messages).toHaveCount(3);
    await expect(headerBadge(page)).toHaveText('3');
    await expect(panel(page).getByTestId('badge-messageV2')).toHaveText('3');
    await axe.check({ include: PANEL, label: 'platform information, three unread' });
    const notices = [
      { title: 'Withdrawal approved', content: `Your withdrawal of P 120.00 (order ${withdrawalNo}) has been approved.` },
      { title: 'Document approved', content: 'has been approved. My account > Identity shows your verification level.' },
      { title: 'Deposit credited', content: `Your deposit of P 300.00 (order ${depositNo}) has been credited to your wallet.` },
    ];
    for (const [index, notice] of notices.entries()) {
      const message = messages.filter({ hasText: notice.title });
      await expect(message).toHaveAttribute('data-read', 'false');
      await message.getByRole('button', { name: new RegExp(notice.title) }).click();
      await expect(message).toContainText(notice.content);
      await expect(message).toHaveAttribute('data-read', 'true');
      const unread = notices.length - index - 1;
      if (unread > 0) await expect(headerBadge(page)).toHaveText(String(unread));
      else await expect(headerBadge(page)).toHaveCount(0);
    }
    await expect(panel(page).getByTestId('badge-messageV2')).toHaveCount(0);
    await axe.check({ include: PANEL, label: 'platform information, all read' });
  });
});
