/**
 * Bulk records for measuring the record pages at scale (the bench's million journal lines and
 * million rounds, the index tests' smaller set): members, their wallets, ledger entries of every
 * common kind and settled rounds with their daily rollups, written by a few set-based statements.
 *
 * How the journal is written, and why it stays a valid ledger: posting line by line through the
 * ledger's trigger updates each account's row once per line, and inside one transaction every
 * update of the same row adds a version that the next update must step over, so a hundred thousand
 * lines of one account cost time quadratic in their number. This seed therefore switches the
 * triggers off for its own transaction (session_replication_role = replica: needs a superuser, as
 * the embedded database's user is) and writes what they would have written: each line's balance
 * after it (the account's balance plus the running sum in line order), the member, kind and time
 * copied from the entry and the account, and finally each account's balance raised by the sum of
 * its new lines. Every entry has two lines summing to zero in the real-money ledger, no member
 * balance ever dips below zero (each member's first entry is a large opening credit), and
 * `reconcile` checks all of it afterwards.
 */
import type { ScriptDb } from '../db/database';

export interface BulkRecordsOptions {
  /** How many members to create (accounts `<prefix>0001`…). */
  members: number;
  /** How many of them hold `heavyRows` lines and rounds each; the rest share the remainder evenly. */
  heavyMembers: number;
  heavyRows: number;
  /** Journal lines in all (two per entry, one of them a member's). */
  lines: number;
  rounds: number;
  /** Rows are spread over this many days up to now. */
  days: number;
  accountPrefix: string;
}

/**
 * SQL of the member that row `row` (1-based) belongs to, from the id array `ids` ($2 heavy members,
 * $3 rows each): the heavy members' rows first, interleaved, then the others' in turn.
 */
const memberOfRow = (row: string) => `CASE WHEN ${row} <= $2::int * $3::int THEN ids[1 + (${row} - 1) % $2::int]
  ELSE ids[1 + $2::int + (${row} % (cardinality(ids) - $2::int))] END`;

export async function seedBulkRecords(db: ScriptDb, options: BulkRecordsOptions): Promise<{ memberIds: number[] }> {
  if (options.heavyMembers >= options.members) throw new Error('bulk records: some members must be light');
  if (options.lines % 2 !== 0) throw new Error('bulk records: two lines per entry');
  return db.transaction(async (tx) => {
    await tx.query('SET LOCAL session_replication_role = replica');
    const members = await tx.query<{ id: number }>(
      `INSERT INTO members (account, type, password_hash)
       SELECT $1 || lpad(n::text, 4, '0'), 0, 'scrypt$bulk-records-no-login' FROM generate_series(1, $2::int) n
       RETURNING id::int AS id`,
      [options.accountPrefix, options.members],
    );
    const memberIds = members.map((m) => m.id).sort((a, b) => a - b);
    // Their wallets: the ledger column is what the (switched off) account trigger would set.
    await tx.query(
      `INSERT INTO ledger_accounts (kind, member_id, wallet_type, ledger)
       SELECT 'MEMBER', id, 'MAIN', 'REAL' FROM unnest($1::bigint[]) AS id`,
      [memberIds],
    );
    const [first] = await tx.query<{ id: string | null }>('SELECT max(id)::text AS id FROM journal_entries');
    const firstEntry = BigInt(first?.id ?? '0') + 1n;
    const entries = options.lines / 2;
    const span = `${options.days} days`;

    // Entries: each member's opening credit first, then the mix a player's record shows.
    await tx.query(
      `WITH ms AS (SELECT $1::bigint[] AS ids)
       INSERT INTO journal_entries (idempotency_key, kind, fingerprint, reference, created_at)
       SELECT 'bulk:' || $3 || ':' || i, kind, 'bulk', CASE WHEN kind IN ('DEPOSIT', 'BONUS') THEN 'B' || i END,
              now() - $4::interval + (i * $4::interval) / ($2::int + cardinality(ids))
       FROM ms, generate_series(1, $2::int + cardinality(ids)) AS i,
            -- Kinds drawn by a hash of the row, so every member gets the mix whatever rows are theirs.
            LATERAL (SELECT abs(hashint4(i)) % 200 AS h) AS hashed,
            LATERAL (SELECT CASE WHEN i <= cardinality(ids) THEN 'DEMO_SEED'
                                 WHEN h = 0 THEN 'DEPOSIT' WHEN h < 5 THEN 'BONUS'
                                 WHEN h % 2 = 0 THEN 'SEAMLESS_WIN' ELSE 'SEAMLESS_BET' END AS kind) AS k
       ORDER BY i`,
      [memberIds, entries - memberIds.length, options.accountPrefix, span],
    );
    // Their two lines: the member's wallet and the system account the kind moves money with.
    await tx.query(
      `WITH ms AS (SELECT $1::bigint[] AS ids),
       planned AS (
         SELECT e.id AS entry_id, e.kind, e.created_at, i,
                CASE WHEN i <= cardinality(ids) THEN ids[i] ELSE ${memberOfRow('(i - cardinality(ids))')} END AS member_id,
                CASE e.kind WHEN 'DEMO_SEED' THEN 100000000 WHEN 'DEPOSIT' THEN 10000 WHEN 'BONUS' THEN 500 WHEN 'SEAMLESS_WIN' THEN 150 ELSE -100 END AS amount,
                CASE e.kind WHEN 'DEMO_SEED' THEN 'OPERATOR_FUNDING' WHEN 'DEPOSIT' THEN 'PAYMENT_CLEARING' WHEN 'BONUS' THEN 'MARKETING' ELSE 'HOUSE' END AS source
         FROM ms, journal_entries e, LATERAL (SELECT split_part(e.idempotency_key, ':', 3)::int AS i) AS n
         WHERE e.id >= $4::bigint AND e.idempotency_key LIKE 'bulk:' || $5 || ':%'
       ),
       lines AS (
         SELECT p.entry_id, w.id AS account_id, p.amount, p.member_id, p.kind, p.created_at FROM planned p
           JOIN ledger_accounts w ON w.member_id = p.member_id AND w.wallet_type = 'MAIN'
         UNION ALL
         SELECT p.entry_id, s.id, -p.amount, NULL, p.kind, p.created_at FROM planned p JOIN ledger_accounts s ON s.code = p.source
       )
       INSERT INTO journal_lines (entry_id, account_id, amount, balance_after, member_id, kind, created_at)
       SELECT l.entry_id, l.account_id, l.amount,
              a.balance + sum(l.amount) OVER (PARTITION BY l.account_id ORDER BY l.entry_id ROWS UNBOUNDED PRECEDING),
              l.member_id, l.kind, l.created_at
       FROM lines l JOIN ledger_accounts a ON a.id = l.account_id
       ORDER BY l.entry_id, l.account_id`,
      [memberIds, options.heavyMembers, options.heavyRows, firstEntry.toString(), options.accountPrefix],
    );
    await tx.query(
      `UPDATE ledger_accounts a SET balance = a.balance + s.total
       FROM (SELECT account_id, sum(amount) AS total FROM journal_lines WHERE entry_id >= $1::bigint GROUP BY account_id) AS s
       WHERE a.id = s.account_id`,
      [firstEntry.toString()],
    );

    // Rounds: settled, a third of them won (twice the stake), over five game types and three vendors.
    await tx.query(
      `WITH ms AS (SELECT $1::bigint[] AS ids)
       INSERT INTO game_rounds (provider, round_id, member_id, vendor, game_type, game_code, game_name, ledger, stake, valid_bet, win, status, started_at, settled_at, qualifying_bet)
       SELECT 'BULK', $5 || ':' || i, ${memberOfRow('i')},
              (ARRAY['DEMO', 'BULKA', 'BULKB'])[1 + i % 3], (ARRAY['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS'])[1 + i % 5],
              'BULK-GAME', 'Bulk Game', 'REAL', 100 + i % 900, 100 + i % 900, CASE WHEN i % 3 = 0 THEN 2 * (100 + i % 900) ELSE 0 END,
              'SETTLED', t, t,
              round_qualifying_bet((ARRAY['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS'])[1 + i % 5], 'SETTLED', 100 + i % 900, CASE WHEN i % 3 = 0 THEN 2 * (100 + i % 900) ELSE 0 END)
       FROM ms, generate_series(1, $4::int) AS i, LATERAL (SELECT now() - $6::interval + (i * $6::interval) / $4::int AS t) AS at
       ORDER BY i`,
      [memberIds, options.heavyMembers, options.heavyRows, options.rounds, options.accountPrefix, span],
    );
    // The rollup the rounds' trigger (switched off here with the others) would have kept.
    await tx.query(
      `INSERT INTO member_daily_rollups AS r (member_id, day, game_type, vendor, ledger, valid_bet, qualifying_bet, win, profit_loss, rounds, round_rows)
       SELECT member_id, site_day(started_at), game_type, vendor, 'REAL', sum(valid_bet), sum(qualifying_bet), sum(win), sum(win) - sum(valid_bet), count(*), count(*)
       FROM game_rounds WHERE provider = 'BULK' AND round_id LIKE $1 || ':%'
       GROUP BY 1, 2, 3, 4
       ON CONFLICT (member_id, day, game_type, vendor, ledger) DO UPDATE
         SET valid_bet = r.valid_bet + EXCLUDED.valid_bet, qualifying_bet = r.qualifying_bet + EXCLUDED.qualifying_bet, win = r.win + EXCLUDED.win,
             profit_loss = r.profit_loss + EXCLUDED.profit_loss, rounds = r.rounds + EXCLUDED.rounds,
             round_rows = r.round_rows + EXCLUDED.round_rows`,
      [options.accountPrefix],
    );
    return { memberIds };
  });
}
