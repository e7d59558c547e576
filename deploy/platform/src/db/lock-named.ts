/**
 * A transaction's advisory lock on a named thing, e.g. `lockNamed(tx, 'chat-member', memberId)`: two
 * transactions naming the same thing run one after the other, on one server or on many sharing the
 * database, and the lock ends with the transaction. The name (scope and parts joined by ':') is
 * hashed by the database, so it is the whole key: a scope of its own per kind of thing.
 */
import type { Db } from './database';

export async function lockNamed(tx: Db, scope: string, ...parts: (string | number | bigint)[]): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [[scope, ...parts.map(String)].join(':')]);
}
