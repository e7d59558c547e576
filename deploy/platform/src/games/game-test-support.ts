/** Test support for the games area: signed-in members and the checks every games test makes. */
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { TRIAL_TYPE } from '../accounts/members';
import { issueSession } from '../accounts/session-auth';
import type { ScriptDb } from '../db/database';
import { ErrorEnvelopeSchema, okEnvelope } from '../http/schemas';
import type { PlatformFixture } from '../testing/platform-fixture';
import { insertMember } from '../wallet/wallet-test-db';

export interface TestMember {
  memberId: number;
  token: string;
  account: string;
}

let serial = 0;

/** A new member (or trial account) with a session of its own. */
export async function signedInMember(fx: PlatformFixture, options: { trial?: boolean; account?: string } = {}): Promise<TestMember> {
  serial += 1;
  const account = options.account ?? `gm${process.pid % 1000}x${serial}${Math.random().toString(36).slice(2, 6)}`;
  const memberId = await insertMember(fx.db as ScriptDb, { account, type: options.trial ? TRIAL_TYPE : 0 });
  return { memberId: Number(memberId), token: await issueSession(fx.db, memberId), account };
}

/** A GET with the member's token (none for a visitor). */
export function getAs(fx: PlatformFixture, url: string, member?: TestMember, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return fx.call({ method: 'GET', url, headers: { ...(member ? { authorization: member.token } : {}), ...headers } });
}

/** A JSON POST with the member's token. */
export function postAs(fx: PlatformFixture, url: string, payload: unknown, member?: TestMember): Promise<LightMyRequestResponse> {
  return fx.call({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: member ? { authorization: member.token } : {} });
}

/** The value of a 200 answer, parsed by `schema`. */
export function valueOf<S extends z.ZodType>(response: LightMyRequestResponse, schema: S): z.output<S> {
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return (okEnvelope(schema).parse(response.json()) as { value: z.output<S> }).value;
}

/** Asserts a refusal: status, errorCode and (when given) the field it names; never echoes markup. */
export function expectRefused(response: LightMyRequestResponse, status: number, errorCode: string, field?: string): void {
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status });
  const body = ErrorEnvelopeSchema.parse(response.json());
  expect(body.errorCode).toBe(errorCode);
  if (field !== undefined) {
    expect(body.field).toBe(field);
    expect(body.message.startsWith(`${field}: `)).toBe(true);
  }
  expect(response.body).not.toContain('<script>');
}
