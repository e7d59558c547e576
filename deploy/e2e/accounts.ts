import { expect, type Page } from '@playwright/test';
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

/** The newest message to `to` (e.g. '+84912345678'), waiting briefly for it to arrive. */
export async function latestMessage(site: Site, to: string, newerThan = 0): Promise<OutboxMessage> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const messages = await ops<OutboxMessage[]>(site, 'GET', `/ops/outbox?${new URLSearchParams({ to, limit: '1' }).toString()}`);
    const latest = messages[0];
    if (latest && latest.id > newerThan) return latest;
    await new Promise((resolve) => setTimeout(resolve, 250));
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
      for (let attempt = 0; attempt < 50 && (!key || answered.has(key)); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 100));
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

/** Signs a member in through the header's login dialog on the page as it is, and closes the welcome. */
export async function signInFromDialog(page: Page, account: string, password: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const form = page.getByTestId('auth-modal-login').getByRole('form', { name: 'Log in' });
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(account);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await dismissAfterLogin(page);
}

/** A new member (account `prefix` + a unique tail) with `password`, credited `balance` through the ledger when given. */
export async function newMember(site: Site, { prefix, password, balance }: { prefix: string; password: string; balance?: string }): Promise<string> {
  const account = uniqueAccount(prefix);
  await createMember(site, { account, password });
  if (balance) await credit(site, account, balance, `e2e-funding-${account}`);
  return account;
}
