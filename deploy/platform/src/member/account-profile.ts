import { PAYOUT_ACCOUNT_LIMIT, type AccountProfile } from '@site/shared/contract/member';
import type { Db } from '../db/database';
import { findMemberById, maskEmail, maskMobile } from '../accounts/members';
import { refusal } from '../http/refusals';
import { accountRefusal } from './account-refusals';
import { countPayoutAccounts } from './payout-accounts';

/** What the account page shows: contact details masked, secrets only as "set" or "not set". */
export async function accountProfile(db: Db, memberId: number | string): Promise<AccountProfile> {
  const member = await findMemberById(db, memberId);
  if (!member) throw refusal('SESSION_INVALID');
  const extra = await db.query<{ payee_name: string | null; payment_password_set: boolean }>(
    'SELECT payee_name, payment_password_hash IS NOT NULL AS payment_password_set FROM members WHERE id = $1::bigint',
    [member.id],
  );
  return {
    account: member.account,
    nickname: member.nickname ?? member.account,
    realName: extra[0]?.payee_name ?? null,
    mobile: maskMobile(member.dialing_code, member.mobile_num),
    email: maskEmail(member.email),
    paymentPasswordSet: extra[0]?.payment_password_set ?? false,
    payoutAccountCount: await countPayoutAccounts(db, member.id),
    payoutAccountLimit: PAYOUT_ACCOUNT_LIMIT,
  };
}

export async function setNickname(db: Db, memberId: number | string, nickname: string): Promise<void> {
  await db.query('UPDATE members SET nickname = $2 WHERE id = $1::bigint', [String(memberId), nickname]);
}

/**
 * Sets the real name (payee name) once: withdrawals are paid only to accounts in this name, so a
 * member cannot change it afterwards (customer service can). The check and the write are one
 * statement, so two requests at once cannot both set it.
 */
export async function setRealName(db: Db, memberId: number | string, realName: string): Promise<void> {
  const rows = await db.query('UPDATE members SET payee_name = $2 WHERE id = $1::bigint AND payee_name IS NULL RETURNING 1', [String(memberId), realName]);
  if (rows.length === 0) throw accountRefusal('REAL_NAME_ALREADY_SET', 'realName');
}
