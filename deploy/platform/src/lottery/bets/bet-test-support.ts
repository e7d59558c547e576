/**
 * Test support for the lottery's bets: issues with chosen times and results (written straight to
 * the database, so a test does not depend on the scheduler), funded members, and money totals.
 */
import type { LotteryResult } from '@site/shared/contract/lottery';
import type { Db, ScriptDb } from '../../db/database';
import { accountBalance, creditMember, systemAccountId } from '../../wallet/ledger';
import { insertMember } from '../../wallet/wallet-test-db';
import { randomBytes } from 'node:crypto';
import { hashSeed } from '../draw';

let serial = 0;

/** An issue number no other test issue of the run uses. */
export function uniqueNumero(): string {
  serial += 1;
  return `2026${String(Math.floor(serial / 9000) + 1).padStart(4, '0')}-${String((serial % 9000) + 1).padStart(4, '0')}`;
}

export interface TestIssue {
  id: string;
  gameId: string;
  numero: string;
  lockAt: Date;
}

/** An issue of `gameId` on sale from `saleStartAt` until `lockAt`, drawn a minute later. */
export async function insertIssue(db: Db, options: { gameId: string; saleStartAt: Date; lockAt: Date; status?: string }): Promise<TestIssue> {
  const numero = uniqueNumero();
  // A commitment to a seed nobody keeps: these issues get their results from drawIssue.
  const seedHash = hashSeed(randomBytes(32).toString('hex'));
  const drawAt = new Date(options.lockAt.getTime() + 60_000);
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO lottery_issues (game_id, numero, sale_start_at, lock_at, draw_at, status, seed_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text AS id`,
    [options.gameId, numero, options.saleStartAt.toISOString(), options.lockAt.toISOString(), drawAt.toISOString(), options.status ?? 'OPEN', seedHash],
  );
  return { id: row!.id, gameId: options.gameId, numero, lockAt: options.lockAt };
}

/** Marks the issue DRAWN with a result of the test's choosing. */
export async function drawIssue(db: Db, issueId: string, result: LotteryResult, at = new Date()): Promise<void> {
  const seed = randomBytes(32).toString('hex');
  await db.query(`UPDATE lottery_issues SET status = 'DRAWN', seed = $4, result = $2::jsonb, drawn_at = $3 WHERE id = $1::bigint`, [
    issueId,
    JSON.stringify(result),
    at.toISOString(),
    seed,
  ]);
}

export async function cancelIssue(db: Db, issueId: string, at = new Date()): Promise<void> {
  await db.query(`UPDATE lottery_issues SET status = 'CANCELLED', cancelled_at = $2 WHERE id = $1::bigint`, [issueId, at.toISOString()]);
}

/** A real member with `money` minor units in the main wallet. */
export async function fundedMember(db: ScriptDb, money: bigint): Promise<string> {
  serial += 1;
  const memberId = await insertMember(db, { account: `lot${process.pid % 10000}x${serial}${Math.random().toString(36).slice(2, 7)}` });
  if (money > 0n) await creditMember(db, { memberId, amount: money, idempotencyKey: `test-fund:${memberId}`, kind: 'OPS_CREDIT', source: 'OPERATOR_FUNDING' });
  return memberId;
}

export async function mainBalance(db: Db, memberId: string): Promise<bigint> {
  const [row] = await db.query<{ id: string }>(`SELECT id::text AS id FROM ledger_accounts WHERE member_id = $1::bigint AND wallet_type = 'MAIN'`, [memberId]);
  return row ? accountBalance(db, row.id) : 0n;
}

export async function systemBalance(db: Db, code: 'LOTTERY_STAKES' | 'HOUSE'): Promise<bigint> {
  return accountBalance(db, await systemAccountId(db, code));
}

/** A whole south-shape result whose special prize is `special` (6 digits) and whose other numbers end in 00. */
export function southResult(special: string, endings: string[] = []): LotteryResult {
  const filler = (digits: number, index: number) => (endings[index] ?? '00').padStart(digits, '9');
  let index = 0;
  const numbers = (count: number, digits: number) => Array.from({ length: count }, () => filler(digits, index++));
  return {
    tiers: [
      { tier: 'G8', numbers: numbers(1, 2) },
      { tier: 'G7', numbers: numbers(1, 3) },
      { tier: 'G6', numbers: numbers(3, 4) },
      { tier: 'G5', numbers: numbers(1, 4) },
      { tier: 'G4', numbers: numbers(7, 5) },
      { tier: 'G3', numbers: numbers(2, 5) },
      { tier: 'G2', numbers: numbers(1, 5) },
      { tier: 'G1', numbers: numbers(1, 5) },
      { tier: 'DB', numbers: [special] },
    ],
  };
}
