import type { Page } from '@playwright/test';
import { sealPayload, type RsaKeyValue } from '@site/shared/contract';
import { createMember, expect, expectNoAxeViolations, lastMessageId, latestCode, startServer, test, uniqueAccount, type ServerProcess, type Site } from '@site/deploy/e2e';

/**
 * The second step of a sign-in from an address the account has not used before, in the browser on
 * a phone: the login dialog gives way to it, an e-mailed code opens the session, and My account
 * then lists the address as trusted. The demo site treats the machine itself as no new address,
 * so this journey runs its own server behind a "proxy" (TRUST_PROXY=127.0.0.1) and the page names
 * its address in X-Forwarded-For, as a visitor elsewhere would arrive.
 */

const PASSWORD = 'secret123';
const HOME = '203.0.113.10';
const AWAY = '203.0.113.50';

let server: ServerProcess;
let site: Site;

test.beforeAll(async () => {
  // A fresh server seeds the demo site first: minutes on a busy machine.
  test.setTimeout(420_000);
  server = await startServer({
    label: 'two-step',
    timeoutMs: 360_000,
    seedRemotesFrom: process.env.E2E_DATA_DIR,
    env: { TRUST_PROXY: '127.0.0.1', SITE_ORIGINS: 'https://two-step.example', OPS_PORT: 'public', PLATFORM_TEST_LIGHT_HASHES: '1' },
  });
  site = { url: server.url, dataDir: server.dataDir, operatorToken: server.operatorToken };
});

test.afterAll(async () => {
  await server?.stop();
});

async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const form = page.getByTestId('auth-modal-login').getByRole('form', { name: 'Log in' });
  await expect(form).toBeVisible();
  return form;
}

test('a member signing in from a new address on a phone confirms with an e-mailed code, then finds the address trusted in My account', async ({ page }) => {
  test.setTimeout(240_000);
  const account = uniqueAccount('twostep');
  const email = `${account}@mail.example`;
  // The operator's create call takes an e-mail address too (the e2e helper's type names only what other journeys use).
  const member = { account, password: PASSWORD, email };
  await createMember(site, member);
  // The account's first sign-in, from home, trusts that address.
  const key = ((await (await fetch(`${site.url}/wps/session/key/rsa`)).json()) as { value: RsaKeyValue }).value;
  const first = await fetch(`${site.url}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': HOME },
    body: JSON.stringify(await sealPayload(key, { type: 'username', username: account, password: PASSWORD }, key.serverTime)),
  });
  expect(first.status).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': AWAY });
  await page.goto(site.url);
  const login = await openLogin(page);
  await login.getByRole('textbox', { name: 'Username', exact: true }).fill(account);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();

  const step = page.getByTestId('auth-modal-login').getByRole('form', { name: 'Confirm it is you' });
  await expect(step).toBeVisible();
  // E-mail is this account's only way, so no choice is offered: the code goes to the masked address.
  await expect(step.getByText(/We will send a code to t\*\*\*.@mail\.example\./)).toBeVisible();
  await expectNoAxeViolations(page, { label: 'second step of a sign-in (phone)' });
  // No session yet.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();

  const before = await lastMessageId(site, email);
  await step.getByRole('button', { name: 'Send code' }).click();
  await expect(step.getByText(/We sent a code to/)).toBeVisible();
  await step.getByLabel('Code sent by e-mail').fill(await latestCode(site, email, before));
  await step.getByRole('button', { name: 'Confirm' }).click();

  const after = page.getByTestId('after-login');
  await expect(after).toBeVisible();
  await after.getByRole('button', { name: 'OK' }).click();
  const strip = page.getByRole('banner').getByRole('group', { name: 'Account' });
  await expect(strip).toContainText(account);

  await strip.getByRole('button', { name: /menu/ }).click();
  await strip.getByRole('listitem').getByRole('button', { name: 'Member centre' }).click();
  const panel = page.getByTestId('member-centre-panel');
  // On a phone the centre opens on My account, its menu a select above the page.
  const centrePage = panel.getByTestId('centre-page');
  await expect(centrePage.getByRole('heading', { level: 3, name: 'My account' })).toBeVisible();
  await centrePage.getByRole('tab', { name: 'Security' }).click();
  const trusted = centrePage.getByRole('list', { name: 'Trusted addresses' });
  await expect(trusted.getByTestId('trusted-address')).toHaveCount(2);
  await expect(trusted.getByTestId('trusted-address').filter({ hasText: AWAY })).toContainText('this address');
  await expect(centrePage.getByRole('form', { name: 'Add an authenticator app' })).toBeVisible();
  await expectNoAxeViolations(page, { label: 'My account security with trusted addresses (phone)' });
});
