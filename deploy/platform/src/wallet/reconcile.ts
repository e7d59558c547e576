/**
 * The ledger audit behind `npm run ops -- reconcile`: does the stored state still add up? The
 * database enforces these rules on every write (migrations 005 and 008); this re-checks the result,
 * so that a restore, a manual repair or a rule switched off by hand does not go unnoticed.
 *
 * - every account's balance equals the sum of its journal lines;
 * - every entry has at least two lines, they sum to zero, and they are all in one ledger (play or real);
 * - in each account, line by line in id order, balance_after is the balance before plus the amount;
 * - each member's BONUS wallet holds exactly what their open bonus grants hold (restricted money
 *   that no grant accounts for could be released by nothing, or released twice).
 *
 * A system account split into shards (migration 040) counts as one account with one balance, the
 * sum of its shards; each shard is still checked on its own like any account.
 */
import type { Db } from '../db/database';
import { formatAmount, toMinor } from './money';

export type ReconcileProblemKind =
  | 'BALANCE_MISMATCH'
  | 'ENTRY_UNBALANCED'
  | 'ENTRY_WITHOUT_LINES'
  | 'ENTRY_MIXES_LEDGERS'
  | 'RUNNING_BALANCE_BREAK'
  | 'BONUS_GRANTS_MISMATCH';

/** Play money of trial accounts, or real money; an entry never mixes them. */
export type LedgerCode = 'REAL' | 'PLAY';

export interface ReconcileProblem {
  kind: ReconcileProblemKind;
  /** The account, entry or line concerned. */
  id: string;
  detail: string;
}

export interface ReconcileReport {
  consistent: boolean;
  accounts: number;
  entries: number;
  lines: number;
  /** Per ledger: its accounts and the sum of their balances (zero when the books balance). */
  ledgers: { ledger: LedgerCode; accounts: number; total: string }[];
  /** Each system account's balance (the sum of its shards), by code. */
  systemAccounts: { code: string; ledger: LedgerCode; balance: string }[];
  /** How many problems were found; `problems` lists at most PROBLEMS_LISTED of each kind. */
  problemCount: number;
  problems: ReconcileProblem[];
}

/** Enough to find and fix a fault, without an answer of unbounded size. */
export const PROBLEMS_LISTED = 20;

interface Found {
  id: string;
  detail: string;
  found: number;
}

/** Runs the checks on one snapshot, so postings made meanwhile cannot look like faults. */
export async function reconcile(db: Db): Promise<ReconcileReport> {
  return db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const [counts] = await tx.query<{ accounts: number; entries: number; lines: number }>(
      `SELECT (SELECT count(*)::int FROM ledger_accounts WHERE shard_of IS NULL) AS accounts,
              (SELECT count(*)::int FROM journal_entries) AS entries,
              (SELECT count(*)::int FROM journal_lines) AS lines`,
    );
    const ledgers = await tx.query<{ ledger: LedgerCode; accounts: number; total: string }>(
      `SELECT ledger, count(*) FILTER (WHERE shard_of IS NULL)::int AS accounts, sum(balance)::text AS total
       FROM ledger_accounts GROUP BY ledger ORDER BY ledger`,
    );
    const systemAccounts = await tx.query<{ code: string; ledger: LedgerCode; balance: string }>(
      'SELECT code, ledger, balance::text AS balance FROM system_account_balances ORDER BY code',
    );

    const problems: ReconcileProblem[] = [];
    let problemCount = 0;
    const collect = (kind: ReconcileProblemKind, rows: Found[]) => {
      problemCount += rows[0]?.found ?? 0;
      for (const row of rows) problems.push({ kind, id: row.id, detail: row.detail });
    };

    collect(
      'BALANCE_MISMATCH',
      await tx.query<Found>(
        `SELECT a.id::text AS id, 'balance ' || a.balance || ', lines sum to ' || coalesce(s.total, 0) AS detail, count(*) OVER ()::int AS found
         FROM ledger_accounts a
         LEFT JOIN (SELECT account_id, sum(amount) AS total FROM journal_lines GROUP BY account_id) s ON s.account_id = a.id
         WHERE a.balance <> coalesce(s.total, 0)
         ORDER BY a.id LIMIT $1`,
        [PROBLEMS_LISTED],
      ),
    );

    const entryChecks: [ReconcileProblemKind, string, string][] = [
      ['ENTRY_WITHOUT_LINES', 'count(l.id) < 2', `count(l.id) || ' line(s)'`],
      ['ENTRY_UNBALANCED', 'coalesce(sum(l.amount), 0) <> 0', `'lines sum to ' || coalesce(sum(l.amount), 0)`],
      ['ENTRY_MIXES_LEDGERS', 'count(DISTINCT a.ledger) > 1', `'lines in ' || string_agg(DISTINCT a.ledger, ' and ')`],
    ];
    for (const [kind, condition, detail] of entryChecks) {
      collect(
        kind,
        await tx.query<Found>(
          `SELECT e.id::text AS id, ${detail} AS detail, count(*) OVER ()::int AS found
           FROM journal_entries e
           LEFT JOIN journal_lines l ON l.entry_id = e.id
           LEFT JOIN ledger_accounts a ON a.id = l.account_id
           GROUP BY e.id HAVING ${condition}
           ORDER BY e.id LIMIT $1`,
          [PROBLEMS_LISTED],
        ),
      );
    }

    collect(
      'RUNNING_BALANCE_BREAK',
      await tx.query<Found>(
        `SELECT id::text AS id, 'account ' || account_id || ': balance_after ' || balance_after || ', running sum ' || running AS detail,
                count(*) OVER ()::int AS found
         FROM (SELECT id, account_id, balance_after, sum(amount) OVER (PARTITION BY account_id ORDER BY id) AS running FROM journal_lines) l
         WHERE balance_after <> running
         ORDER BY id LIMIT $1`,
        [PROBLEMS_LISTED],
      ),
    );

    collect(
      'BONUS_GRANTS_MISMATCH',
      await tx.query<Found>(
        `SELECT a.id::text AS id, 'BONUS balance ' || a.balance || ', open grants hold ' || coalesce(g.held, 0) AS detail,
                count(*) OVER ()::int AS found
         FROM ledger_accounts a
         LEFT JOIN (SELECT member_id, sum(balance) AS held FROM bonus_grants WHERE status IN ('ACTIVE', 'MET') GROUP BY member_id) g
           ON g.member_id = a.member_id
         WHERE a.wallet_type = 'BONUS' AND a.balance <> coalesce(g.held, 0)
         ORDER BY a.id LIMIT $1`,
        [PROBLEMS_LISTED],
      ),
    );

    return {
      consistent: problemCount === 0,
      accounts: counts!.accounts,
      entries: counts!.entries,
      lines: counts!.lines,
      ledgers: ledgers.map((l) => ({ ledger: l.ledger, accounts: l.accounts, total: formatAmount(toMinor(l.total)) })),
      systemAccounts: systemAccounts.map((a) => ({ code: a.code, ledger: a.ledger, balance: formatAmount(toMinor(a.balance)) })),
      problemCount,
      problems,
    };
  });
}
