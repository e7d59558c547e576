/**
 * The bonus record: money the site gave a member from the MARKETING account, each one ledger entry
 * with its member_bonuses row, all credited through creditReward (rewards/bonus): an operator's
 * grant (source OPERATOR), rewards, raffles and rebate, each with its own source.
 */
import type { BonusListValue } from '@site/shared/contract/member';
import type { BonusGrantState } from '@site/shared/contract/rewards/bonus';
import type { Db } from '../db/database';
import { DAY_AFTER_SQL, DAY_START_SQL, isoTime, MEMBER_PAGE_SIZE, money, pageWindow } from './record-paging';

export interface BonusFilter {
  memberId: number;
  startDate: string;
  endDate: string;
  source?: string;
  pageNo: number;
}

interface BonusRow {
  id: string;
  source: string;
  amount: string;
  reference: string;
  memo: string | null;
  created_at: Date;
  wallet: 'MAIN' | 'BONUS';
  multiplier: string | null;
  required: string | null;
  progressed: string | null;
  status: BonusGrantState | null;
  expires_at: Date | null;
}

/** One page of the member's bonuses of a date range (and source), newest first, with the range's count and sum. */
export async function bonusList(db: Db, filter: BonusFilter): Promise<BonusListValue> {
  const params: unknown[] = [filter.memberId, filter.startDate, filter.endDate];
  let where = `b.member_id = $1 AND b.created_at >= ${DAY_START_SQL('$2')} AND b.created_at < ${DAY_AFTER_SQL('$3')}`;
  if (filter.source) {
    params.push(filter.source);
    where += ` AND b.source = $${params.length}`;
  }
  // A member's bonuses of three months are a handful: counted and summed in full.
  const [sums] = await db.query<{ count: number; amount: string | null }>(
    `SELECT count(*)::int AS count, sum(b.amount)::text AS amount FROM member_bonuses b WHERE ${where}`,
    params,
  );
  const page = pageWindow(filter.pageNo, sums?.count ?? 0);
  const rows = await db.query<BonusRow>(
    `SELECT b.id::text AS id, b.source, b.amount::text AS amount, b.reference, b.memo, b.created_at, b.wallet,
            g.multiplier::text AS multiplier, g.required::text AS required, g.progressed::text AS progressed, g.status, g.expires_at
     FROM member_bonuses b LEFT JOIN bonus_grants g ON g.id = b.grant_id WHERE ${where}
     ORDER BY b.created_at DESC, b.id DESC LIMIT ${MEMBER_PAGE_SIZE} OFFSET ${page.offset}`,
    params,
  );
  return {
    list: rows.map((row) => ({
      id: row.id,
      source: row.source,
      amount: money(row.amount),
      reference: row.reference,
      memo: row.memo,
      createdAt: isoTime(row.created_at),
      wallet: row.wallet,
      wagering:
        row.required === null || row.status === null
          ? null
          : {
              multiplier: Number(row.multiplier),
              required: money(row.required),
              progressed: money(row.progressed),
              status: row.status,
              expiresAt: row.expires_at ? isoTime(row.expires_at) : null,
            },
    })),
    pageNo: page.pageNo,
    totalPages: page.totalPages,
    totalCount: page.totalCount,
    totals: { count: sums?.count ?? 0, amount: money(sums?.amount) },
  };
}
