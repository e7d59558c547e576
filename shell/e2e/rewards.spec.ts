import type { Locator, Page, Response } from '@playwright/test';
import { DEMO_SLOT_SPIN_PATH } from '@site/shared/contract';
import { rewardsEndpoints as calls } from '@site/shared/contract/rewards/rewards';
import { expect, loginThroughApi, newMember, openSignedIn, reconcileLedger, setUpWithdrawals, test, verifyIdentityThroughApi, type Site } from '@site/deploy/e2e';

/**
 * Rewards across the site: an operator opens a raffle and puts a ticket in a member's reward
 * centre; the member sees it counted on the centre's menu, draws it, and reads the drawn amount
 * paid to the bonus balance with a link to the draw's public proof. A withdrawal then would
 * forfeit the bonus, so the form asks first and the member keeps it; the member plays a slot until
 * the wagering is met and the bonus is released to cash, finds it released in Bonus details, and
 * withdraws. On a 390 px phone a money reward is claimed the same way, the member plays a few
 * rounds and claims the manual rebate they earned, then finds the claim in its history. Every
 * page and dialog passes axe; the ledger adds up afterwards.
 */

const PASSWORD = 'rewards1234';
const PAYMENT_PASSWORD = '731904';
/** The slot stakes the journeys choose, in minor units (the demo vendor offers 0.20 to 100.00). */
const STAKE_20 = 2_000;
const STAKE_50 = 5_000;
const PANEL = '[data-testid="member-centre-panel"]';

/** An /ops call with the operator token and the operator's name (every reward action is audited). */
async function ops<T>(site: Site, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${site.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${site.operatorToken}`, 'x-operator': 'e2e', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const payload = (await response.json()) as { success: boolean; value: T; message?: string };
  if (!response.ok || !payload.success) throw new Error(`${method} ${path}: HTTP ${response.status} ${payload.message ?? ''}`);
  return payload.value;
}

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.toUpperCase();

function panel(page: Page): Locator {
  return page.getByTestId('member-centre-panel');
}

function account(page: Page): Locator {
  return page.getByRole('banner').getByRole('group', { name: 'Account' });
}

/**
 * The header's account menu → Member centre (unless the centre is open), then the page `entry`
 * names, by the menu or, on a phone, its select (`option` when a badge adds to its label there).
 */
async function openCentrePage(page: Page, { entry, heading, phone, option }: { entry: string; heading: string; phone: boolean; option?: string }): Promise<Locator> {
  if ((await panel(page).count()) === 0) {
    await account(page).getByRole('button', { name: /menu/ }).click();
    await account(page).getByRole('listitem').getByRole('button', { name: 'Member centre', exact: true }).click();
  }
  if (phone) {
    await panel(page).getByRole('combobox', { name: 'Member centre menu' }).selectOption({ label: option ?? entry });
  } else {
    await panel(page).getByRole('navigation', { name: 'Member centre menu' }).getByRole('button', { name: entry, exact: true }).click();
  }
  const centre = panel(page).getByTestId('centre-page');
  await expect(centre.getByRole('heading', { level: 3, name: heading })).toBeVisible();
  return centre;
}

const openRewardCentre = (page: Page, phone: boolean) => openCentrePage(page, { entry: 'Reward centre 1', option: 'Reward centre (1)', heading: 'Reward centre', phone });

/** Opens the first PG slot of the slot lobby on /game and chooses `stake`; answers the game's frame. */
async function openSlot(page: Page, stake: number) {
  await page.goto('/rng?vassalage=PG');
  await page.getByTestId('game-list').locator('[data-testid^="game-tile-"]').first().locator('[data-testid^="game-play-"]').click();
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByRole('button', { name: 'Spin', exact: true })).toBeEnabled();
  await frame.getByLabel('Stake').selectOption(String(stake));
  return frame;
}

/** Presses Spin and waits for the provider's answer; answers the round's stake in minor units. */
async function spin(page: Page, frame: ReturnType<Page['frameLocator']>): Promise<number> {
  const answered = page.waitForResponse((response: Response) => response.url().includes(DEMO_SLOT_SPIN_PATH) && response.request().method() === 'POST');
  const button = frame.getByRole('button', { name: 'Spin', exact: true });
  await expect(button).toBeEnabled();
  await button.click();
  const response = await answered;
  expect(((await response.json()) as { success: boolean }).success).toBe(true);
  return (JSON.parse(response.request().postData() ?? '{}') as { stake: number }).stake;
}

function headerBalance(page: Page): Locator {
  return account(page).getByTestId('header-balance');
}

/** 'P 1,234.50' in minor units. */
function minor(text: string): number {
  const match = /^P ([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: ${text}`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}

/** Minor units as the site writes them. */
function shown(amount: number): string {
  return `P ${Math.floor(amount / 100).toLocaleString('en-US')}.${String(amount % 100).padStart(2, '0')}`;
}

/** On the open withdrawal page: fills the form and sends it. */
async function sendWithdrawal(centre: Locator, amount: string): Promise<Locator> {
  const form = centre.getByRole('form', { name: 'Request a withdrawal' });
  await form.getByLabel('Amount').fill(amount);
  await form.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  return form;
}

test('a raffle ticket drawn into bonus money, kept past a withdrawal, played until released, then a withdrawal', async ({ page, site, axe }) => {
  // A draw, a dialog, a few game rounds and three centre pages, each checked by axe: on a busy
  // machine this takes well over a minute without anything being wrong.
  test.setTimeout(180_000);
  const member = await newMember(site, { prefix: 'rwd', password: PASSWORD, balance: '300.00' });
  const code = unique('E2E');
  const campaign = await ops<{ seedHash: string }>(site, 'POST', calls.opsCampaign.path, {
    code,
    kind: 'RAFFLE',
    title: 'Lucky draw',
    multiplier: 1,
    prizes: [
      { amount: '5.00', weight: 3 },
      { amount: '50.00', weight: 1 },
    ],
  });
  await ops(site, 'POST', calls.opsIssue.path, { account: member, reference: `ticket-${code}`, campaign: code });
  // What a withdrawal needs (real name, approved identity, payment password, payout account), set
  // through the calls My account makes.
  const { token } = await loginThroughApi(page, site, member, PASSWORD);
  await setUpWithdrawals(page, site, token, { realName: 'TRAN THI LAN', loginPassword: PASSWORD, paymentPassword: PAYMENT_PASSWORD });

  await openSignedIn(page, site, member, PASSWORD);
  await verifyIdentityThroughApi(page, site);
  const centre = await openRewardCentre(page, false);
  const ticket = centre.getByRole('listitem').filter({ hasText: 'Lucky draw' });
  await expect(ticket.getByText('Drawn when you claim')).toBeVisible();
  await axe.check({ include: PANEL, label: 'reward centre with a raffle ticket' });

  await ticket.getByRole('button', { name: 'Draw and claim' }).click();
  const paid = ticket.getByText(/^Claimed: (5|50)\.00 paid to your bonus balance\.$/);
  await expect(paid).toBeVisible();
  await expect(ticket.getByText('Claimed', { exact: true })).toBeVisible();
  const proof = ticket.getByRole('link', { name: 'Proof of the draw' });
  const href = (await proof.getAttribute('href'))!;
  const answer = (await (await fetch(`${site.url}${href}`)).json()) as { value: { seedHash: string; seed: string | null; amount: string } };
  expect(answer.value).toMatchObject({ seedHash: campaign.seedHash, seed: null });
  await expect(paid).toContainText(answer.value.amount);
  await axe.check({ include: PANEL, label: 'reward centre after a draw' });
  const prize = minor(`P ${answer.value.amount}`);
  await expect(account(page).getByTestId('header-bonus')).toHaveText(`Bonus ${shown(prize)}`);
  await expect(headerBalance(page)).toHaveText('P 300.00');

  // A withdrawal now would forfeit the bonus still being wagered: the form asks, the member keeps it.
  const withdrawal = await openCentrePage(page, { entry: 'Withdrawal', heading: 'Withdrawal', phone: false });
  await sendWithdrawal(withdrawal, '100.00');
  const forfeit = page.getByRole('dialog', { name: 'Withdraw and forfeit your bonus?' });
  await expect(forfeit).toContainText(`Your bonus of ${shown(prize)} is still being wagered (grants: 1).`);
  await axe.check({ include: '[role="dialog"][aria-modal="true"]', label: 'withdrawal: forfeit the bonus?' });
  await forfeit.getByRole('button', { name: 'Keep my bonus' }).click();
  await expect(forfeit).toHaveCount(0);
  await expect(withdrawal.locator('[data-testid^="withdrawal-W"]')).toHaveCount(0);
  await expect(headerBalance(page)).toHaveText('P 300.00');

  // Play: cash is staked first, every round's stake counts towards the 1x wagering; once met the
  // bonus becomes cash.
  const frame = await openSlot(page, STAKE_20);
  const notice = page.getByTestId('bonus-notice');
  await expect(notice).toContainText(`Bets use your cash (P 300.00) first, then your bonus (${shown(prize)}).`);
  await expect(notice).toContainText(`Wagering left before the bonus becomes cash: ${shown(prize)} of ${shown(prize)}.`);
  await axe.check({ label: '/game with a bonus being wagered' });
  let wagered = 0;
  while (wagered < prize) wagered += await spin(page, frame);
  await expect(account(page).getByTestId('header-bonus')).toHaveCount(0);

  const details = await openCentrePage(page, { entry: 'Bonus details', heading: 'Bonus details', phone: false });
  const granted = details.getByRole('table', { name: 'Bonuses received, newest first' }).getByRole('row').filter({ hasText: 'Raffle' });
  await expect(granted).toHaveCount(1);
  await expect(granted.getByRole('cell', { name: 'Released to cash' })).toBeVisible();
  await axe.check({ include: PANEL, label: 'bonus details with a released bonus' });

  const before = minor(await headerBalance(page).innerText());
  const form = await sendWithdrawal(await openCentrePage(page, { entry: 'Withdrawal', heading: 'Withdrawal', phone: false }), '100.00');
  await expect(form.getByRole('status')).toContainText(/Withdrawal W\d+ requested/);
  const orderNo = /W\d+/.exec((await form.getByRole('status').textContent()) ?? '')![0];
  await expect(panel(page).getByTestId(`withdrawal-${orderNo}`)).toContainText('Waiting for approval');
  await expect(headerBalance(page)).toHaveText(shown(before - 10_000));
  await axe.check({ include: PANEL, label: 'withdrawal requested after the bonus was released' });
  expect((await reconcileLedger(site)).consistent).toBe(true);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a member claims a money reward, plays a few rounds and claims the rebate they earned', async ({ page, site, axe }) => {
    test.setTimeout(180_000);
    const member = await newMember(site, { prefix: 'rwp', password: PASSWORD, balance: '300.00' });
    await ops(site, 'POST', calls.opsIssue.path, { account: member, reference: unique('gift-'), title: 'Welcome gift', amount: '12.50' });

    await openSignedIn(page, site, member, PASSWORD);
    const centre = await openRewardCentre(page, true);
    const gift = centre.getByRole('listitem').filter({ hasText: 'Welcome gift' });
    await expect(gift.getByText('None: paid as cash')).toBeVisible();
    await axe.check({ include: PANEL, label: 'reward centre on a phone' });
    await gift.getByRole('button', { name: 'Claim' }).click();
    await expect(gift.getByText('Claimed: 12.50 paid to your cash balance.')).toBeVisible();
    const overflow = await panel(page).evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await axe.check({ include: PANEL, label: 'reward centre on a phone after a claim' });

    // Three rounds at 50.00: 150.00 of qualifying bet, 1.20 of rebate at the slots' 0.80 %.
    const frame = await openSlot(page, STAKE_50);
    let staked = 0;
    for (let round = 0; round < 3; round += 1) staked += await spin(page, frame);
    expect(staked).toBe(15_000);

    const rebate = await openCentrePage(page, { entry: 'Manual rebate', heading: 'Manual rebate', phone: true });
    const line = rebate.getByRole('table', { name: 'Rebate accrued since your last claim, by game type' }).getByRole('row').filter({ hasText: '0.80%' });
    await expect(line).toContainText('P 150.00');
    await expect(line).toContainText('P 1.20');
    await expect(rebate.getByRole('region', { name: 'Rebate summary' })).toContainText('P 1.20');
    expect(await panel(page).evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1);
    await axe.check({ include: PANEL, label: 'manual rebate on a phone' });
    const before = minor(await headerBalance(page).innerText());
    await rebate.getByRole('button', { name: 'Claim', exact: true }).click();
    await expect(rebate.getByRole('status')).toHaveText('Claim 1: 1.20 paid to your main wallet.');
    await expect(headerBalance(page)).toHaveText(shown(before + 120));
    await expect(rebate.getByText('Nothing has accrued since your last claim.')).toBeVisible();
    await axe.check({ include: PANEL, label: 'manual rebate on a phone after a claim' });

    await rebate.getByRole('tab', { name: 'History' }).click();
    const claims = rebate.getByRole('table', { name: 'Your rebate claims, newest first' }).getByRole('row').filter({ hasText: 'P 1.20' });
    await expect(claims).toHaveCount(1);
    await expect(claims).toContainText(shown(before + 120));
    await axe.check({ include: PANEL, label: 'manual rebate history on a phone' });
    expect((await reconcileLedger(site)).consistent).toBe(true);
  });
});
