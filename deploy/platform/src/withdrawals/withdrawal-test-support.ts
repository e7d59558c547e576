/**
 * Test support for the withdrawals area: members ready to withdraw (real name, payment password,
 * payout account, balance), calls with their tokens, and ledger sums per order.
 */
import { LIGHT_TEST_PASSWORD_COST } from '../accounts/passwords';
import { crc32, deflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { issueSession } from '../accounts/session-auth';
import type { ScriptDb } from '../db/database';
import { storePaymentPassword } from '../member/payment-password';
import { grantIdentity } from '../protection/kyc/kyc-test-support';
import { AccountClient } from '../testing/account-client';
import type { PlatformFixture } from '../testing/platform-fixture';
import { insertMember } from '../wallet/wallet-test-db';
import { creditMember } from '../wallet/ledger';
import { parseAmount } from '../wallet/money';

export const PAYMENT_PASSWORD = '246810';

let serial = 0;

export interface TestMember {
  memberId: string;
  token: string;
  account: string;
  payoutAccountId: number;
}

function minor(text: string): bigint {
  const parsed = parseAmount(text);
  if ('problem' in parsed) throw new Error(`test amount ${text}: ${parsed.problem}`);
  return parsed.minor;
}

/**
 * A member with (unless told otherwise) a real name, identity verified in that name (KYC level 2),
 * the payment password, a payout account and `balance`.
 */
export async function withdrawingMember(
  fx: PlatformFixture,
  options: { balance?: string; realName?: boolean; kyc?: boolean; paymentPassword?: boolean; payout?: boolean; type?: number; uplineId?: string } = {},
): Promise<TestMember> {
  serial += 1;
  const db = fx.db as ScriptDb;
  const account = `wd${process.pid % 1000}x${serial}${Math.random().toString(36).slice(2, 7)}`;
  const memberId = await insertMember(db, { account, type: options.type, uplineId: options.uplineId });
  const realName = `TEST MEMBER ${String.fromCharCode(65 + (serial % 26))}`;
  if (options.realName !== false) await db.query('UPDATE members SET payee_name = $2 WHERE id = $1::bigint', [memberId, realName]);
  if (options.realName !== false && options.kyc !== false) await grantIdentity(db, memberId, realName);
  if (options.paymentPassword !== false) await storePaymentPassword(db, memberId, PAYMENT_PASSWORD, LIGHT_TEST_PASSWORD_COST);
  let payoutAccountId = 0;
  if (options.payout !== false) {
    const rows = await db.query<{ id: number }>(
      `INSERT INTO payout_accounts (member_id, bank_code, account_number, holder_name) VALUES ($1::bigint, 'VCB', $2, $3) RETURNING id::int AS id`,
      [memberId, `9704${String(serial).padStart(8, '0')}`, realName],
    );
    payoutAccountId = rows[0]!.id;
  }
  if (options.balance) {
    await creditMember(db, { memberId, amount: minor(options.balance), idempotencyKey: `test-credit:${memberId}`, kind: 'OPS_CREDIT', source: 'OPERATOR_FUNDING' });
  }
  return { memberId, token: await issueSession(db, memberId), account, payoutAccountId };
}

let requestSerial = 0;
export const newRequestId = () => `req-${Date.now().toString(36)}-${(requestSerial += 1)}`;

export interface Calls {
  get(token: string, url: string): Promise<LightMyRequestResponse>;
  post(token: string, url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  ops(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, operatorName?: string | null): Promise<LightMyRequestResponse>;
  withdraw(member: TestMember, amount: string, extra?: Record<string, unknown>): Promise<LightMyRequestResponse>;
}

export function calls(fx: PlatformFixture): Calls {
  const client = new AccountClient(fx);
  const api: Calls = {
    get: (token, url) => fx.call({ method: 'GET', url, headers: { authorization: token } }),
    post: (token, url, payload) => fx.call({ method: 'POST', url, headers: { authorization: token }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) }),
    ops: (method, url, payload, operatorName = 'ops.tester') =>
      fx.call({
        method,
        url,
        operator: true,
        headers: operatorName ? { 'x-operator': operatorName } : {},
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      }),
    // Sealed like the member centre sends it: the body carries the payment password.
    withdraw: (member, amount, extra = {}) =>
      client.sealed(
        'POST',
        '/wps/member/withdrawal',
        { amount, payoutAccountId: member.payoutAccountId, paymentPassword: PAYMENT_PASSWORD, requestId: newRequestId(), ...extra },
        { authorization: member.token },
      ),
  };
  return api;
}

/** The member's MAIN balance in minor units (0 without a wallet). */
export async function balanceOf(fx: PlatformFixture, memberId: string): Promise<bigint> {
  const rows = await fx.db.query<{ balance: string }>(
    `SELECT balance::text AS balance FROM ledger_accounts WHERE member_id = $1::bigint AND wallet_type = 'MAIN'`,
    [memberId],
  );
  return BigInt(rows[0]?.balance ?? '0');
}

/**
 * What the hold account took in and gave out for one order (its own entries and those of its
 * slices): zero once the order is finished, the amount still held while it is not.
 */
export async function heldFor(fx: PlatformFixture, orderNo: string): Promise<bigint> {
  const rows = await fx.db.query<{ total: string }>(
    `SELECT coalesce(sum(l.amount), 0)::text AS total
     FROM journal_lines l
     JOIN journal_entries e ON e.id = l.entry_id
     JOIN ledger_accounts a ON a.id = l.account_id AND a.code = 'WITHDRAWAL_HOLD'
     WHERE e.reference = $1
        OR e.reference IN (SELECT s.slice_no FROM withdrawal_slices s JOIN withdrawals w ON w.id = s.withdrawal_id WHERE w.order_no = $1)`,
    [orderNo],
  );
  return BigInt(rows[0]!.total);
}

/** Counts of everything a refused call must leave alone. */
export async function writtenState(fx: PlatformFixture): Promise<Record<string, number>> {
  const rows = await fx.db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM withdrawals) AS withdrawals,
            (SELECT count(*)::int FROM withdrawal_slices) AS slices,
            (SELECT count(*)::int FROM withdrawal_slice_files) AS files,
            (SELECT count(*)::int FROM journal_entries) AS entries,
            (SELECT count(*)::int FROM member_messages) AS messages,
            (SELECT count(*)::int FROM operator_actions) AS actions`,
  );
  return rows[0]!;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 1x1 grey png: signature, IHDR, one IDAT row, IEND. */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  pngChunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0])),
  pngChunk('IDAT', deflateSync(Buffer.from([0, 0x80]))),
  pngChunk('IEND', Buffer.alloc(0)),
]);
/** A jpg's structure: start of image, JFIF header, a 1x1 baseline frame header, end of image. */
export const JPEG_BYTES = Buffer.from([
  0xff, 0xd8,
  0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
  0xff, 0xc0, 0, 11, 8, 0, 1, 0, 1, 1, 1, 0x11, 0,
  0xff, 0xd9,
]);
export const pngFile = () => ({ contentType: 'image/png', data: PNG_BYTES.toString('base64') });
export const jpegFile = () => ({ contentType: 'image/jpeg', data: JPEG_BYTES.toString('base64') });
