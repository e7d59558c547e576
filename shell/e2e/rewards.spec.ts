import type { Locator, Page } from '@playwright/test';
import { rewardsEndpoints as calls } from '@site/shared/contract/rewards/rewards';
import { expect, newMember, openSignedIn, reconcileLedger, test, type Site } from '@site/deploy/e2e';

/**
 * Rewards across the site: an operator opens a raffle and puts a ticket in a member's reward
 * centre; the member sees it counted on the centre's menu, draws it, and reads the drawn amount
 * paid to the bonus balance with a link to the draw's public proof. On a 390 px phone a money
 * reward is claimed the same way. Every state passes axe; the ledger adds up afterwards.
 */

const PASSWORD = 'rewards1234';
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

/** The header's account menu → Member centre, then the reward centre (by the menu or, on a phone, its select). */
async function openRewardCentre(page: Page, phone: boolean): Promise<Locator> {
  const strip = page.getByRole('banner').getByRole('group', { name: 'Account' });
  await strip.getByRole('button', { name: /menu/ }).click();
  await strip.getByRole('listitem').getByRole('button', { name: 'Member centre', exact: true }).click();
  if (phone) {
    await panel(page).getByRole('combobox', { name: 'Member centre menu' }).selectOption({ label: 'Reward centre (1)' });
  } else {
    await panel(page).getByRole('navigation', { name: 'Member centre menu' }).getByRole('button', { name: 'Reward centre 1' }).click();
  }
  const centre = panel(page).getByTestId('centre-page');
  await expect(centre.getByRole('heading', { level: 3, name: 'Reward centre' })).toBeVisible();
  return centre;
}

test('an operator issues a raffle ticket; the member draws it and sees the bonus with its proof', async ({ page, site, axe }) => {
  const account = await newMember(site, { prefix: 'rwd', password: PASSWORD });
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
  await ops(site, 'POST', calls.opsIssue.path, { account, reference: `ticket-${code}`, campaign: code });

  await openSignedIn(page, site, account, PASSWORD);
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
  expect((await reconcileLedger(site)).consistent).toBe(true);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a member claims a money reward from the reward centre', async ({ page, site, axe }) => {
    const account = await newMember(site, { prefix: 'rwp', password: PASSWORD });
    await ops(site, 'POST', calls.opsIssue.path, { account, reference: unique('gift-'), title: 'Welcome gift', amount: '12.50' });

    await openSignedIn(page, site, account, PASSWORD);
    const centre = await openRewardCentre(page, true);
    const gift = centre.getByRole('listitem').filter({ hasText: 'Welcome gift' });
    await expect(gift.getByText('None: paid as cash')).toBeVisible();
    await axe.check({ include: PANEL, label: 'reward centre on a phone' });
    await gift.getByRole('button', { name: 'Claim' }).click();
    await expect(gift.getByText('Claimed: 12.50 paid to your cash balance.')).toBeVisible();
    const overflow = await panel(page).evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await axe.check({ include: PANEL, label: 'reward centre on a phone after a claim' });
    expect((await reconcileLedger(site)).consistent).toBe(true);
  });
});
