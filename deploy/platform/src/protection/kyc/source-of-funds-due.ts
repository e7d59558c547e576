/**
 * The operator's list of members owing a source-of-funds declaration: every kept duty
 * (kyc_source_of_funds_due), with the member's level as of today and whether a declaration waits
 * for review. The level is worked out in the query with the same rule as identityState (an approved
 * document counts until its last valid day), so the state can be filtered and paged in the database.
 */
import type { Paged } from '@site/shared/contract/member';
import type { SourceOfFundsDueItem, SourceOfFundsDueState } from '@site/shared/contract/protection/kyc';
import type { Db } from '../../db/database';
import { isoTime } from '../../db/dates';
import { formatAmount } from '../../wallet/money';
import type { BrandProfile } from '../brand-profile';

type StateFilter = 'OWING' | SourceOfFundsDueState | 'ALL';

const STATES_OF: Record<StateFilter, SourceOfFundsDueState[]> = {
  OWING: ['DUE', 'IN_REVIEW'],
  DUE: ['DUE'],
  IN_REVIEW: ['IN_REVIEW'],
  MET: ['MET'],
  ALL: ['DUE', 'IN_REVIEW', 'MET'],
};

/** Each kept duty with its member, level ingredients and state; $1 is the site day an approval must still cover. */
const JUDGED = `
  WITH due AS (
    SELECT d.member_id, d.passed_at, d.deposits, m.account, m.payee_name,
      EXISTS (SELECT 1 FROM kyc_submissions s WHERE s.member_id = d.member_id AND s.kind = 'IDENTITY' AND s.state = 'APPROVED'
              AND (s.expires_on IS NULL OR s.expires_on >= $1::date)) AS identity_ok,
      EXISTS (SELECT 1 FROM kyc_submissions s WHERE s.member_id = d.member_id AND s.kind = 'SOURCE_OF_FUNDS' AND s.state = 'APPROVED'
              AND (s.expires_on IS NULL OR s.expires_on >= $1::date)) AS funds_ok,
      (SELECT min(s.id) FROM kyc_submissions s WHERE s.member_id = d.member_id AND s.kind = 'SOURCE_OF_FUNDS' AND s.state = 'PENDING') AS pending_id
    FROM kyc_source_of_funds_due d JOIN members m ON m.id = d.member_id
  ),
  judged AS (
    SELECT *, CASE WHEN identity_ok AND funds_ok THEN 'MET' WHEN pending_id IS NOT NULL THEN 'IN_REVIEW' ELSE 'DUE' END AS state FROM due
  )`;

interface DueRow {
  member_id: string;
  passed_at: unknown;
  deposits: string;
  account: string;
  payee_name: string | null;
  identity_ok: boolean;
  funds_ok: boolean;
  pending_id: string | null;
  state: SourceOfFundsDueState;
}

/** One page of the duties in the filter's states, the newest duty first. */
export async function sourceOfFundsDueList(
  db: Db,
  profile: BrandProfile,
  query: { state: StateFilter; pageNo: number; pageSize: number },
  day: string,
): Promise<Paged<SourceOfFundsDueItem>> {
  const states = STATES_OF[query.state];
  const [counted] = await db.query<{ n: number }>(`${JUDGED} SELECT count(*)::int AS n FROM judged WHERE state = ANY($2::text[])`, [day, states]);
  const totalCount = counted?.n ?? 0;
  const totalPages = Math.max(1, Math.ceil(totalCount / query.pageSize));
  // A page past the end answers the last page, as every list of the site does.
  const pageNo = Math.min(query.pageNo, totalPages);
  const rows = await db.query<DueRow>(
    `${JUDGED}
     SELECT member_id::text AS member_id, passed_at, deposits::text AS deposits, account, payee_name, identity_ok, funds_ok, pending_id::text AS pending_id, state
     FROM judged WHERE state = ANY($2::text[]) ORDER BY passed_at DESC, member_id DESC LIMIT $3::int OFFSET $4::int`,
    [day, states, query.pageSize, (pageNo - 1) * query.pageSize],
  );
  const list = rows.map((row) => ({
    account: row.account,
    realName: row.payee_name,
    level: row.identity_ok ? (row.funds_ok ? 3 : 2) : row.payee_name ? 1 : 0,
    state: row.state,
    passedAt: isoTime(row.passed_at),
    depositsAtPass: formatAmount(BigInt(row.deposits)),
    threshold: profile.sourceOfFundsThreshold,
    pendingSubmissionId: row.pending_id === null ? null : Number(row.pending_id),
  }));
  return { list, pageNo, totalPages, totalCount };
}
