/**
 * An operator's bonus grant (source OPERATOR), through creditReward like every other reward: to MAIN,
 * or with a wagering multiplier to BONUS as a bonus grant.
 */
import type { BonusGrantValue } from '@site/shared/contract/member';
import { findMemberByAccount } from '../../accounts/members';
import { recordOperatorAction } from '../../audit/operator-actions';
import type { Db } from '../../db/database';
import { PlatformError } from '../../http/errors';
import { formatAmount } from '../../wallet/money';
import { creditReward, notifyCredit, type RewardCredit } from './credit-reward';

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
    const credit: RewardCredit = {
      memberId: String(member.id),
      amount: grant.amount,
      multiplier,
      source: 'OPERATOR',
      reference: grant.reference,
      title: grant.memo,
      maxBetMinor: grant.maxBet,
      maxReleaseMinor: grant.maxRelease,
      expiresAt: grant.expiresAt,
    };
    const credited = await creditReward(tx, credit).catch((error: unknown) => {
      // The operator names an account, not a member id.
      if (error instanceof PlatformError && error.errorCode === 'NEED_REAL_ACCOUNT') {
        throw new PlatformError(403, 'NEED_REAL_ACCOUNT', 'account: a trial account holds play money only and earns no bonus', 'account');
      }
      throw error;
    });
    await notifyCredit(tx, credit, credited);
    return { ...credited, replayed: audit.replayed };
  });
}
