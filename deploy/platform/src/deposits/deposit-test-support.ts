/** Test support for the deposit calls: members with sessions, calls with their token, signed gateway callbacks. */
import { walletEndpoints } from '@site/shared/contract/member';
import type { LightMyRequestResponse } from 'fastify';
import { issueSession } from '../accounts/session-auth';
import type { ScriptDb } from '../db/database';
import type { PlatformFixture } from '../testing/platform-fixture';
import { insertMember } from '../wallet/wallet-test-db';
import { callbackHeaders, CALLBACK_PATH, type CallbackBody } from './gateway/demo-gateway';

/** The real gateway's secret of test platforms (PAYMENT_GATEWAY_SECRET, set before the platform is built). */
export const TEST_GATEWAY_SECRET = 'test-payment-gateway-secret-0123456789abcdef';

/** The demo gateway's secret of test platforms (DEMO_GATEWAY_SECRET): another secret than the real gateway's. */
export const TEST_DEMO_GATEWAY_SECRET = 'test-demo-gateway-secret-0123456789abcdefgh';

let serial = 0;

export interface TestMember {
  memberId: string;
  token: string;
  account: string;
}

export async function signedInMember(fx: PlatformFixture, type = 0): Promise<TestMember> {
  serial += 1;
  const account = `dep${serial}${Math.random().toString(36).slice(2, 8)}`;
  const memberId = await insertMember(fx.db as ScriptDb, { account, type });
  return { memberId, token: await issueSession(fx.db, memberId), account };
}

export function asMember(fx: PlatformFixture, member: TestMember) {
  const headers = { authorization: member.token };
  return {
    get: (url: string) => fx.call({ method: 'GET', url, headers }),
    post: (url: string, payload?: Record<string, unknown>) => fx.call({ method: 'POST', url, headers, ...(payload ? { payload } : {}) }),
  };
}

/** The member's balance as the header reads it. */
export async function balanceOf(fx: PlatformFixture, member: TestMember): Promise<string> {
  return (await asMember(fx, member).get(walletEndpoints.balance.path)).json().value.sumBalance as string;
}

export const operatorHeaders = { 'x-operator': 'alice.ops' };

export function opsPost(fx: PlatformFixture, url: string, payload?: Record<string, unknown>, operator = operatorHeaders): Promise<LightMyRequestResponse> {
  return fx.call({ method: 'POST', url, operator: true, headers: operator, ...(payload ? { payload } : {}) });
}

export function opsPut(fx: PlatformFixture, url: string, payload: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return fx.call({ method: 'PUT', url, operator: true, headers: operatorHeaders, payload });
}

/** A callback as the demo gateway sends it, signed with `secret` (default the demo gateway's) at `now`. */
export function sendCallback(fx: PlatformFixture, body: CallbackBody, options: { secret?: string; now?: number; headers?: Record<string, string> } = {}) {
  const raw = JSON.stringify(body);
  return fx.call({
    method: 'POST',
    url: CALLBACK_PATH,
    headers: { ...callbackHeaders(options.secret ?? TEST_DEMO_GATEWAY_SECRET, raw, options.now), ...options.headers },
    payload: raw,
  });
}

/** Rows the deposit calls write: a refused call leaves every count unchanged. */
export async function depositCounts(db: ScriptDb | PlatformFixture['db']): Promise<Record<string, number>> {
  const rows = await db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM deposit_orders) AS orders, (SELECT count(*)::int FROM demo_gateway_payments) AS payments,
            (SELECT count(*)::int FROM journal_entries) AS entries, (SELECT count(*)::int FROM member_messages) AS messages,
            (SELECT count(*)::int FROM operator_actions) AS actions`,
  );
  return rows[0]!;
}

export function requestId(): string {
  serial += 1;
  return `req-${Date.now().toString(36)}-${serial}-${Math.random().toString(36).slice(2, 8)}`;
}
