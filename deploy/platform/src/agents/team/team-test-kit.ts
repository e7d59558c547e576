/**
 * Test support for the agents area: members inserted straight into the database (the tree trigger
 * files them under their upline), sessions issued without a login, money credited through the
 * ledger and the envelope of an answer. Tests only.
 */
import { LIGHT_TEST_PASSWORD_COST } from '../../accounts/passwords';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { issueSession } from '../../accounts/session-auth';
import { storePaymentPassword } from '../../member/payment-password';
import { AccountClient } from '../../testing/account-client';
import type { PlatformFixture } from '../../testing/platform-fixture';
import { creditMember } from '../../wallet/ledger';

export const PAYMENT_PASSWORD = '246810';

export interface Envelope<T = unknown> {
  success: boolean;
  value: T;
  errorCode: string | null;
  message: string | null;
  field?: string;
}

export const envelope = <T>(response: LightMyRequestResponse) => response.json() as Envelope<T>;

export interface TestMember {
  id: string;
  account: string;
  token: string;
}

let serial = 0;

/** A unique login name that fits the registration rules (letter first, letters and digits, at most 15). */
export function uniqueAccount(prefix = 't'): string {
  serial += 1;
  return `${prefix}${process.pid.toString(36)}${serial.toString(36)}${Math.random().toString(36).slice(2, 6)}`.slice(0, 15);
}

export async function insertTestMember(
  fx: PlatformFixture,
  options: { upline?: TestMember | null; type?: number; account?: string; money?: bigint; paymentPassword?: boolean; status?: 'ACTIVE' | 'FROZEN' } = {},
): Promise<TestMember> {
  const account = options.account ?? uniqueAccount();
  const [row] = await fx.db.query<{ id: string }>(
    `INSERT INTO members (account, type, password_hash, upline_id, status) VALUES ($1, $2, 'scrypt$not-a-real-hash', $3::bigint, $4)
     RETURNING id::text AS id`,
    [account, options.type ?? 0, options.upline?.id ?? null, options.status ?? 'ACTIVE'],
  );
  const id = row!.id;
  if (options.money) await creditMember(fx.db, { memberId: id, amount: options.money, idempotencyKey: `agents-test:${id}`, kind: 'OPS_CREDIT', source: 'OPERATOR_FUNDING' });
  if (options.paymentPassword) await storePaymentPassword(fx.db, id, PAYMENT_PASSWORD, LIGHT_TEST_PASSWORD_COST);
  // A frozen account cannot hold a session; tests of frozen members never sign them in.
  const token = options.status === 'FROZEN' ? '' : await issueSession(fx.db, id);
  return { id, account, token };
}

/** An agent (type 1 unless told) without an upline. */
export function insertAgent(fx: PlatformFixture, options: Parameters<typeof insertTestMember>[1] = {}): Promise<TestMember> {
  return insertTestMember(fx, { type: 1, ...options });
}

export const asMember = (member: TestMember) => ({ authorization: member.token });

/** Row counts of what the agents' team calls write: a refused call must leave them all unchanged. */
export async function teamWriteCounts(fx: PlatformFixture): Promise<Record<string, number>> {
  const [row] = await fx.db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM members) AS members, (SELECT count(*)::int FROM affiliate_codes) AS affiliate_codes,
            (SELECT count(*)::int FROM journal_entries) AS journal_entries, (SELECT count(*)::int FROM downline_transfers) AS downline_transfers,
            (SELECT count(*)::int FROM agent_notices) AS agent_notices`,
  );
  return row!;
}

/** The team calls that carry a password, whose body the agent centre seals for the platform key. */
const SEALED_CALLS = new Set(['/wps/agent/team/members', '/wps/agent/team/transfer']);
const clients = new WeakMap<PlatformFixture, AccountClient>();

/** Sends a team call as the agent centre does: a POST that carries a password sealed, the rest plain. */
export function agentCall(fx: PlatformFixture, options: InjectOptions): Promise<LightMyRequestResponse> {
  const url = String(options.url);
  if (options.method !== 'POST' || !SEALED_CALLS.has(url)) return fx.call(options);
  const client = clients.get(fx) ?? new AccountClient(fx);
  clients.set(fx, client);
  return client.sealed('POST', url, options.payload, (options.headers ?? {}) as Record<string, string>);
}
