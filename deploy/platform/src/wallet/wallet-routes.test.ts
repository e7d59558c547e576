import { z } from 'zod';
import { issueSession } from '../accounts/session-auth';
import { TRIAL_TYPE } from '../accounts/members';
import { okEnvelope } from '../http/schemas';
import { createPlatformFixture, TEST_OPERATOR_TOKEN, type PlatformFixture } from '../testing/platform-fixture';
import { OpsCreditValueSchema, ReconcileReportSchema, UnreadCountSchema, WalletBalanceSchema, walletEndpoints } from '@site/shared/contract/member';
import { insertMember } from './wallet-test-db';

let fx: PlatformFixture;

beforeAll(async () => {
  fx = await createPlatformFixture();
}, 60_000);

afterAll(async () => {
  await fx?.close();
});

const db = () => fx.db as Parameters<typeof insertMember>[0];

/** What a refused request must not have changed. */
async function ledgerState(): Promise<unknown> {
  const [row] = await fx.db.query(
    `SELECT (SELECT count(*)::int FROM ledger_accounts) AS accounts,
            (SELECT count(*)::int FROM journal_entries) AS entries,
            (SELECT count(*)::int FROM journal_lines) AS lines,
            (SELECT coalesce(sum(abs(balance)), 0)::text FROM ledger_accounts) AS volume`,
  );
  return row;
}

async function signedIn(options: { type?: number; account?: string } = {}): Promise<{ memberId: string; token: string; account: string }> {
  const account = options.account ?? `wr${Math.random().toString(36).slice(2, 12)}`;
  const memberId = await insertMember(db(), { account, type: options.type });
  return { memberId, token: await issueSession(fx.db, memberId), account };
}

const ErrorShape = z.strictObject({
  success: z.literal(false),
  value: z.null(),
  errorCode: z.string(),
  message: z.string(),
  field: z.string().optional(),
});

function refusedWith(response: { statusCode: number; json: () => unknown }, status: number, errorCode: string) {
  expect(response.statusCode).toBe(status);
  const body = ErrorShape.parse(response.json());
  expect(body.errorCode).toBe(errorCode);
  return body;
}

function balanceOf(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(200);
  return okEnvelope(WalletBalanceSchema).parse(response.json()).value;
}

const getBalance = (token?: string) => fx.call({ method: 'GET', url: walletEndpoints.balance.path, headers: token === undefined ? {} : { authorization: token } });
const getUnread = (token?: string) => fx.call({ method: 'GET', url: '/wps/relay/CSP_unreadCount', headers: token === undefined ? {} : { authorization: token } });
const credit = (payload: unknown, operator = true) =>
  fx.call({ method: 'POST', url: '/ops/wallet/credit', operator, payload: payload as Record<string, unknown> });

describe('GET /wps/v2/wallets/balance', () => {
  it("answers a new member's empty wallet in exact decimals", async () => {
    const { token } = await signedIn();
    expect(balanceOf(await getBalance(token))).toEqual({
      sumBalance: '0.00',
      currencySymbol: 'P',
      // The demo merchant's one transfer-wallet vendor: listed from the start, empty.
      wallets: [
        { walletType: 'MAIN', balance: '0.00' },
        { walletType: 'VENDOR', vendor: 'REDTIGER', balance: '0.00' },
      ],
      // Restricted bonus money, apart from the sum.
      bonusBalance: '0.00',
    });
  });

  it('shows what the operator credited', async () => {
    const { token, account } = await signedIn();
    expect((await credit({ account, amount: '1234.5', reference: `wr-${account}` })).statusCode).toBe(200);
    expect(balanceOf(await getBalance(token)).sumBalance).toBe('1234.50');
  });

  it('gives a trial account its 2,000.00 of play money on first use, once', async () => {
    const { token, memberId } = await signedIn({ type: TRIAL_TYPE });
    const answers = await Promise.all(Array.from({ length: 5 }, () => getBalance(token)));
    expect(answers.map((a) => balanceOf(a).sumBalance)).toEqual(Array(5).fill('2000.00'));
    expect(await fx.db.query('SELECT 1 FROM journal_entries WHERE idempotency_key = $1', [`trial-grant:${memberId}`])).toHaveLength(1);
  });

  it('serves agents too', async () => {
    const { token } = await signedIn({ type: 1 });
    expect(balanceOf(await getBalance(token)).sumBalance).toBe('0.00');
  });

  it.each([
    ['no token', undefined],
    ['an empty token', ''],
    ['an unknown token', 'A'.repeat(43)],
    ['a script payload', '<script>alert(1)</script>'],
    ['an over-long token', 'x'.repeat(600)],
  ])('refuses %s with SESSION_INVALID, writing nothing', async (_label, token) => {
    const before = await ledgerState();
    const body = refusedWith(await getBalance(token), 401, 'SESSION_INVALID');
    expect(body.message).toBe('You are not logged in, please login.');
    expect(await ledgerState()).toEqual(before);
  });

  it('refuses a revoked session without opening the wallet', async () => {
    const { token, memberId } = await signedIn({ type: TRIAL_TYPE });
    await fx.db.query(`UPDATE sessions SET revoked_at = now(), revoke_reason = 'LOGOUT' WHERE member_id = $1::bigint`, [memberId]);
    const before = await ledgerState();
    refusedWith(await getBalance(token), 401, 'SESSION_INVALID');
    refusedWith(await getUnread(token), 401, 'SESSION_INVALID');
    expect(await ledgerState()).toEqual(before);
    expect(await fx.db.query('SELECT 1 FROM ledger_accounts WHERE member_id = $1::bigint', [memberId])).toHaveLength(0);
  });

  it('refuses an expired session with SESSION_EXPIRED', async () => {
    const { token, memberId } = await signedIn();
    await fx.db.query(`UPDATE sessions SET idle_expires_at = now() - interval '1 second' WHERE member_id = $1::bigint`, [memberId]);
    const before = await ledgerState();
    refusedWith(await getBalance(token), 401, 'SESSION_EXPIRED');
    expect(await ledgerState()).toEqual(before);
  });
});

describe('GET /wps/relay/CSP_unreadCount', () => {
  it('counts only the caller’s unread messages: honestly 0 until messages exist', async () => {
    const me = await signedIn();
    const other = await signedIn();
    const count = async (token: string) => okEnvelope(UnreadCountSchema).parse((await getUnread(token)).json()).value.count;
    expect(await count(me.token)).toBe(0);
    await fx.db.query(
      `INSERT INTO member_messages (member_id, title, content, read_at) VALUES
         ($1::bigint, 'one', 'x', NULL), ($1::bigint, 'two', 'y', NULL), ($1::bigint, 'read', 'z', now()), ($2::bigint, 'theirs', 'w', NULL)`,
      [me.memberId, other.memberId],
    );
    expect(await count(me.token)).toBe(2);
    expect(await count(other.token)).toBe(1);
  });

  it('works for trial accounts and refuses a caller without a session', async () => {
    const trial = await signedIn({ type: TRIAL_TYPE });
    expect(okEnvelope(UnreadCountSchema).parse((await getUnread(trial.token)).json()).value).toEqual({ count: 0 });
    refusedWith(await getUnread(), 401, 'SESSION_INVALID');
  });
});

describe('POST /ops/wallet/credit', () => {
  it('credits through the ledger under ops-credit:<reference> and answers the new balance', async () => {
    const { account, memberId } = await signedIn();
    const first = await credit({ account, amount: '100', reference: `r1-${account}` });
    expect(okEnvelope(OpsCreditValueSchema).parse(first.json()).value).toEqual({ sumBalance: '100.00', replayed: false });
    const second = await credit({ account: account.toUpperCase(), amount: '0.05', reference: `r2-${account}` });
    expect(okEnvelope(OpsCreditValueSchema).parse(second.json()).value).toEqual({ sumBalance: '100.05', replayed: false });
    const entries = await fx.db.query<{ idempotency_key: string; kind: string }>(
      `SELECT DISTINCT e.idempotency_key, e.kind FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id
       JOIN ledger_accounts a ON a.id = l.account_id WHERE a.member_id = $1::bigint ORDER BY 1`,
      [memberId],
    );
    expect(entries).toEqual([
      { idempotency_key: `ops-credit:r1-${account}`, kind: 'OPS_CREDIT' },
      { idempotency_key: `ops-credit:r2-${account}`, kind: 'OPS_CREDIT' },
    ]);
  });

  it('repeats the first answer for a repeated reference and moves nothing', async () => {
    const { account, token } = await signedIn();
    const payload = { account, amount: '50.00', reference: `again-${account}` };
    const answers = await Promise.all(Array.from({ length: 20 }, () => credit(payload)));
    const values = answers.map((a) => okEnvelope(OpsCreditValueSchema).parse(a.json()).value);
    expect(values.map((value) => value.sumBalance)).toEqual(Array(20).fill('50.00'));
    // Exactly one of the racing calls moved the money; the others say they moved nothing.
    expect(values.filter((value) => !value.replayed)).toHaveLength(1);
    await credit({ account, amount: '1.00', reference: `later-${account}` });
    const before = await ledgerState();
    expect(okEnvelope(OpsCreditValueSchema).parse((await credit(payload)).json()).value).toEqual({ sumBalance: '50.00', replayed: true });
    expect(await ledgerState()).toEqual(before);
    expect(balanceOf(await getBalance(token)).sumBalance).toBe('51.00');
  });

  it('refuses a repeated reference with another amount or account', async () => {
    const { account } = await signedIn();
    const { account: otherAccount } = await signedIn();
    await credit({ account, amount: '10.00', reference: `clash-${account}` });
    const before = await ledgerState();
    refusedWith(await credit({ account, amount: '10.01', reference: `clash-${account}` }), 409, 'IDEMPOTENCY_CONFLICT');
    refusedWith(await credit({ account: otherAccount, amount: '10.00', reference: `clash-${account}` }), 409, 'IDEMPOTENCY_CONFLICT');
    expect(await ledgerState()).toEqual(before);
  });

  it("refuses a trial account with LEDGER_MISMATCH: operator money is real, a trial wallet holds play money", async () => {
    const { account, token } = await signedIn({ type: TRIAL_TYPE });
    expect(balanceOf(await getBalance(token)).sumBalance).toBe('2000.00');
    const before = await ledgerState();
    const body = refusedWith(await credit({ account, amount: '10.00', reference: `play-${account}` }), 409, 'LEDGER_MISMATCH');
    expect(body.field).toBe('account');
    expect(await ledgerState()).toEqual(before);
    expect(balanceOf(await getBalance(token)).sumBalance).toBe('2000.00');
  });

  it('refuses an unknown account with USER_NOT_FOUND, writing nothing', async () => {
    const before = await ledgerState();
    const body = refusedWith(await credit({ account: 'nobodyhere1', amount: '10.00', reference: 'ghost-1' }), 404, 'USER_NOT_FOUND');
    expect(body.message).toBe('Username/Email does not exist');
    expect(await ledgerState()).toEqual(before);
  });

  const SCRIPT = '<script>alert(1)</script>';

  it.each([
    ['no body', undefined, 'body'],
    ['an array body', [], 'body'],
    ['a missing account', { amount: '1.00', reference: 'v1' }, 'account'],
    ['a missing amount', { account: 'someone', reference: 'v2' }, 'amount'],
    ['a missing reference', { account: 'someone', amount: '1.00' }, 'reference'],
    ['a numeric amount', { account: 'someone', amount: 100, reference: 'v3' }, 'amount'],
    ['a float amount', { account: 'someone', amount: 0.1, reference: 'v4' }, 'amount'],
    ['a numeric account', { account: 12345, amount: '1.00', reference: 'v5' }, 'account'],
    ['a null reference', { account: 'someone', amount: '1.00', reference: null }, 'reference'],
    ['an over-long account', { account: 'a'.repeat(65), amount: '1.00', reference: 'v6' }, 'account'],
    ['an over-long reference', { account: 'someone', amount: '1.00', reference: 'r'.repeat(101) }, 'reference'],
    ['an over-long amount', { account: 'someone', amount: '1'.repeat(40), reference: 'v7' }, 'amount'],
    ['a negative amount', { account: 'someone', amount: '-5.00', reference: 'v8' }, 'amount'],
    ['a zero amount', { account: 'someone', amount: '0.00', reference: 'v9' }, 'amount'],
    ['too many decimals', { account: 'someone', amount: '1.005', reference: 'v10' }, 'amount'],
    ['an exponent', { account: 'someone', amount: '1e3', reference: 'v11' }, 'amount'],
    ['a too large amount', { account: 'someone', amount: '1000000000000.00', reference: 'v12' }, 'amount'],
    ['a script in the account', { account: SCRIPT, amount: '1.00', reference: 'v13' }, 'account'],
    ['a script in the reference', { account: 'someone', amount: '1.00', reference: SCRIPT }, 'reference'],
    ['a script in the amount', { account: 'someone', amount: SCRIPT, reference: 'v14' }, 'amount'],
    ['an unknown field', { account: 'someone', amount: '1.00', reference: 'v15', extra: SCRIPT }, 'extra'],
  ])('refuses %s with VALIDATION naming the field, writing nothing', async (_label, payload, field) => {
    const { account } = await signedIn();
    const body = payload && !Array.isArray(payload) && 'account' in payload && payload.account === 'someone' ? { ...payload, account } : payload;
    const before = await ledgerState();
    const response = await credit(body);
    const refusal = refusedWith(response, 400, 'VALIDATION');
    expect(refusal.field).toBe(field);
    expect(refusal.message.startsWith(`${field}: `)).toBe(true);
    expect(response.body).not.toContain('<script>');
    expect(await ledgerState()).toEqual(before);
  });

  it('refuses invalid JSON with VALIDATION', async () => {
    const before = await ledgerState();
    const response = await fx.call({
      method: 'POST',
      url: '/ops/wallet/credit',
      operator: true,
      headers: { 'content-type': 'application/json' },
      payload: '{"account": "x", "amount": ',
    });
    refusedWith(response, 400, 'VALIDATION');
    expect(await ledgerState()).toEqual(before);
  });

  it.each([
    ['no operator token', {}],
    ['a member session token', 'member'],
    ['a wrong operator token', { authorization: `Bearer ${TEST_OPERATOR_TOKEN}x` }],
  ])('refuses %s with 401 before reading the body', async (_label, auth) => {
    const { account, token } = await signedIn();
    const headers = auth === 'member' ? { authorization: token } : auth;
    const before = await ledgerState();
    for (const payload of [{ account, amount: '10.00', reference: `thief-${account}` }, { nonsense: true }]) {
      const response = await fx.call({ method: 'POST', url: '/ops/wallet/credit', headers, payload });
      refusedWith(response, 401, 'UNAUTHORIZED');
    }
    expect(await ledgerState()).toEqual(before);
  });
});

describe('GET /ops/ledger/reconcile', () => {
  const reconcileCall = (headers?: Record<string, string>) =>
    fx.call({ method: 'GET', url: '/ops/ledger/reconcile', ...(headers ? { headers } : { operator: true }) });

  it('finds the ledger consistent after every call above, and says so only to the operator', async () => {
    const response = await reconcileCall();
    expect(response.statusCode).toBe(200);
    const report = okEnvelope(ReconcileReportSchema).parse(response.json()).value;
    expect(report).toMatchObject({ consistent: true, problemCount: 0, problems: [] });
    expect(report.entries).toBeGreaterThan(5);
    expect(report.ledgers.map((l) => l.total)).toEqual(['0.00', '0.00']);
    refusedWith(await reconcileCall({}), 401, 'UNAUTHORIZED');
    refusedWith(await reconcileCall({ authorization: `Bearer ${TEST_OPERATOR_TOKEN}x` }), 401, 'UNAUTHORIZED');
  });
});

describe('OpenAPI', () => {
  it("lists the wallet calls under the 'wallet' tag", async () => {
    const document = (await fx.call({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    expect(document.paths[walletEndpoints.balance.path]?.get?.tags).toContain('wallet');
    expect(document.paths['/wps/relay/CSP_unreadCount']?.get?.tags).toContain('wallet');
    expect(document.paths['/ops/wallet/credit']?.post?.tags).toContain('wallet');
    expect(document.paths['/ops/ledger/reconcile']?.get?.tags).toContain('wallet');
  });
});
