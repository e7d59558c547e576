/**
 * A member's limits where money moves (deposit orders, provider bets through the seamless wallet)
 * and the reality check, through the HTTP calls. Time is moved by shifting the rows' own times back
 * (the wait of a raise, the start of a play session), never by sleeping. The deploy-pg project runs
 * this file on PostgreSQL too, where the burst of bets really interleaves.
 */
import { limitsEndpoints as calls } from '@site/shared/contract/protection/limits';
import { depositsEndpoints, walletsEndpoints } from '@site/shared/contract/member';
import type { ScriptDb } from '../../db/database';
import { issueSession } from '../../accounts/session-auth';
import { depositCounts } from '../../deposits/deposit-test-support';
import type { PlatformFixture } from '../../testing/platform-fixture';
import { createSeamlessFixture, SeamlessClient, type Envelope } from '../../seamless/seamless-test-client';
import { insertIssue } from '../../lottery/bets/bet-test-support';
import { placeBet } from '../../lottery/bets/place-bet';
import { reconcile } from '../../wallet/reconcile';

let fx: PlatformFixture;
let client: SeamlessClient;
let serial = 0;

beforeAll(async () => {
  fx = await createSeamlessFixture();
  client = new SeamlessClient(fx);
  // Deposits of a cent are allowed, so the limit, not the channel's minimum, refuses the last one.
  await fx.db.query(`UPDATE deposit_channels SET min_amount = 1, enabled = true WHERE code = 'BANK_TRANSFER'`);
}, 120_000);

afterAll(async () => {
  await fx?.close();
});

const expectConsistent = async () => expect((await reconcile(fx.db as ScriptDb)).problems).toEqual([]);

/** A member's session token for the member calls. */
async function tokenOf(memberId: string): Promise<string> {
  return issueSession(fx.db, memberId);
}

function memberCall(token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: Record<string, unknown>) {
  return fx.call({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
}

async function bankDeposit(token: string, amount: string) {
  serial += 1;
  return memberCall(token, 'POST', depositsEndpoints.bankDeposit.path, { amount, reference: `ref${serial}`, requestId: `limits-dep-${serial}-${Date.now()}` });
}

async function setLimit(token: string, change: Record<string, unknown>) {
  return memberCall(token, 'PUT', calls.setLimit.path, change);
}

/** Shifts every waiting raise of the member `hours` into the past, as if that time had gone by. */
async function letTimePass(memberId: string, hours: number) {
  await fx.db.query(`UPDATE protection_limits SET pending_from = pending_from - make_interval(hours => $2::int) WHERE member_id = $1::bigint`, [memberId, hours]);
}

describe('deposit limits', () => {
  it('a limit of 100 per 24 h lets 60 + 40 through and refuses 0.01 more with "0.00 remaining", writing nothing', async () => {
    const memberId = await client.member();
    const token = await tokenOf(memberId);
    expect((await setLimit(token, { kind: 'DEPOSIT', period: 'DAY', amount: '100' })).json()).toMatchObject({ success: true, value: { effect: 'NOW' } });

    expect((await bankDeposit(token, '60.00')).statusCode).toBe(200);
    expect((await bankDeposit(token, '40.00')).statusCode).toBe(200);
    const before = await depositCounts(fx.db);
    const refused = await bankDeposit(token, '0.01');
    expect(refused.statusCode).toBe(409);
    const body = refused.json() as Envelope<{ remaining: string; resetsAt: string; kind: string; period: string }>;
    expect(body).toMatchObject({ errorCode: 'LIMIT_REACHED', field: 'amount', value: { kind: 'DEPOSIT', period: 'DAY', remaining: '0.00' } });
    expect(body.message).toContain('0.00 remaining');
    // The 24 hours run from the first deposit counted.
    expect(new Date(body.value.resetsAt).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(await depositCounts(fx.db)).toEqual(before);

    const state = (await memberCall(token, 'GET', calls.protectionState.path)).json().value;
    expect(state.limits).toEqual([expect.objectContaining({ kind: 'DEPOSIT', period: 'DAY', value: '100.00', used: '100.00', remaining: '0.00', setBy: 'MEMBER', pending: null })]);
  });

  it('the lowest room of all periods applies', async () => {
    const token = await tokenOf(await client.member());
    await setLimit(token, { kind: 'DEPOSIT', period: 'MONTH', amount: '50.00' });
    await setLimit(token, { kind: 'DEPOSIT', period: 'DAY', amount: '80.00' });
    const refused = await bankDeposit(token, '50.01');
    expect(refused.json()).toMatchObject({ errorCode: 'LIMIT_REACHED', value: { period: 'MONTH', remaining: '50.00' } });
    expect((await bankDeposit(token, '50.00')).statusCode).toBe(200);
  });

  it('a raise keeps the old value for 24 h, and after that until the member confirms it', async () => {
    const memberId = await client.member();
    const token = await tokenOf(memberId);
    await setLimit(token, { kind: 'DEPOSIT', period: 'DAY', amount: '100.00' });
    const raised = (await setLimit(token, { kind: 'DEPOSIT', period: 'DAY', amount: '200.00' })).json().value;
    expect(raised.effect).toBe('PENDING');
    expect(raised.limits[0]).toMatchObject({ value: '100.00', pending: { value: '200.00', confirmable: false } });
    expect((await bankDeposit(token, '150.00')).json()).toMatchObject({ errorCode: 'LIMIT_REACHED', value: { remaining: '100.00' } });

    const early = await memberCall(token, 'POST', calls.confirmLimit.path, { kind: 'DEPOSIT', period: 'DAY' });
    expect(early.json()).toMatchObject({ errorCode: 'LIMIT_WAIT_NOT_OVER' });
    await letTimePass(memberId, 23);
    expect((await memberCall(token, 'POST', calls.confirmLimit.path, { kind: 'DEPOSIT', period: 'DAY' })).json()).toMatchObject({ errorCode: 'LIMIT_WAIT_NOT_OVER' });

    // The wait is over, but nothing changes until the member confirms.
    await letTimePass(memberId, 2);
    expect((await bankDeposit(token, '150.00')).json()).toMatchObject({ errorCode: 'LIMIT_REACHED', value: { remaining: '100.00' } });
    const confirmed = await memberCall(token, 'POST', calls.confirmLimit.path, { kind: 'DEPOSIT', period: 'DAY' });
    expect(confirmed.json().value.limits[0]).toMatchObject({ value: '200.00', pending: null });
    expect((await bankDeposit(token, '150.00')).statusCode).toBe(200);

    // Lowering applies at once; removing waits like a raise.
    expect((await setLimit(token, { kind: 'DEPOSIT', period: 'DAY', amount: '150.00' })).json().value.effect).toBe('NOW');
    expect((await bankDeposit(token, '0.01')).json()).toMatchObject({ errorCode: 'LIMIT_REACHED' });
    expect((await setLimit(token, { kind: 'DEPOSIT', period: 'DAY', amount: null })).json().value.effect).toBe('PENDING');
    expect((await bankDeposit(token, '0.01')).json()).toMatchObject({ errorCode: 'LIMIT_REACHED' });

    const history = await fx.db.query<{ action: string }>('SELECT action FROM protection_limit_history WHERE member_id = $1::bigint ORDER BY id', [memberId]);
    expect(history.map((row) => row.action)).toEqual(['SET', 'RAISE_ASKED', 'CONFIRMED', 'SET', 'REMOVE_ASKED']);
    // Each change told the member once, in its transaction: in force now, or waiting with the time it can be confirmed.
    const notices = await fx.db.query<{ template: string; params: Record<string, string> }>(
      "SELECT template, params FROM member_messages WHERE member_id = $1::bigint AND template LIKE 'LIMIT%' ORDER BY id",
      [memberId],
    );
    const limit = { limitKind: 'DEPOSIT', period: 'DAY' };
    expect(notices).toEqual([
      { template: 'LIMIT_SET', params: { ...limit, value: '100.00' } },
      { template: 'LIMIT_RAISE_PENDING', params: { ...limit, value: '200.00', confirmableFrom: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) } },
      { template: 'LIMIT_SET', params: { ...limit, value: '200.00' } },
      { template: 'LIMIT_SET', params: { ...limit, value: '150.00' } },
      { template: 'LIMIT_RAISE_PENDING', params: { ...limit, confirmableFrom: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) } },
    ]);
    const waited = new Date(notices[1]!.params.confirmableFrom!).getTime() - Date.now();
    expect(waited).toBeGreaterThan(23 * 3600_000);
    // The history is append-only.
    await expect(fx.db.query('UPDATE protection_limit_history SET amount = 1 WHERE member_id = $1::bigint', [memberId])).rejects.toThrow(/append-only/);
    await expect(fx.db.query('DELETE FROM protection_limit_history WHERE member_id = $1::bigint', [memberId])).rejects.toThrow(/append-only/);
  });

  it("the operator's limit applies at once and the member cannot raise or remove it", async () => {
    const memberId = await client.member();
    const token = await tokenOf(memberId);
    const [row] = await fx.db.query<{ account: string }>('SELECT account FROM members WHERE id = $1::bigint', [memberId]);
    const account = row!.account;
    const opsChange = { account, reference: `ops-limit-${memberId}`, kind: 'DEPOSIT', period: 'WEEK', amount: '30.00' };
    // A member's token is no operator token.
    expect((await memberCall(token, 'PUT', calls.opsSetLimit.path, opsChange)).statusCode).toBe(401);
    const set = await fx.call({ method: 'PUT', url: calls.opsSetLimit.path, operator: true, headers: { 'x-operator': 'alice.ops' }, payload: opsChange });
    expect(set.json()).toMatchObject({ success: true, value: { replayed: false, state: { limits: [expect.objectContaining({ setBy: 'OPERATOR', value: '30.00' })] } } });
    const again = await fx.call({ method: 'PUT', url: calls.opsSetLimit.path, operator: true, headers: { 'x-operator': 'alice.ops' }, payload: opsChange });
    expect(again.json().value.replayed).toBe(true);

    expect((await setLimit(token, { kind: 'DEPOSIT', period: 'WEEK', amount: '31.00' })).json()).toMatchObject({ errorCode: 'LIMIT_SET_BY_OPERATOR' });
    expect((await setLimit(token, { kind: 'DEPOSIT', period: 'WEEK', amount: null })).json()).toMatchObject({ errorCode: 'LIMIT_SET_BY_OPERATOR' });
    // Lowering it is allowed, and it stays the operator's.
    expect((await setLimit(token, { kind: 'DEPOSIT', period: 'WEEK', amount: '20.00' })).json().value.limits[0]).toMatchObject({ value: '20.00', setBy: 'OPERATOR' });
    expect((await setLimit(token, { kind: 'DEPOSIT', period: 'WEEK', amount: '30.00' })).json()).toMatchObject({ errorCode: 'LIMIT_SET_BY_OPERATOR' });
  });

  it('refuses a bad change with a 400 naming the field, and writes nothing', async () => {
    const memberId = await client.member();
    const token = await tokenOf(memberId);
    for (const [change, field] of [
      [{ kind: 'DEPOSIT', period: 'SESSION', amount: '10' }, 'period'],
      [{ kind: 'LOSS', period: 'DAY', amount: '-5' }, 'amount'],
      [{ kind: 'PLAY_MINUTES', period: 'DAY', minutes: 0 }, 'minutes'],
      [{ kind: 'PLAY_MINUTES', period: 'WEEK', minutes: 30 }, 'period'],
      [{ kind: 'WAGER', period: 'DAY' }, 'amount'],
      [{ kind: 'WAGER', period: 'DAY', amount: '5', memberId: '1' }, 'memberId'],
    ] as const) {
      const refused = await setLimit(token, change);
      expect([refused.statusCode, refused.json().field]).toEqual([400, field]);
    }
    expect(await fx.db.query('SELECT 1 FROM protection_limit_history WHERE member_id = $1::bigint', [memberId])).toEqual([]);
  });
});

describe('loss and play limits on provider bets', () => {
  const bet = (session: { sessionToken: string; gameCode: string }, id: string, amount: number) =>
    client.call('bet', { requestId: `lb-${id}`, sessionToken: session.sessionToken, gameCode: session.gameCode, roundId: `lr-${id}`, txId: `lt-${id}`, amount });
  const win = (session: { sessionToken: string; gameCode: string }, id: string, amount: number) =>
    client.value('win', { requestId: `lw-${id}`, sessionToken: session.sessionToken, gameCode: session.gameCode, roundId: `lr-${id}`, txId: `lwt-${id}`, amount, roundClosed: true });

  it('a loss limit of 50 refuses the next bet once 50 is lost; a win that brings the loss to 30 allows 20.00, not 20.01', async () => {
    const session = await client.session({ money: 20_000n, gameCode: 'RNG-7', gameType: 'RNG', vendor: 'PG', gameId: 7 });
    const token = await tokenOf(session.memberId);
    await setLimit(token, { kind: 'LOSS', period: 'DAY', amount: '50.00' });
    const p = `${session.memberId}`;
    expect((await bet(session, `${p}-1`, 3_000)).statusCode).toBe(200);
    await win(session, `${p}-1`, 0);
    // Round 2 stays open: its stake is lost until its win arrives.
    expect((await bet(session, `${p}-2`, 2_000)).statusCode).toBe(200);

    const before = await client.counts();
    const refused = await bet(session, `${p}-3`, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'LIMIT_REACHED', field: 'amount', value: { kind: 'LOSS', period: 'DAY', remaining: '0.00' } });
    expect(refused.json().message).toContain('0.00 remaining');
    expect(await client.counts()).toEqual(before);

    await win(session, `${p}-2`, 2_000);
    expect((await bet(session, `${p}-4`, 2_001)).json()).toMatchObject({ errorCode: 'LIMIT_REACHED', value: { remaining: '20.00' } });
    expect((await bet(session, `${p}-5`, 2_000)).statusCode).toBe(200);
    expect((await bet(session, `${p}-6`, 1)).json()).toMatchObject({ errorCode: 'LIMIT_REACHED' });
    // A wager limit counts stakes whatever they won.
    await setLimit(token, { kind: 'WAGER', period: 'WEEK', amount: '70.00' });
    expect((await memberCall(token, 'GET', calls.protectionState.path)).json().value.limits).toEqual([
      expect.objectContaining({ kind: 'LOSS', period: 'DAY', used: '50.00', remaining: '0.00' }),
      expect.objectContaining({ kind: 'WAGER', period: 'WEEK', used: '70.00', remaining: '0.00' }),
    ]);
    await expectConsistent();
  });

  it('a loss limit set after play counts the play before it, and a wager limit the stakes', async () => {
    const session = await client.session({ money: 20_000n, gameCode: 'RNG-6', gameType: 'RNG', vendor: 'PG', gameId: 6 });
    const token = await tokenOf(session.memberId);
    const p = `${session.memberId}`;
    expect((await bet(session, `${p}-a`, 3_000)).statusCode).toBe(200);
    await win(session, `${p}-a`, 500);
    await setLimit(token, { kind: 'LOSS', period: 'WEEK', amount: '41.00' });
    await setLimit(token, { kind: 'WAGER', period: 'MONTH', amount: '45.00' });
    expect((await bet(session, `${p}-b`, 1_501)).json()).toMatchObject({ errorCode: 'LIMIT_REACHED', value: { kind: 'WAGER', remaining: '15.00' } });
    expect((await bet(session, `${p}-c`, 1_500)).statusCode).toBe(200);
    expect((await memberCall(token, 'GET', calls.protectionState.path)).json().value.limits).toEqual([
      expect.objectContaining({ kind: 'LOSS', period: 'WEEK', used: '40.00', remaining: '1.00' }),
      expect.objectContaining({ kind: 'WAGER', period: 'MONTH', used: '45.00', remaining: '0.00' }),
    ]);
  });

  it('each window counts its own hours: a loss of 2 and 10 days ago counts in the week and month limits, not the day', async () => {
    const session = await client.session({ money: 20_000n, gameCode: 'RNG-5', gameType: 'RNG', vendor: 'PG', gameId: 5 });
    const token = await tokenOf(session.memberId);
    const p = `${session.memberId}`;
    for (const period of ['DAY', 'WEEK', 'MONTH']) await setLimit(token, { kind: 'LOSS', period, amount: '100.00' });
    await setLimit(token, { kind: 'WAGER', period: 'DAY', amount: '100.00' });
    // Earlier play as the hourly buckets keep it (the journal takes no lines in the past).
    await fx.db.query(
      `INSERT INTO protection_usage_hours (member_id, hour, wagered, lost)
       VALUES ($1::bigint, date_trunc('hour', now() - interval '2 days'), 7000, 5000), ($1::bigint, date_trunc('hour', now() - interval '10 days'), 3000, 3000)`,
      [session.memberId],
    );
    expect((await bet(session, `${p}-w1`, 1_000)).statusCode).toBe(200);
    await win(session, `${p}-w1`, 0);
    expect((await memberCall(token, 'GET', calls.protectionState.path)).json().value.limits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'LOSS', period: 'DAY', used: '10.00', remaining: '90.00' }),
        expect.objectContaining({ kind: 'LOSS', period: 'WEEK', used: '60.00', remaining: '40.00' }),
        expect.objectContaining({ kind: 'LOSS', period: 'MONTH', used: '90.00', remaining: '10.00' }),
        expect.objectContaining({ kind: 'WAGER', period: 'DAY', used: '10.00', remaining: '90.00' }),
      ]),
    );
    // The month has the least room left: it refuses, and says so.
    expect((await bet(session, `${p}-w2`, 1_001)).json()).toMatchObject({ errorCode: 'LIMIT_REACHED', value: { kind: 'LOSS', period: 'MONTH', remaining: '10.00' } });
    expect((await bet(session, `${p}-w3`, 1_000)).statusCode).toBe(200);
    expect((await bet(session, `${p}-w4`, 1)).json()).toMatchObject({ errorCode: 'LIMIT_REACHED', value: { kind: 'LOSS', period: 'MONTH', remaining: '0.00' } });
  });

  it('money sent to a vendor wallet must fit the loss limit; money back to the main wallet always moves', async () => {
    const memberId = await client.member({ money: 10_000n });
    const token = await tokenOf(memberId);
    await setLimit(token, { kind: 'LOSS', period: 'DAY', amount: '25.00' });
    const move = (from: string, to: string, amount: string) =>
      memberCall(token, 'POST', walletsEndpoints.walletTransfer.path, { from, to, amount, requestId: `lim-tr-${memberId}-${(serial += 1)}` });
    expect((await move('MAIN', 'REDTIGER', '25.01')).json()).toMatchObject({ errorCode: 'LIMIT_REACHED', value: { kind: 'LOSS', remaining: '25.00' } });
    expect((await move('MAIN', 'REDTIGER', '25.00')).statusCode).toBe(200);
    expect((await move('REDTIGER', 'MAIN', '25.00')).statusCode).toBe(200);
    await expectConsistent();
  });

  it('a lottery bet counts against the wager limit and is refused once it is used, writing nothing', async () => {
    const memberId = await client.member({ money: 10_000n });
    const token = await tokenOf(memberId);
    await setLimit(token, { kind: 'WAGER', period: 'DAY', amount: '2.00' });
    const now = new Date();
    const issue = await insertIssue(fx.db, { gameId: 'FAST_1M', saleStartAt: new Date(now.getTime() - 60_000), lockAt: new Date(now.getTime() + 600_000) });
    const bet = (n: number) =>
      placeBet(fx.db, { memberId, request: { gameId: issue.gameId, numero: issue.numero, betType: 'DUOI', numbers: [String(n)], units: 1, requestId: `lim-lot-${memberId}-${n}` }, now: () => new Date() });
    await bet(1);
    await bet(2);
    const before = await fx.db.query('SELECT count(*)::int AS bets FROM lottery_bets WHERE member_id = $1::bigint', [memberId]);
    await expect(bet(3)).rejects.toMatchObject({ errorCode: 'LIMIT_REACHED', field: 'units', value: { kind: 'WAGER', remaining: '0.00' } });
    expect(await fx.db.query('SELECT count(*)::int AS bets FROM lottery_bets WHERE member_id = $1::bigint', [memberId])).toEqual(before);
    // A repeat of a bet placed before still answers that bet.
    await expect(bet(2)).resolves.toMatchObject({ replayed: true });
  });

  it('a burst of bets sent at once cannot pass a loss limit', async () => {
    const session = await client.session({ money: 20_000n, gameCode: 'RNG-8', gameType: 'RNG', vendor: 'PG', gameId: 8 });
    const token = await tokenOf(session.memberId);
    await setLimit(token, { kind: 'LOSS', period: 'DAY', amount: '10.00' });
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => bet(session, `${session.memberId}-burst-${i}`, 100)));
    const codes = answers.map((answer) => (answer.json() as Envelope).errorCode ?? 'OK');
    expect(codes.filter((code) => code === 'OK')).toHaveLength(10);
    expect(codes.filter((code) => code !== 'OK').every((code) => code === 'LIMIT_REACHED')).toBe(true);
    expect(await client.walletBalance(session.memberId)).toBe(20_000 - 1_000);
    await expectConsistent();
  });

  it('the reality check is kept on the server: a reload shows a due check again until the member continues', async () => {
    const memberId = await client.member();
    const token = await tokenOf(memberId);
    const defaulted = (await memberCall(token, 'POST', calls.play.path)).json().value;
    expect(defaulted).toMatchObject({ intervalMinutes: 60, due: false, minutesPlayed: 0, net: '0.00', playEnded: false });
    expect((await memberCall(token, 'PUT', calls.setRealityCheck.path, { minutes: 20 })).json()).toMatchObject({ field: 'minutes' });
    expect((await memberCall(token, 'PUT', calls.setRealityCheck.path, { minutes: 15 })).json().value.realityCheckMinutes).toBe(15);

    // Sixteen minutes of play go by.
    await fx.db.query(
      `UPDATE protection_play_sessions SET started_at = started_at - interval '16 minutes', checked_at = checked_at - interval '16 minutes' WHERE member_id = $1::bigint`,
      [memberId],
    );
    const due = (await memberCall(token, 'POST', calls.play.path)).json().value;
    expect(due).toMatchObject({ intervalMinutes: 15, due: true, minutesPlayed: 16 });
    // A reload asks again: still due, same session.
    const reloaded = (await memberCall(token, 'POST', calls.play.path)).json().value;
    expect(reloaded).toMatchObject({ due: true, startedAt: due.startedAt, nextCheckAt: due.nextCheckAt });
    const continued = (await memberCall(token, 'POST', calls.continuePlay.path)).json().value;
    expect(continued).toMatchObject({ due: false, startedAt: due.startedAt });
    expect(new Date(continued.nextCheckAt).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it('a session-time limit ends play: bets are refused once its minutes are used', async () => {
    const session = await client.session({ money: 5_000n, gameCode: 'RNG-9', gameType: 'RNG', vendor: 'PG', gameId: 9 });
    const token = await tokenOf(session.memberId);
    await setLimit(token, { kind: 'PLAY_MINUTES', period: 'SESSION', minutes: 30 });
    expect((await bet(session, `${session.memberId}-t1`, 100)).statusCode).toBe(200);
    await fx.db.query(`UPDATE protection_play_sessions SET started_at = started_at - interval '31 minutes', checked_at = checked_at - interval '31 minutes' WHERE member_id = $1::bigint`, [session.memberId]);
    const refused = await bet(session, `${session.memberId}-t2`, 100);
    expect(refused.json()).toMatchObject({ errorCode: 'LIMIT_REACHED', value: { kind: 'PLAY_MINUTES', period: 'SESSION', remaining: '0' } });
    expect((await memberCall(token, 'POST', calls.play.path)).json().value).toMatchObject({ playEnded: true, minutesPlayed: 31 });
  });
});
