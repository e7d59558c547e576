import { expect, type Page } from '@playwright/test';
import { sealPayload, type LoginRequest, type LoginValue, type RsaKeyValue } from '@site/shared/contract';
import { accountEndpoints, type SetPaymentPasswordRequest } from '@site/shared/contract/member';
import { sessionEndpoints } from '@site/shared/contract/session';
import type { Site } from './test';

/**
 * What account journeys need from the operator side of the platform: the outbox (codes and mails
 * as the embedded delivery stores them), the captcha answer (test hook, PLATFORM_TEST_HOOKS=1 on
 * the e2e server only), members created directly (agents, a '123456' password) and credits.
 */

async function ops<T>(site: Site, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${site.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${site.operatorToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const payload = (await response.json()) as { success: boolean; value: T; message?: string };
  if (!response.ok || !payload.success) throw new Error(`${method} ${path}: HTTP ${response.status} ${payload.message ?? ''}`);
  return payload.value;
}

export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

/** How long a message or a captcha image may take to arrive: a busy machine is slow, not broken. */
const ARRIVAL_MS = 30_000;

/** The newest message to `to` (e.g. '+84912345678'), waiting for it to arrive. */
export async function latestMessage(site: Site, to: string, newerThan = 0): Promise<OutboxMessage> {
  for (const deadline = Date.now() + ARRIVAL_MS; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 250))) {
    const messages = await ops<OutboxMessage[]>(site, 'GET', `/ops/outbox?${new URLSearchParams({ to, limit: '1' }).toString()}`);
    const latest = messages[0];
    if (latest && latest.id > newerThan) return latest;
  }
  throw new Error(`no message to ${to} arrived`);
}

/** The one-time code in the newest SMS to `to`. */
export async function latestCode(site: Site, to: string, newerThan = 0): Promise<string> {
  const message = await latestMessage(site, to, newerThan);
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`no code in the message to ${to}`);
  return code;
}

/** The id of the newest message to `to`, or 0 (to wait for a newer one after an action). */
export async function lastMessageId(site: Site, to: string): Promise<number> {
  const messages = await ops<OutboxMessage[]>(site, 'GET', `/ops/outbox?${new URLSearchParams({ to, limit: '1' }).toString()}`);
  return messages[0]?.id ?? 0;
}

/**
 * Follows the captcha images the page loads; `answer()` reads the text of the newest one it has not
 * answered yet, waiting for it to arrive. An answer works once, so after a send the page loads a
 * new image: the next `answer()` waits for that one rather than repeating a spent answer.
 */
export function trackCaptcha(page: Page, site: Site): { answer: () => Promise<string> } {
  let key: string | null = null;
  const answered = new Set<string>();
  // The image's answer exists once the platform has answered the image request.
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname === '/wps/captcha' && response.ok()) key = url.searchParams.get('key');
  });
  return {
    answer: async () => {
      for (const deadline = Date.now() + ARRIVAL_MS; (!key || answered.has(key)) && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 100));
      if (!key) throw new Error('the page has not asked for a captcha');
      if (answered.has(key)) throw new Error('the page has not loaded a new captcha since the last answer');
      answered.add(key);
      return (await ops<{ answer: string }>(site, 'GET', `/ops/captcha/${encodeURIComponent(key)}`)).answer;
    },
  };
}

export interface NewMember {
  account: string;
  password: string;
  type?: number;
  upline?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  mustChangePassword?: boolean;
}

export function createMember(site: Site, member: NewMember): Promise<{ id: number; account: string; type: number }> {
  return ops(site, 'POST', '/ops/members', member);
}

export function credit(site: Site, account: string, amount: string, reference: string): Promise<{ sumBalance: string; replayed: boolean }> {
  return ops(site, 'POST', '/ops/wallet/credit', { account, amount, reference });
}

/** Whether every balance equals the sum of its journal lines (GET /ops/ledger/reconcile), with the problems found. */
export function reconcileLedger(site: Site): Promise<{ consistent: boolean; problemCount: number; problems: unknown[] }> {
  return ops(site, 'GET', '/ops/ledger/reconcile');
}

/** A username the register rule accepts (letter first, 2-15 letters and digits), unique per call. */
export function uniqueAccount(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 15);
}

/** A mobile number (Vietnam, +84, 9 digits) unique per call. */
export function uniqueMobile(): string {
  return `9${String(Date.now() % 1e7).padStart(7, '0')}${Math.floor(Math.random() * 10)}`;
}

/** Closes the welcome dialog a member sees after signing in. */
export async function dismissAfterLogin(page: Page): Promise<void> {
  const after = page.getByTestId('after-login');
  await expect(after).toBeVisible();
  await after.getByRole('button', { name: 'OK' }).click();
  await expect(after).toHaveCount(0);
}

async function platformValue<T>(response: { ok(): boolean; status(): number; json(): Promise<unknown> }, what: string): Promise<T> {
  const payload = (await response.json()) as { success: boolean; value: T; message?: string };
  if (!response.ok() || !payload.success) throw new Error(`${what}: HTTP ${response.status()} ${payload.message ?? ''}`);
  return payload.value;
}

/**
 * The platform's login call as the login dialog makes it: the body sealed with the platform's key
 * and stamped with its clock, sent from the page's browser context (its user agent, so the login
 * history names the browser).
 */
export async function loginThroughApi(page: Page, site: Site, account: string, password: string): Promise<LoginValue> {
  const key = await platformValue<RsaKeyValue>(await page.request.get(`${site.url}/wps/session/key/rsa`), 'GET /wps/session/key/rsa');
  const login: LoginRequest = { type: 'username', username: account, password };
  const sealed = await sealPayload(key, login, key.serverTime);
  return platformValue<LoginValue>(await page.request.post(`${site.url}/wps/session/login`, { data: sealed }), `login of ${account}`);
}

/**
 * Opens `path` with `account` already signed in, for journeys that are not about signing in: the
 * platform's login call, then the session the site keeps in the tab (what startSession in
 * shared/src/session stores: one sessionStorage key each) put there before the site's scripts
 * read it. Only this first load is given the session, so a later sign-out or another sign-in
 * holds. The merchant keys take the brand's code from the settings the server inlines.
 */
export async function openSignedIn(page: Page, site: Site, account: string, password: string, path = '/'): Promise<void> {
  const value = await loginThroughApi(page, site, account, password);
  const session = {
    token: value.token,
    account: value.account,
    customerId: value.customerId,
    isAgent: String(value.type),
    memberLabel: value.memberLabel,
    ...(value.passwordChange ? { passwordChange: value.passwordChange } : {}),
  };
  const script = await page.addInitScript((keys: Record<string, string>) => {
    for (const [key, item] of Object.entries(keys)) sessionStorage.setItem(key, item);
    let config: { merchantCode?: string } | undefined;
    Object.defineProperty(window, '__SITE_CONFIG__', {
      configurable: true,
      get: () => config,
      set: (settings: typeof config) => {
        config = settings;
        if (settings?.merchantCode) for (const key of ['merchant', 'merchantCode']) sessionStorage.setItem(key, settings.merchantCode);
      },
    });
  }, session);
  try {
    await page.goto(path);
  } finally {
    await script.dispose();
  }
  // The header's account group, found by the account it names rather than by its label: the page
  // may open in any language.
  await expect(page.getByRole('banner').getByRole('group').filter({ hasText: account })).toHaveCount(1);
}

/** A new member (account `prefix` + a unique tail) with `password`, credited `balance` through the ledger when given. */
export async function newMember(site: Site, { prefix, password, balance }: { prefix: string; password: string; balance?: string }): Promise<string> {
  const account = uniqueAccount(prefix);
  await createMember(site, { account, password });
  if (balance) await credit(site, account, balance, `e2e-funding-${account}`);
  return account;
}

export interface WithdrawalSetUp {
  /** Upper case: the platform keeps it so. */
  realName: string;
  loginPassword: string;
  paymentPassword: string;
}

/**
 * What a withdrawal needs, set through the platform's calls as My account makes them (for journeys
 * that are about something else): the real name, the payment password (sealed, as the page seals
 * it) and a payout account in that name at the first bank offered. The account number is unique to
 * the call, so no two members share a payout account (which the rewards' abuse checks would flag).
 * The identity approval a withdrawal also needs is verifyIdentityThroughApi's (identity.ts).
 */
export async function setUpWithdrawals(page: Page, site: Site, token: string, setUp: WithdrawalSetUp): Promise<void> {
  const headers = { authorization: token };
  const call = async <T>(method: string, path: string, data?: unknown): Promise<T> =>
    platformValue<T>(await page.request.fetch(`${site.url}${path}`, { method, headers, ...(data === undefined ? {} : { data }) }), `${method} ${path}`);
  await call('PUT', accountEndpoints.realName.path, { realName: setUp.realName });
  const key = await call<RsaKeyValue>('GET', sessionEndpoints.rsaKey.path);
  const password: SetPaymentPasswordRequest = { password: setUp.loginPassword, newPaymentPassword: setUp.paymentPassword, confirmPaymentPassword: setUp.paymentPassword };
  await call('POST', accountEndpoints.setPaymentPassword.path, await sealPayload(key, password, key.serverTime));
  const banks = await call<{ list: { code: string }[] }>('GET', accountEndpoints.banks.path);
  const accountNumber = `${Date.now() % 1e10}${Math.floor(Math.random() * 100)}`.padStart(12, '7');
  await call('POST', accountEndpoints.addPayoutAccount.path, { bankCode: banks.list[0]!.code, accountNumber, holderName: setUp.realName });
}
