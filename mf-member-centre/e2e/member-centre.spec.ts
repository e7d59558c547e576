import type { Locator, Page } from '@playwright/test';
import { dismissAfterLogin, expect, newMember, test, type Site } from '@site/deploy/e2e';
import { signIn } from './support/centre';

/**
 * The member centre panel on the real server: the header's account menu opens it at each page it
 * offers; the side menu lists every entry in order and each page loads on the right (the later
 * issues' pages say so honestly); an operator's messages show in the header's and the centre's
 * badges, and reading and deleting them updates both; the menu works by keyboard, on a 390 px
 * phone, and passes axe; a free-play account is told the centre needs a real account.
 */

const PASSWORD = 'centre1234';
const PHONE = { width: 390, height: 844 };
const PANEL = '[data-testid="member-centre-panel"]';

/** The side menu's labels, in order: built pages only (a page whose feature has not landed is not offered). */
const MENU: readonly { label: string }[] = [
  { label: 'My account' },
  { label: 'My wallet' },
  { label: 'Deposit' },
  { label: 'Withdrawal' },
  { label: 'Transfer to upline' },
  { label: 'Betting record' },
  { label: 'Account record' },
  { label: 'Personal profit and loss' },
  { label: 'Bonus details' },
  { label: 'Reward centre' },
  { label: 'Platform information' },
  { label: 'Manual rebate' },
  { label: 'Responsible gaming' },
  { label: 'Feedback' },
];

/** How many Shift+Tab presses lead from a page's heading back to the menu entry `label`. */
function stepsBackTo(label: string): number {
  return MENU.length - MENU.findIndex((entry) => entry.label === label);
}

/** Each entry of the header's account menu (a plain member's) and the centre page it opens. */
const HEADER_ENTRIES: readonly { entry: string; page: string }[] = [
  { entry: 'Betting record', page: 'Betting record' },
  { entry: 'Deposit', page: 'Deposit' },
  { entry: 'Withdrawal', page: 'Withdrawal' },
  { entry: 'Account record', page: 'Account record' },
  { entry: 'Member centre', page: 'My account' },
  { entry: 'My account', page: 'My account' },
];

function header(page: Page): Locator {
  return page.getByRole('banner');
}

function panel(page: Page): Locator {
  return page.getByTestId('member-centre-panel');
}

function centrePage(page: Page): Locator {
  return panel(page).getByTestId('centre-page');
}

/** The side menu's entry for `label` (its name gains the count when it has a badge). */
function menuEntry(page: Page, label: string): Locator {
  return panel(page).getByRole('navigation', { name: 'Member centre menu' }).getByRole('button', { name: new RegExp(`^${label}( \\d+)?$`) });
}

/** The header's mail button, whose badge shows the unread count. */
function headerBadge(page: Page): Locator {
  return header(page).getByTestId('unread-count');
}


/** Chooses `entry` in the header's account menu. */
async function chooseFromAccountMenu(page: Page, entry: string): Promise<void> {
  const strip = header(page).getByRole('group', { name: 'Account' });
  await strip.getByRole('button', { name: /menu/ }).click();
  await strip.getByRole('listitem').getByRole('button', { name: entry, exact: true }).click();
}

async function closeCentre(page: Page): Promise<void> {
  await panel(page).getByRole('button', { name: 'Close' }).click();
  await expect(panel(page)).toHaveCount(0);
}

/** An operator's message to one member through /ops, as the ops command sends it. */
async function sendMessage(site: Site, page: Page, account: string, title: string, content: string): Promise<void> {
  const response = await page.request.post(`${site.url}/ops/messages`, {
    headers: { authorization: `Bearer ${site.operatorToken}`, 'x-operator': 'e2e.operator' },
    data: { account, reference: `centre-e2e-${account}-${title.replace(/\W+/g, '-')}`, title, content },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('member centre panel', () => {
  test('the header menu opens each page it offers, and the side menu lists every entry in order', async ({ page, site, axe }) => {
    // Twenty pages loaded one after another, each with its own calls.
    test.setTimeout(120_000);
    const account = await newMember(site, { prefix: 'mcm', password: PASSWORD });
    await signIn(page, site, account, PASSWORD);

    for (const { entry, page: heading } of HEADER_ENTRIES) {
      await chooseFromAccountMenu(page, entry);
      await expect(centrePage(page).getByRole('heading', { level: 3, name: heading })).toBeVisible();
      await expect(menuEntry(page, heading)).toHaveAttribute('aria-current', 'page');
      await closeCentre(page);
    }

    await chooseFromAccountMenu(page, 'Member centre');
    const entries = panel(page).getByRole('navigation', { name: 'Member centre menu' }).getByRole('button');
    await expect(entries).toHaveText(MENU.map(({ label }) => new RegExp(`^${label}`)));

    for (const { label } of MENU) {
      await menuEntry(page, label).click();
      await expect(menuEntry(page, label)).toHaveAttribute('aria-current', 'page');
      const heading = centrePage(page).getByRole('heading', { level: 3, name: label });
      await expect(heading).toBeVisible();
      // A chosen page takes focus at its heading, so a screen reader announces where the member is.
      await expect(heading).toBeFocused();
      // No entry is a dead end: the page itself loaded, no error state, no spinner left.
      await expect(centrePage(page).getByTestId('not-available-yet')).toHaveCount(0);
      await expect(centrePage(page).getByTestId('kit-error')).toHaveCount(0);
      await expect(centrePage(page).locator('[aria-busy="true"]')).toHaveCount(0);
    }
    await axe.check({ include: PANEL, label: 'member centre at its last page' });
  });

  test("an operator's messages show in both badges; reading and deleting update them", async ({ page, site, axe }) => {
    test.setTimeout(120_000);
    const account = await newMember(site, { prefix: 'mcb', password: PASSWORD });
    await signIn(page, site, account, PASSWORD);
    await expect(header(page).getByRole('button', { name: 'Messages', exact: true })).toBeVisible();
    await expect(headerBadge(page)).toHaveCount(0);

    // The inbox is empty, and the centre remembers nothing stale when it opens again.
    await header(page).getByRole('button', { name: 'Messages', exact: true }).click();
    await expect(centrePage(page).getByText('No messages yet.')).toBeVisible();
    // Promotional messages turned off by keyboard: the operator's messages to the member alone are service and still arrive.
    const promotions = centrePage(page).getByRole('checkbox', { name: 'Promotional messages' });
    await expect(promotions).toBeChecked();
    await promotions.focus();
    await page.keyboard.press('Space');
    await expect(promotions).not.toBeChecked();
    await expect(promotions).toBeEnabled();
    await axe.check({ include: PANEL, label: 'empty inbox' });
    await closeCentre(page);

    await sendMessage(site, page, account, 'Welcome', 'Your account is ready.');
    await sendMessage(site, page, account, 'Maintenance', 'Short maintenance tonight.');

    // Opening the centre reads the count afresh: both badges show the two new messages.
    await chooseFromAccountMenu(page, 'Member centre');
    await expect(panel(page).getByTestId('badge-messageV2')).toHaveText('2');
    await expect(headerBadge(page)).toHaveText('2');
    await menuEntry(page, 'Platform information').click();
    const messages = centrePage(page).getByTestId('message');
    await expect(messages).toHaveCount(2);
    await expect(messages.first()).toHaveAttribute('data-read', 'false');
    await axe.check({ include: PANEL, label: 'inbox with unread messages' });

    // Opening the newest marks it read; both badges drop to one.
    const newest = messages.filter({ hasText: 'Maintenance' });
    await newest.getByRole('button', { name: /Maintenance/ }).click();
    await expect(newest).toContainText('Short maintenance tonight.');
    await expect(newest).toHaveAttribute('data-read', 'true');
    await expect(panel(page).getByTestId('badge-messageV2')).toHaveText('1');
    await expect(headerBadge(page)).toHaveText('1');
    await expect(header(page).getByRole('button', { name: 'Messages, 1 unread' })).toBeVisible();
    await axe.check({ include: PANEL, label: 'inbox with an open message' });

    // Delete asks first: cancelling keeps the message.
    await newest.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByTestId('delete-message-dialog');
    await expect(confirm).toBeVisible();
    await axe.check({ label: 'delete confirmation' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(messages).toHaveCount(2);
    await newest.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(messages).toHaveCount(1);
    await expect(messages.first()).toContainText('Welcome');

    await messages.first().getByRole('button', { name: /Welcome/ }).click();
    await expect(messages.first()).toHaveAttribute('data-read', 'true');
    await expect(panel(page).getByTestId('badge-messageV2')).toHaveCount(0);
    await expect(headerBadge(page)).toHaveCount(0);

    // The server agrees after a reload.
    await page.reload();
    await expect(header(page).getByRole('button', { name: 'Messages', exact: true })).toBeVisible();
    await expect(headerBadge(page)).toHaveCount(0);
  });

  test('the menu works by keyboard: Tab to an entry, Enter opens it and focus moves to its heading', async ({ page, site }) => {
    const account = await newMember(site, { prefix: 'mck', password: PASSWORD });
    await signIn(page, site, account, PASSWORD);

    // The account menu by keyboard too.
    const strip = header(page).getByRole('group', { name: 'Account' });
    await strip.getByRole('button', { name: /menu/ }).focus();
    await page.keyboard.press('Enter');
    const memberCentre = strip.getByRole('listitem').getByRole('button', { name: 'Member centre', exact: true });
    await memberCentre.focus();
    await page.keyboard.press('Enter');
    const accountHeading = centrePage(page).getByRole('heading', { level: 3, name: 'My account' });
    await expect(accountHeading).toBeFocused();

    // From the page heading, Shift+Tab walks back into the menu: its last entry first.
    await page.keyboard.press('Shift+Tab');
    await expect(menuEntry(page, MENU[MENU.length - 1]!.label)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(menuEntry(page, MENU[MENU.length - 2]!.label)).toBeFocused();
    for (let step = 2; step < stepsBackTo('Platform information'); step += 1) await page.keyboard.press('Shift+Tab');
    await expect(menuEntry(page, 'Platform information')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(centrePage(page).getByRole('heading', { level: 3, name: 'Platform information' })).toBeFocused();
    await expect(menuEntry(page, 'Platform information')).toHaveAttribute('aria-current', 'page');

    // Back from the heading: the entries after Platform information, it, Reward centre, Bonus details.
    for (let step = 0; step < stepsBackTo('Bonus details'); step += 1) await page.keyboard.press('Shift+Tab');
    await expect(menuEntry(page, 'Bonus details')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(centrePage(page).getByRole('heading', { level: 3, name: 'Bonus details' })).toBeFocused();

    // Tab goes forward from the menu into the page: the next entry, then on.
    await menuEntry(page, 'My account').focus();
    await page.keyboard.press('Tab');
    await expect(menuEntry(page, 'My wallet')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(centrePage(page).getByRole('heading', { level: 3, name: 'My wallet' })).toBeFocused();

    // Escape closes the centre.
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
  });

  test('a free-play account is told the centre needs a real account', async ({ page }) => {
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Log in' }).click();
    await page.getByTestId('auth-modal-login').getByRole('button', { name: 'Free play' }).click();
    await dismissAfterLogin(page);

    await chooseFromAccountMenu(page, 'Member centre');
    await expect(page.getByTestId('need-real-account')).toBeVisible();
    await expect(panel(page)).toHaveCount(0);
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: PHONE });

    test('the panel covers the screen and its menu is a select that changes the page', async ({ page, site, axe }) => {
      const account = await newMember(site, { prefix: 'mcp', password: PASSWORD });
      await signIn(page, site, account, PASSWORD);
      await sendMessage(site, page, account, 'Hello', 'A message for the phone.');
      await page.reload();
      await expect(headerBadge(page)).toHaveText('1');

      await chooseFromAccountMenu(page, 'Member centre');
      await expect(centrePage(page).getByRole('heading', { level: 3, name: 'My account' })).toBeVisible();
      const box = (await panel(page).boundingBox())!;
      expect(box).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });

      const select = panel(page).getByRole('combobox', { name: 'Member centre menu' });
      await expect(select).toBeVisible();
      await expect(select.locator('option')).toHaveText(MENU.map(({ label }) => (label === 'Platform information' ? 'Platform information (1)' : label)));
      await select.selectOption({ label: 'Platform information (1)' });
      await expect(centrePage(page).getByRole('heading', { level: 3, name: 'Platform information' })).toBeVisible();
      await expect(centrePage(page).getByTestId('message')).toHaveCount(1);
      const overflow = await panel(page).evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      await axe.check({ include: PANEL, label: 'platform information on a phone' });

      // By keyboard on the phone: the select takes arrow keys.
      await select.focus();
      await page.keyboard.press('ArrowUp');
      await expect(centrePage(page).getByRole('heading', { level: 3, name: 'Reward centre' })).toBeVisible();
      await expect(centrePage(page).getByTestId('not-available-yet')).toHaveCount(0);
    });
  });
});
