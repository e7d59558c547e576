/**
 * Bonuses: money the site gives a member, from the MARKETING account to the member's main wallet,
 * each one ledger entry (kind BONUS, key 'bonus:<reference>') with its member_bonuses row. Operators
 * grant them now (source OPERATOR); promotions will grant through the same function with their
 * own source.
 */
import type { BonusGrantValue, BonusListValue } from '@site/shared/contract/member';
import { findMemberByAccount } from '../accounts/members';
import { recordOperatorAction } from '../audit/operator-actions';
import type { Db } from '../db/database';
import { PlatformError } from '../http/errors';
import { creditMember } from '../wallet/ledger';
import { formatAmount } from '../wallet/money';
import { DAY_AFTER_SQL, DAY_START_SQL, isoTime, MEMBER_PAGE_SIZE, money, pageWindow } from './record-paging';

export interface OperatorGrant {
  operator: string;
  account: string;
  amount: bigint;
  reference: string;
  memo?: string;
}

/** The bonus of a reference that was granted before, if any. */
async function grantedBonus(tx: Db, reference: string): Promise<{ id: string; amount: string } | undefined> {
  const rows = await tx.query<{ id: string; amount: string }>(
    `SELECT id::text AS id, amount::text AS amount FROM member_bonuses WHERE source = 'OPERATOR' AND reference = $1`,
    [reference],
  );
  return rows[0];
}

/**
 * An operator's grant, audited (action BONUS_GRANT) in the same transaction as the money and the
 * bonus row, so all three exist or none. The same reference again answers the first grant and
 * moves nothing; with another account or amount it is refused (409 IDEMPOTENCY_CONFLICT), since
 * the operator meant something else.
 */
export async function grantOperatorBonus(db: Db, grant: OperatorGrant): Promise<BonusGrantValue> {
  const member = await findMemberByAccount(db, grant.account);
  if (!member) throw new PlatformError(404, 'USER_NOT_FOUND', 'account: no member has this account', 'account');
  return db.transaction(async (tx) => {
    const details = { memberId: String(member.id), amount: formatAmount(grant.amount) };
    const audit = await recordOperatorAction(
      tx,
      { operator: grant.operator, action: 'BONUS_GRANT', reference: grant.reference, details: { ...details, ...(grant.memo ? { memo: grant.memo } : {}) } },
      // The same grant is the same member and amount; the memo is only a note.
      { what: 'grant', sameContent: (first) => first.details.memberId === details.memberId && first.details.amount === details.amount },
    );
    if (audit.replayed) {
      const first = await grantedBonus(tx, grant.reference);
      if (!first) throw new Error('bonus: audited grant without its bonus row');
      return { bonusId: first.id, amount: formatAmount(BigInt(first.amount)), replayed: true };
    }
    const posted = await creditMember(tx, {
      memberId: String(member.id),
      amount: grant.amount,
      idempotencyKey: `bonus:${grant.reference}`,
      kind: 'BONUS',
      source: 'MARKETING',
      reference: grant.reference,
      memo: grant.memo,
    }).catch((error: unknown) => {
      // Bonuses are real money; a trial account's wallet holds play money only.
      if (error instanceof PlatformError && error.errorCode === 'LEDGER_MISMATCH') {
        throw new PlatformError(409, 'LEDGER_MISMATCH', 'account: a trial account holds play money only', 'account');
      }
      throw error;
    });
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO member_bonuses (member_id, source, reference, amount, memo, entry_id)
       VALUES ($1::bigint, 'OPERATOR', $2, $3::bigint, $4, $5::bigint) RETURNING id::text AS id`,
      [member.id, grant.reference, grant.amount.toString(), grant.memo ?? null, posted.entryId],
    );
    return { bonusId: row!.id, amount: formatAmount(grant.amount), replayed: false };
  });
}

export interface BonusFilter {
  memberId: number;
  startDate: string;
  endDate: string;
  pageNo: number;
}

/** One page of the member's bonuses of a date range, newest first, with the range's count and sum. */
export async function bonusList(db: Db, filter: BonusFilter): Promise<BonusListValue> {
  const params = [filter.memberId, filter.startDate, filter.endDate];
  const where = `member_id = $1 AND created_at >= ${DAY_START_SQL('$2')} AND created_at < ${DAY_AFTER_SQL('$3')}`;
  // A member's bonuses of three months are a handful: counted and summed in full.
  const [sums] = await db.query<{ count: number; amount: string | null }>(
    `SELECT count(*)::int AS count, sum(amount)::text AS amount FROM member_bonuses WHERE ${where}`,
    params,
  );
  const page = pageWindow(filter.pageNo, sums?.count ?? 0);
  const rows = await db.query<{ id: string; source: 'OPERATOR' | 'PROMOTION'; amount: string; reference: string; memo: string | null; created_at: Date }>(
    `SELECT id::text AS id, source, amount::text AS amount, reference, memo, created_at FROM member_bonuses WHERE ${where}
     ORDER BY created_at DESC, id DESC LIMIT ${MEMBER_PAGE_SIZE} OFFSET ${page.offset}`,
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
    })),
    pageNo: page.pageNo,
    totalPages: page.totalPages,
    totalCount: page.totalCount,
    totals: { count: sums?.count ?? 0, amount: money(sums?.amount) },
  };
}
