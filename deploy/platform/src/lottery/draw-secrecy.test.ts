/**
 * Attacks on the draw: someone who can read the database (or a backup of it) before sales close
 * tries to compute the numbers; the house tries to cancel an issue once its sales closed; and a
 * drawn issue is checked by recomputing every published value by hand.
 */
import { createHash } from 'node:crypto';
import { LotteryIssueAnswerSchema, LotteryVerifyAnswerSchema, type LotteryResult, type LotteryResultShape } from '@site/shared/contract/lottery';
import { issueSession } from '../accounts/session-auth';
import type { ScriptDb } from '../db/database';
import { okEnvelope } from '../http/schemas';
import { refusalOf } from '../testing/account-client';
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';
import { reconcile } from '../wallet/reconcile';
import { fundedMember, mainBalance } from './bets/bet-test-support';
import { refundIssue, settleIssue } from './bets/settlement';
import { betsDigest, drawResult, finalSeedOf } from './draw';
import { issueBets } from './lottery-rows';
import { createLotteryScheduler, type LotteryScheduler } from './scheduler';

jest.setTimeout(120_000);

// Monday 23 November 2026, 15:50:00.250 in Vietnam.
const START = new Date('2026-11-23T08:50:00.250Z');
const SEED_KEY = 'draw-secrecy-test-key-0123456789abcdef0123456789';
const HEX64 = /^[0-9a-f]{64}$/;

let clock = START;
let fx: PlatformFixture;
let scheduler: LotteryScheduler;
let serial = 0;

const advanceTo = async (at: Date) => {
  clock = at;
  await scheduler.tick();
};
const get = (url: string) => fx.call({ method: 'GET', url });
const value = <T>(schema: { parse(input: unknown): { value: T } }, response: { json(): unknown; statusCode: number }) => {
  expect(response.statusCode).toBe(200);
  return schema.parse(response.json()).value;
};
const bet = async (token: string, gameId: string, numero: string, numbers: string[]) =>
  fx.call({
    method: 'POST',
    url: '/lgw/vn/bets',
    headers: { authorization: token },
    payload: { gameId, numero, betType: 'DE', numbers, units: 3, requestId: `secrecy-${process.pid}-${(serial += 1)}` },
  });

interface CurrentIssue {
  id: string;
  numero: string;
  lock_at: Date;
  draw_at: Date;
}

async function currentIssue(gameId: string): Promise<CurrentIssue> {
  const [row] = await fx.db.query<CurrentIssue>(
    `SELECT id::text AS id, numero, lock_at, draw_at FROM lottery_issues WHERE game_id = $1 AND status = 'OPEN' ORDER BY draw_at LIMIT 1`,
    [gameId],
  );
  return row!;
}

/** Every text value of the issue's row, as a database reader sees it. */
async function rowValues(issueId: string): Promise<string[]> {
  const [row] = await fx.db.query<{ row: Record<string, unknown> }>('SELECT to_jsonb(i) AS row FROM lottery_issues i WHERE id = $1', [issueId]);
  return Object.values(row!.row).filter((entry): entry is string => typeof entry === 'string');
}

/**
 * Every number a reader could compute from hex values found in the database, read as seeds, alone
 * or mixed with the digest of the bets the reader can see.
 */
function predictions(values: string[], digest: string, gameId: string, numero: string, shape: LotteryResultShape): LotteryResult[] {
  const seeds = values.filter((text) => HEX64.test(text));
  return [...seeds, ...seeds.map((seed) => finalSeedOf(seed, digest))].map((seed) => drawResult(seed, gameId, numero, shape));
}

beforeAll(async () => {
  fx = await createPlatformFixture({ lottery: { schedule: false, now: () => clock } });
  scheduler = createLotteryScheduler({
    db: fx.db,
    now: () => clock,
    seedKeys: { current: SEED_KEY },
    settle: settleIssue,
    refund: refundIssue,
    onError: (error) => {
      throw error;
    },
  });
  await scheduler.tick();
});

afterAll(async () => {
  await fx?.close();
});

describe('a database reader before the lock', () => {
  it('finds no seed in the issue row and cannot compute the numbers that are then drawn', async () => {
    const issue = await currentIssue('FAST_5M');
    const member = await fundedMember(fx.db as ScriptDb, 100_000n);
    const token = await issueSession(fx.db, member);
    expect((await bet(token, 'FAST_5M', issue.numero, ['12'])).statusCode).toBe(200);

    // Everything the database holds about the issue while it is on sale.
    const beforeLock = await rowValues(issue.id);
    const guesses = predictions(beforeLock, betsDigest(await issueBets(fx.db, issue.id)), 'FAST_5M', issue.numero, 'SOUTH18');
    expect(guesses.length).toBeGreaterThan(0);

    await advanceTo(new Date(issue.draw_at.getTime() + 500));
    const drawn = value(okEnvelope(LotteryIssueAnswerSchema), await get(`/lgw/vn/numeros/FAST_5M/${issue.numero}`)).issue;
    expect(drawn.result).not.toBeNull();
    for (const guess of guesses) expect(guess).not.toEqual(drawn.result);
    // Neither the revealed seed nor the seed the numbers came from was in the database before the lock.
    const proof = value(okEnvelope(LotteryVerifyAnswerSchema), await get(`/lgw/vn/numeros/FAST_5M/${issue.numero}/verify`));
    expect(proof.seed).toMatch(HEX64);
    expect(proof.finalSeed).toMatch(HEX64);
    expect(beforeLock).not.toContain(proof.seed);
    expect(beforeLock).not.toContain(proof.finalSeed);
    expect(beforeLock.join(' ')).not.toContain(proof.seed);
  });

  it('holds no seed at all for any issue not drawn yet', async () => {
    const rows = await fx.db.query<{ seeds: number }>(`SELECT count(*)::int AS seeds FROM lottery_issues WHERE drawn_at IS NULL AND seed IS NOT NULL`);
    expect(rows[0]!.seeds).toBe(0);
  });
});

describe('the house after the lock', () => {
  it('cannot cancel a locked issue: refused, nothing refunded, the issue is drawn on time', async () => {
    const issue = await currentIssue('FAST_3M');
    const member = await fundedMember(fx.db as ScriptDb, 10_000n);
    const token = await issueSession(fx.db, member);
    expect((await bet(token, 'FAST_3M', issue.numero, ['34'])).statusCode).toBe(200);
    await advanceTo(new Date(issue.lock_at.getTime() + 100));
    const [locked] = await fx.db.query<{ status: string }>('SELECT status FROM lottery_issues WHERE id = $1', [issue.id]);
    expect(locked!.status).toBe('LOCKED');

    const refused = await fx.call({
      method: 'POST',
      url: `/ops/lottery/issues/FAST_3M/${issue.numero}/cancel`,
      operator: true,
      headers: { 'x-operator': 'ops.mallory' },
      payload: { reason: 'we do not like these numbers' },
    });
    expect(refusalOf(refused)).toMatchObject({ status: 409, errorCode: 'LOTTERY_ISSUE_LOCKED' });
    expect(await mainBalance(fx.db, member)).toBe(10_000n - 300n);
    const audit = await fx.db.query(`SELECT 1 FROM operator_actions WHERE reference = $1`, [`FAST_3M:${issue.numero}`]);
    expect(audit).toEqual([]);

    await advanceTo(new Date(issue.draw_at.getTime() + 500));
    const [after] = await fx.db.query<{ status: string }>('SELECT status FROM lottery_issues WHERE id = $1', [issue.id]);
    expect(after!.status).toBe('SETTLED');
    expect((await reconcile(fx.db)).consistent).toBe(true);
  });
});

describe('a locked issue whose draw cannot run', () => {
  const voidCall = (numero: string, payload: Record<string, unknown> = { reason: 'seed key lost in the rotation' }) =>
    fx.call({ method: 'POST', url: `/ops/lottery/issues/FAST_5M/${numero}/void`, operator: true, headers: { 'x-operator': 'ops.anna' }, payload });

  it('is voided only by the documented rule: every stake refunded, the operator, reason and failure audited', async () => {
    const issue = await currentIssue('FAST_5M');
    const member = await fundedMember(fx.db as ScriptDb, 10_000n);
    const token = await issueSession(fx.db, member);
    expect((await bet(token, 'FAST_5M', issue.numero, ['56'])).statusCode).toBe(200);
    // Before the lock there is nothing to void (a cancel is the way), and a locked issue that can be drawn is refused.
    expect(refusalOf(await voidCall(issue.numero))).toMatchObject({ status: 409, errorCode: 'LOTTERY_ISSUE_NOT_LOCKED' });
    await advanceTo(new Date(issue.lock_at.getTime() + 100));
    expect(refusalOf(await voidCall(issue.numero))).toMatchObject({ status: 409, errorCode: 'LOTTERY_ISSUE_DRAWABLE' });
    expect(refusalOf(await voidCall(issue.numero, {}))).toMatchObject({ status: 400, field: 'reason' });
    expect(await mainBalance(fx.db, member)).toBe(10_000n - 300n);

    // The platform restarted with a key that does not match the commitment: the draw cannot run.
    const failures: string[] = [];
    const wrongKey = createLotteryScheduler({
      db: fx.db,
      now: () => clock,
      seedKeys: { current: 'not-the-key-this-issue-was-committed-under-0123' },
      settle: settleIssue,
      refund: refundIssue,
      onError: (error) => failures.push(String(error)),
    });
    clock = new Date(issue.draw_at.getTime() + 500);
    await wrongKey.tick();
    expect(failures.join('\n')).toMatch(new RegExp(`FAST_5M ${issue.numero} cannot be drawn`));
    const voided = value(okEnvelope(LotteryIssueAnswerSchema), await voidCall(issue.numero)).issue;
    expect(voided).toMatchObject({ status: 'CANCELLED', seed: null, result: null });
    expect(await mainBalance(fx.db, member)).toBe(10_000n);
    const audit = await fx.db.query<{ operator: string; details: Record<string, unknown> }>(
      `SELECT operator, details FROM operator_actions WHERE action = 'LOTTERY_ISSUE_VOID' AND reference = $1`,
      [`FAST_5M:${issue.numero}`],
    );
    expect(audit).toEqual([
      {
        operator: 'ops.anna',
        details: { gameId: 'FAST_5M', numero: issue.numero, reason: 'seed key lost in the rotation', drawFailure: 'no configured lottery seed key matches the published commitment' },
      },
    ]);
    // A repeat refunds nothing twice; the right key later draws nothing of a voided issue.
    expect(value(okEnvelope(LotteryIssueAnswerSchema), await voidCall(issue.numero)).issue.status).toBe('CANCELLED');
    await advanceTo(new Date(clock.getTime() + 1_000));
    expect(await mainBalance(fx.db, member)).toBe(10_000n);
    const [after] = await fx.db.query<{ status: string; drawn_at: Date | null }>('SELECT status, drawn_at FROM lottery_issues WHERE id = $1', [issue.id]);
    expect(after).toEqual({ status: 'CANCELLED', drawn_at: null });
    expect((await reconcile(fx.db)).consistent).toBe(true);
  });

  it('refuses to void a drawn issue', async () => {
    const [drawn] = await fx.db.query<{ numero: string }>(`SELECT numero FROM lottery_issues WHERE game_id = 'FAST_5M' AND drawn_at IS NOT NULL LIMIT 1`);
    expect(refusalOf(await voidCall(drawn!.numero))).toMatchObject({ status: 409, errorCode: 'LOTTERY_ISSUE_DRAWN' });
  });
});

describe('verification of a drawn issue', () => {
  it('recomputes the commitment, the bets digest, the final seed and the numbers exactly', async () => {
    const issue = await currentIssue('FAST_1M');
    for (const numbers of [['01'], ['99']]) {
      const token = await issueSession(fx.db, await fundedMember(fx.db as ScriptDb, 10_000n));
      expect((await bet(token, 'FAST_1M', issue.numero, numbers)).statusCode).toBe(200);
    }
    const published = value(okEnvelope(LotteryIssueAnswerSchema), await get(`/lgw/vn/numeros/FAST_1M/${issue.numero}`)).issue;
    expect(published.seed).toBeNull();
    await advanceTo(new Date(issue.draw_at.getTime() + 500));

    const drawn = value(okEnvelope(LotteryIssueAnswerSchema), await get(`/lgw/vn/numeros/FAST_1M/${issue.numero}`)).issue;
    const proof = value(okEnvelope(LotteryVerifyAnswerSchema), await get(`/lgw/vn/numeros/FAST_1M/${issue.numero}/verify`));
    expect(proof.verified).toBe(true);
    const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
    // The commitment published before sales opened is the SHA-256 of the revealed seed.
    expect(sha256(proof.seed)).toBe(published.seedHash);
    // The bets digest is the SHA-256 of the issue's bets, one line each, in id order.
    const bets = await fx.db.query<{ line: string }>(
      `SELECT concat_ws('|', id, member_id, bet_type, array_to_string(numbers, ','), units, unit_price, stake) AS line
         FROM lottery_bets WHERE issue_id = $1 ORDER BY id`,
      [issue.id],
    );
    expect(bets).toHaveLength(2);
    expect(proof.betsDigest).toBe(sha256(bets.map(({ line }) => `${line}\n`).join('')));
    expect(proof.finalSeed).toBe(sha256(`${proof.seed}${proof.betsDigest}`));
    expect(drawResult(proof.finalSeed!, 'FAST_1M', issue.numero, 'SOUTH18')).toEqual(drawn.result);
    expect(proof.recomputed).toEqual(drawn.result);
    expect(drawn).toMatchObject({ seed: proof.seed, betsDigest: proof.betsDigest, finalSeed: proof.finalSeed });
  });
});
