/**
 * The record of every bet, win and rollback, once per provider, kind and txId, with the answer it
 * got (seamless_transactions, written by the call functions in sql/). Concurrent calls with the
 * same txId queue on a transaction-scoped advisory lock there, so the second sees what the first
 * recorded and answers as a replay instead of moving money twice. A repeat must carry the same
 * fingerprint to be a replay: what the platform computes here for each call.
 */
import { createHash } from 'node:crypto';

export type TransactionKind = 'BET' | 'WIN' | 'ROLLBACK';
/** What a txId stands for: a repeat must carry the same to be a replay. */
export function fingerprintOf(parts: { kind: TransactionKind; memberId: string; gameCode: string; roundId: string; amount: number; roundClosed?: boolean }): string {
  const canonical = JSON.stringify([parts.kind, parts.memberId, parts.gameCode, parts.roundId, parts.amount, parts.roundClosed ?? null]);
  return createHash('sha256').update(canonical).digest('hex');
}
