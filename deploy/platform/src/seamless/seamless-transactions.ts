/**
 * The record of every bet, win and rollback, once per provider, kind and txId, with the answer it
 * got. Concurrent calls with the same txId queue on a transaction-scoped advisory lock, so the
 * second sees what the first recorded and answers as a replay instead of moving money twice.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import { txConflict } from './seamless-errors';

export type TransactionKind = 'BET' | 'WIN' | 'ROLLBACK';
export type TransactionStatus = 'DONE' | 'ROLLED_BACK' | 'NO_BET';

export interface RecordedTransaction {
  kind: TransactionKind;
  fingerprint: string;
  status: TransactionStatus;
  memberId: string;
  roundId: string;
  amount: number;
  response: Record<string, unknown>;
}

/** What a txId stands for: a repeat must carry the same to be a replay. */
export function fingerprintOf(parts: { kind: TransactionKind; memberId: string; gameCode: string; roundId: string; amount: number; roundClosed?: boolean }): string {
  const canonical = JSON.stringify([parts.kind, parts.memberId, parts.gameCode, parts.roundId, parts.amount, parts.roundClosed ?? null]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Waits for any other transaction working on the same txId (a bet and its rollback share the lock,
 * as a rollback names the bet's txId). Held until this transaction ends.
 */
export async function lockTransaction(tx: Db, provider: string, family: 'bet' | 'win', txId: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`seamless:${provider}:${family}:${txId}`]);
}

/** The recorded transactions of `txId` of the given kinds. */
export async function findTransactions(tx: Db, provider: string, txId: string, kinds: readonly TransactionKind[]): Promise<RecordedTransaction[]> {
  const rows = await tx.query<{
    kind: TransactionKind;
    fingerprint: string;
    status: TransactionStatus;
    member_id: string;
    round_id: string;
    amount: string;
    response: Record<string, unknown>;
  }>(
    `SELECT kind, fingerprint, status, member_id::text AS member_id, round_id, amount::text AS amount, response
     FROM seamless_transactions WHERE provider = $1 AND tx_id = $2 AND kind = ANY($3::text[])`,
    [provider, txId, kinds],
  );
  return rows.map((row) => ({
    kind: row.kind,
    fingerprint: row.fingerprint,
    status: row.status,
    memberId: row.member_id,
    roundId: row.round_id,
    amount: Number(row.amount),
    response: row.response,
  }));
}

/** The first answer again for the same content; TX_CONFLICT for other content under the same txId. */
export function replayOf<T>(recorded: RecordedTransaction, fingerprint: string): T {
  if (recorded.fingerprint !== fingerprint) throw txConflict();
  return recorded.response as T;
}

export async function recordTransaction(
  tx: Db,
  record: {
    provider: string;
    kind: TransactionKind;
    txId: string;
    fingerprint: string;
    sessionId: string;
    memberId: string;
    roundId: string;
    amount: number;
    status: TransactionStatus;
    entryId: string | null;
    response: object;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO seamless_transactions (provider, kind, tx_id, fingerprint, session_id, member_id, round_id, amount, status, entry_id, response)
     VALUES ($1, $2, $3, $4, $5::bigint, $6::bigint, $7, $8::bigint, $9, $10::bigint, $11::jsonb)`,
    [record.provider, record.kind, record.txId, record.fingerprint, record.sessionId, record.memberId, record.roundId, record.amount, record.status, record.entryId, JSON.stringify(record.response)],
  );
}

/** Marks a bet rolled back (its record keeps its first answer, which a replay of the bet returns). */
export async function markBetRolledBack(tx: Db, provider: string, txId: string): Promise<void> {
  await tx.query(`UPDATE seamless_transactions SET status = 'ROLLED_BACK' WHERE provider = $1 AND kind = 'BET' AND tx_id = $2`, [provider, txId]);
}
