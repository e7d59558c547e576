/**
 * The team list: an agent's direct downlines or its whole team, or the downlines of one member of
 * its team (drill-down), optionally narrowed to accounts starting with a prefix. One query per
 * page: the count, the page's rows with their upline, MAIN balance and number of direct
 * downlines come back together, so a page costs one round trip whatever its size.
 */
import { AGENT_PAGE_SIZE, type Paged, type TeamMember, type TeamScope } from '@site/shared/contract/agents';
import { isAgentType } from '../../accounts/members';
import type { Db } from '../../db/database';
import { isoTime, isoTimeOrNull } from '../../db/dates';
import { formatAmount, toMinor } from '../../wallet/money';
import type { TeamMemberRef } from './team-scope';

interface TeamRow {
  total: number;
  id: string | null;
  depth: number | null;
  account: string;
  nickname: string | null;
  type: number;
  upline_account: string;
  balance: string;
  status: 'ACTIVE' | 'FROZEN';
  last_login_at: unknown;
  created_at: unknown;
  direct_downlines: number;
}

/** The columns of a TeamMember, for a member `m` at `depth` below the caller. */
const MEMBER_COLUMNS = `m.account, m.nickname, m.type::int AS type, u.account AS upline_account,
  coalesce(w.balance, 0)::text AS balance, m.status, m.last_login_at, m.created_at,
  (SELECT count(*)::int FROM member_tree d WHERE d.ancestor_id = m.id AND d.depth = 1) AS direct_downlines`;

const MEMBER_JOINS = `JOIN members u ON u.id = m.upline_id
  LEFT JOIN ledger_accounts w ON w.member_id = m.id AND w.wallet_type = 'MAIN'`;

function teamMemberOf(row: Omit<TeamRow, 'total' | 'id' | 'depth'>, level: number): TeamMember {
  return {
    account: row.account,
    nickname: row.nickname,
    type: row.type,
    isAgent: isAgentType(row.type),
    level,
    uplineAccount: row.upline_account,
    balance: formatAmount(toMinor(row.balance)),
    status: row.status,
    lastLoginAt: isoTimeOrNull(row.last_login_at),
    registeredAt: isoTime(row.created_at),
    directDownlines: row.direct_downlines,
  };
}

/** `abc_` as a LIKE prefix that matches those characters literally. */
function likePrefix(search: string): string {
  return `${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The deepest level "all" reaches: deeper than any real line. */
const ALL_LEVELS = 1_000;

export interface TeamListRequest {
  agentId: string;
  scope: TeamScope;
  /** Drill-down: list under this member of the caller's team instead of under the caller. */
  parent: TeamMemberRef | null;
  search?: string;
  pageNo: number;
}

/**
 * One page of the team, ordered by level and then by registration (oldest first, the order of the
 * tree index, so the whole team pages without sorting it). A page past the end answers the last.
 */
export async function listTeamMembers(db: Db, request: TeamListRequest): Promise<Paged<TeamMember>> {
  const root = request.parent?.id ?? request.agentId;
  const levelOffset = request.parent?.depth ?? 0;
  const search = request.search?.trim() ? likePrefix(request.search.trim()) : null;
  const rows = await db.query<TeamRow>(
    `WITH team AS (
       SELECT t.descendant_id AS id, t.depth FROM member_tree t
       ${search === null ? '' : 'JOIN members s ON s.id = t.descendant_id'}
       WHERE t.ancestor_id = $1::bigint AND t.depth BETWEEN 1 AND $2::int
         AND ${search === null ? '$3::text IS NULL' : 'lower(s.account) LIKE $3::text'}
     ),
     counted AS (SELECT count(*)::int AS total FROM team),
     page AS (
       SELECT id, depth FROM team ORDER BY depth, id
       LIMIT $4::int OFFSET (SELECT (least($5::int, greatest(ceil(total / $4::numeric)::int, 1)) - 1) * $4::int FROM counted)
     )
     SELECT c.total, p.id::text AS id, p.depth, ${MEMBER_COLUMNS}
     FROM counted c
     LEFT JOIN (page p JOIN members m ON m.id = p.id ${MEMBER_JOINS}) ON true
     ORDER BY p.depth, p.id`,
    [root, request.scope === 'direct' ? 1 : ALL_LEVELS, search, AGENT_PAGE_SIZE, request.pageNo],
  );
  const totalCount = rows[0]?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(totalCount / AGENT_PAGE_SIZE));
  return {
    list: rows.filter((row) => row.id !== null).map((row) => teamMemberOf(row, row.depth! + levelOffset)),
    pageNo: Math.min(request.pageNo, totalPages),
    totalPages,
    totalCount,
  };
}

/** One member of the agent's team as the list shows it (after creating it, for instance). */
export async function teamMember(db: Db, agentId: string, memberId: string): Promise<TeamMember | null> {
  const rows = await db.query<TeamRow>(
    `SELECT t.depth, ${MEMBER_COLUMNS}
     FROM member_tree t JOIN members m ON m.id = t.descendant_id ${MEMBER_JOINS}
     WHERE t.ancestor_id = $1::bigint AND t.descendant_id = $2::bigint AND t.depth >= 1`,
    [agentId, memberId],
  );
  const row = rows[0];
  return row ? teamMemberOf(row, row.depth!) : null;
}
