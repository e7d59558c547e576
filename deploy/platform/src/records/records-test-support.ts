/** Test support for the records area: rounds, ledger entries and bonuses placed on chosen days. */
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/database';
import { openMemberWallet, systemAccountId } from '../wallet/ledger';

export interface RoundSpec {
  memberId: number;
  startedAt: string;
  gameType?: string;
  vendor?: string;
  stake: number;
  win?: number;
  ledger?: 'REAL' | 'PLAY';
  status?: 'OPEN' | 'SETTLED' | 'ROLLED_BACK';
}

let roundSerial = 0;

/**
 * A round as the seamless wallet leaves it, started at a chosen time (its daily rollup follows by
 * the rounds' trigger). Amounts in minor units.
 */
export async function insertRound(db: Db, spec: RoundSpec): Promise<string> {
  roundSerial += 1;
  const gameType = spec.gameType ?? 'RNG';
  const ledger = spec.ledger ?? 'REAL';
  const win = spec.win ?? 0;
  const status = spec.status ?? 'SETTLED';
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO game_rounds (provider, round_id, member_id, vendor, game_type, game_code, game_name, ledger, stake, valid_bet, win, status, started_at, settled_at)
     VALUES ('DEMO', $1, $2, $3, $4, 'DEMO-SLOT', 'Demo Slot', $5, $6, $6, $7, $8, $9::timestamptz,
             CASE WHEN $8 = 'SETTLED' THEN $9::timestamptz END)
     RETURNING id::text AS id`,
    [`r${process.pid}-${roundSerial}`, spec.memberId, spec.vendor ?? 'DEMO', gameType, ledger, spec.stake, win, status, spec.startedAt],
  );
  return row!.id;
}

let entrySerial = 0;

/**
 * A ledger entry of `kind` between operator funding and the member's main wallet (positive: to
 * the member), posted at a chosen time: the entry's time is what the account record files it by.
 */
export async function postEntryAt(
  db: Db,
  options: { memberId: number; kind: string; amount: number; at: string; reference?: string },
): Promise<{ entryId: string; walletId: string }> {
  entrySerial += 1;
  const wallet = await openMemberWallet(db, String(options.memberId));
  const funding = await systemAccountId(db, 'OPERATOR_FUNDING');
  return db.transaction(async (tx) => {
    const [entry] = await tx.query<{ id: string }>(
      `INSERT INTO journal_entries (idempotency_key, kind, fingerprint, reference, created_at)
       VALUES ($1, $2, 'test', $3, $4::timestamptz) RETURNING id::text AS id`,
      [`records-test:${process.pid}:${entrySerial}`, options.kind, options.reference ?? null, options.at],
    );
    const lines = [
      [funding, -options.amount],
      [wallet.accountId, options.amount],
    ].sort(([a], [b]) => Number(a) - Number(b));
    for (const [account, amount] of lines) {
      await tx.query('INSERT INTO journal_lines (entry_id, account_id, amount) VALUES ($1::bigint, $2::bigint, $3::bigint)', [entry!.id, account, amount]);
    }
    return { entryId: entry!.id, walletId: wallet.accountId };
  });
}

/** The value of a 200 answer (throws with the body otherwise). */
export function valueOf<T>(response: LightMyRequestResponse): T {
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return (response.json() as { value: T }).value;
}

/** Query text of a filter object. */
export function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  return search.toString();
}
