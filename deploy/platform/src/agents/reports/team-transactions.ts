/**
 * Transaction details: the team's deposits (orders and matched deposits), withdrawals and
 * transfers (a member's to its upline, an agent's to a downline), newest first.
 *
 * Each source is read newest first by its time index, keeping the team's rows, and gives at most
 * the rows up to the end of the asked page; the page is cut from their union. A transfer is listed
 * under the team member who sent it to its upline, or who received it from an agent above it.
 */
import type { AgentRange, TeamTransaction, TeamTransactionKind, TeamTransactionsValue } from '@site/shared/contract/agents';
import type { Db } from '../../db/database';
import { isoTime, MAX_LISTED_ROWS, MEMBER_PAGE_SIZE, money, pageWindow } from '../../records/record-paging';
import type { TeamMemberRef } from '../team/team-scope';
import { DAY_AFTER_SQL, DAY_START_SQL } from './report-range';
import { SqlParams } from './sql-params';

export interface TeamTransactionsFilter extends AgentRange {
  agentId: string;
  member?: TeamMemberRef;
  kind?: TeamTransactionKind;
  pageNo: number;
}

interface Source {
  kind: TeamTransactionKind;
  table: string;
  /** The team member the row is listed under, and the other side of a transfer. */
  member: string;
  counterparty: string;
  reference: string;
  /** The source's state as one of TEAM_TRANSACTION_STATUSES. */
  status: string;
}

const SOURCES: Source[] = [
  {
    kind: 'DEPOSIT',
    table: 'deposit_orders',
    member: 'member_id',
    counterparty: 'NULL::bigint',
    reference: 'order_no',
    status: `CASE state WHEN 'CREDITED' THEN 'COMPLETED' ELSE state END`,
  },
  {
    kind: 'DEPOSIT',
    table: 'withdrawal_slices',
    member: 'depositor_id',
    counterparty: 'NULL::bigint',
    reference: 'slice_no',
    status: `CASE state WHEN 'RECEIVED' THEN 'COMPLETED' WHEN 'CANCELLED' THEN 'CANCELLED' ELSE 'PENDING' END`,
  },
  {
    kind: 'WITHDRAWAL',
    table: 'withdrawals',
    member: 'member_id',
    counterparty: 'NULL::bigint',
    reference: 'order_no',
    status: `CASE state WHEN 'MATCHING' THEN 'PENDING' ELSE state END`,
  },
  { kind: 'TRANSFER', table: 'upline_transfers', member: 'member_id', counterparty: 'upline_id', reference: 'reference', status: `'COMPLETED'` },
  { kind: 'TRANSFER', table: 'downline_transfers', member: 'member_id', counterparty: 'agent_id', reference: 'reference', status: `'COMPLETED'` },
];

/** The rows of each source in the filter, newest first, at most `limit` of each. */
function sourcesSql(filter: TeamTransactionsFilter, params: SqlParams, limit: number): string {
  const agent = params.add(filter.agentId);
  const from = DAY_START_SQL(params.add(filter.startDate));
  const until = DAY_AFTER_SQL(params.add(filter.endDate));
  const member = filter.member ? params.add(filter.member.id) : null;
  return SOURCES.filter((source) => !filter.kind || source.kind === filter.kind)
    .map(
      (source, rank) => `(SELECT '${source.kind}'::text AS kind, ${rank} AS rank, x.id, x.${source.reference} AS reference,
          x.${source.member} AS member_id, ${source.counterparty === 'NULL::bigint' ? 'NULL::bigint' : `x.${source.counterparty}`} AS counterparty_id,
          x.amount, ${source.status.replaceAll('state', 'x.state')} AS status, x.created_at
        FROM ${source.table} x
        WHERE x.created_at >= ${from} AND x.created_at < ${until}
          ${member ? `AND x.${source.member} = ${member}::bigint` : ''}
          AND EXISTS (SELECT 1 FROM member_tree t WHERE t.ancestor_id = ${agent}::bigint AND t.descendant_id = x.${source.member} AND t.depth >= 1)
        ORDER BY x.created_at DESC, x.id DESC LIMIT ${limit})`,
    )
    .join(' UNION ALL ');
}

interface TransactionRow {
  kind: TeamTransactionKind;
  reference: string;
  account: string;
  counterparty: string | null;
  amount: string;
  status: TeamTransaction['status'];
  created_at: Date;
}

export async function teamTransactions(db: Db, filter: TeamTransactionsFilter): Promise<TeamTransactionsValue> {
  const countParams = new SqlParams();
  const [counted] = await db.query<{ count: number }>(
    `SELECT least(count(*), ${MAX_LISTED_ROWS})::int AS count FROM (${sourcesSql(filter, countParams, MAX_LISTED_ROWS)}) AS u`,
    countParams.values,
  );
  const page = pageWindow(filter.pageNo, counted?.count ?? 0);
  if (page.totalCount === 0) return { list: [], pageNo: page.pageNo, totalPages: page.totalPages, totalCount: 0 };
  const params = new SqlParams();
  const rows = await db.query<TransactionRow>(
    `SELECT u.kind, u.reference, m.account, c.account AS counterparty, u.amount::text AS amount, u.status, u.created_at
     FROM (${sourcesSql(filter, params, page.offset + MEMBER_PAGE_SIZE)}) AS u
     JOIN members m ON m.id = u.member_id
     LEFT JOIN members c ON c.id = u.counterparty_id
     ORDER BY u.created_at DESC, u.rank, u.id DESC LIMIT ${MEMBER_PAGE_SIZE} OFFSET ${page.offset}`,
    params.values,
  );
  return {
    list: rows.map((row) => ({
      reference: row.reference,
      account: row.account,
      kind: row.kind,
      counterpartyAccount: row.counterparty,
      amount: money(row.amount),
      status: row.status,
      createdAt: isoTime(row.created_at),
    })),
    pageNo: page.pageNo,
    totalPages: page.totalPages,
    totalCount: page.totalCount,
  };
}
