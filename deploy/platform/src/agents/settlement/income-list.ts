/**
 * My Income: the caller's own payment lines (as payee, or as payer of its downlines) whose period
 * ended on a day of the range, newest period first, with totals over every line of the filter.
 * Nobody else's lines can be reached: the caller's id is part of every condition.
 */
import { AGENT_PAGE_SIZE, type AgentIncomePage, type IncomeDirection, type IncomeKind, type IncomeLine, type IncomeStatus } from '@site/shared/contract/agents';
import type { Db } from '../../db/database';
import { isoTime } from '../../db/dates';
import { formatAmount, toMinor } from '../../wallet/money';

export interface IncomeFilter {
  agentId: string;
  startDate: string;
  endDate: string;
  kind?: IncomeKind;
  direction?: IncomeDirection;
  pageNo: number;
}

interface LineRow {
  id: string;
  kind: IncomeKind;
  period_key: string;
  payer_account: string | null;
  payee_account: string;
  direction: IncomeDirection;
  due: string;
  paid: string;
  status: IncomeStatus;
  settled_at: unknown;
}

// The caller's lines in both roles; $1 agent, $2-$3 days, $4 kind, $5 direction.
const LINES = `
  SELECT p.*, 'RECEIVED' AS direction FROM agent_payments p
  WHERE p.payee_id = $1::bigint AND p.period_day BETWEEN $2::date AND $3::date
    AND ($4::text IS NULL OR p.kind = $4::text) AND ($5::text IS NULL OR $5::text = 'RECEIVED')
  UNION ALL
  SELECT p.*, 'PAID' AS direction FROM agent_payments p
  WHERE p.payer_id = $1::bigint AND p.period_day BETWEEN $2::date AND $3::date
    AND ($4::text IS NULL OR p.kind = $4::text) AND ($5::text IS NULL OR $5::text = 'PAID')`;

export async function listIncome(db: Db, filter: IncomeFilter): Promise<Omit<AgentIncomePage, 'startDate' | 'endDate'>> {
  const params = [filter.agentId, filter.startDate, filter.endDate, filter.kind ?? null, filter.direction ?? null];
  const [totals] = await db.query<{ count: number; received: string; paid: string; owed: string; owed_to_me: string }>(
    `SELECT count(*)::int AS count,
            coalesce(sum(paid) FILTER (WHERE direction = 'RECEIVED'), 0)::text AS received,
            coalesce(sum(paid) FILTER (WHERE direction = 'PAID'), 0)::text AS paid,
            coalesce(sum(due - paid) FILTER (WHERE direction = 'PAID'), 0)::text AS owed,
            coalesce(sum(due - paid) FILTER (WHERE direction = 'RECEIVED'), 0)::text AS owed_to_me
     FROM (${LINES}) lines`,
    params,
  );
  const totalCount = totals?.count ?? 0;
  const totalPages = Math.max(1, Math.ceil(totalCount / AGENT_PAGE_SIZE));
  const pageNo = Math.min(filter.pageNo, totalPages);
  const rows = await db.query<LineRow>(
    `SELECT lines.id::text AS id, lines.kind, lines.period_key, payer.account AS payer_account, payee.account AS payee_account,
            lines.direction, lines.due::text AS due, lines.paid::text AS paid, lines.status, lines.settled_at
     FROM (${LINES}) lines
     JOIN members payee ON payee.id = lines.payee_id
     LEFT JOIN members payer ON payer.id = lines.payer_id
     ORDER BY lines.period_end DESC, lines.id DESC
     LIMIT ${AGENT_PAGE_SIZE} OFFSET $6`,
    [...params, (pageNo - 1) * AGENT_PAGE_SIZE],
  );
  const list: IncomeLine[] = rows.map((row) => ({
    paymentId: row.id,
    kind: row.kind,
    periodLabel: row.period_key,
    payerAccount: row.payer_account,
    payeeAccount: row.payee_account,
    direction: row.direction,
    amount: formatAmount(toMinor(row.due)),
    paid: formatAmount(toMinor(row.paid)),
    owed: formatAmount(toMinor(row.due) - toMinor(row.paid)),
    status: row.status,
    settledAt: isoTime(row.settled_at),
  }));
  return {
    list,
    pageNo,
    totalPages,
    totalCount,
    totals: {
      received: formatAmount(toMinor(totals?.received ?? '0')),
      paid: formatAmount(toMinor(totals?.paid ?? '0')),
      owed: formatAmount(toMinor(totals?.owed ?? '0')),
      owedToMe: formatAmount(toMinor(totals?.owed_to_me ?? '0')),
    },
  };
}
