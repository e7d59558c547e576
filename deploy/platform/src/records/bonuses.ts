/**
 * Bonuses: money the site gives a member from the MARKETING account, each one ledger entry with its
 * member_bonuses row, all through creditReward (to MAIN, or with a wagering multiplier to BONUS as a
 * bonus grant). Operators grant them here (source OPERATOR); rewards, raffles and rebate credit
 * through the same function with their own source.
 */
import type { BonusGrantValue, BonusListValue } from '@site/shared/contract/member';
import type { BonusGrantState } from '@site/shared/contract/rewards/bonus';
import { findMemberByAccount } from '../accounts/members';
import { recordOperatorAction } from '../audit/operator-actions';
import type { Db } from '../db/database';
import { PlatformError } from '../http/errors';
import { creditReward } from '../rewards/bonus/credit-reward';
import { formatAmount } from '../wallet/money';
import { DAY_AFTER_SQL, DAY_START_SQL, isoTime, MEMBER_PAGE_SIZE, money, pageWindow } from './record-paging';

export interface OperatorGrant {
  operator: string;
  account: string;
  amount: bigint;
  reference: string;
  memo?: string;
  /** Wagering: 0 or absent credits MAIN. */
  multiplier?: number;
  maxBet?: bigint;
  maxRelease?: bigint;
  expiresAt?: Date;
}

/**
 * An operator's grant, audited (action BONUS_GRANT) in the same transaction as the money and the
 * bonus row, so all three exist or none. The same reference again answers the first grant and
 * moves nothing; with another account, amount or multiplier it is refused (409 IDEMPOTENCY_CONFLICT),
 * since the operator meant something else.
 */
export async function grantOperatorBonus(db: Db, grant: OperatorGrant): Promise<BonusGrantValue> {
  const member = await findMemberByAccount(db, grant.account);
  if (!member) throw new PlatformError(404, 'USER_NOT_FOUND', 'account: no member has this account', 'account');
  return db.transaction(async (tx) => {
    const multiplier = grant.multiplier ?? 0;
    const details = { memberId: String(member.id), amount: formatAmount(grant.amount), ...(multiplier > 0 ? { multiplier } : {}) };
    const audit = await recordOperatorAction(
      tx,
      { operator: grant.operator, action: 'BONUS_GRANT', reference: grant.reference, details: { ...details, ...(grant.memo ? { memo: grant.memo } : {}) } },
      // The same grant is the same member, amount and multiplier; the memo is only a note.
      {
        what: 'grant',
        sameContent: (first) =>
          first.details.memberId === details.memberId && first.details.amount === details.amount && (first.details.multiplier ?? 0) === multiplier,
      },
    );
    const credited = await creditReward(tx, {
      memberId: String(member.id),
      amount: grant.amount,
      multiplier,
      source: 'OPERATOR',
      reference: grant.reference,
      title: grant.memo,
      maxBetMinor: grant.maxBet,
      maxReleaseMinor: grant.maxRelease,
      expiresAt: grant.expiresAt,
    }).catch((error: unknown) => {
      // The operator names an account, not a member id.
      if (error instanceof PlatformError && error.errorCode === 'NEED_REAL_ACCOUNT') {
        throw new PlatformError(403, 'NEED_REAL_ACCOUNT', 'account: a trial account holds play money only and earns no bonus', 'account');
      }
      throw error;
    });
    return { ...credited, replayed: audit.replayed };
  });
}

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
