import { PAYOUT_ACCOUNT_LIMIT, sameRealName, type PayoutAccountItem } from '@site/shared/contract/member';
import type { Db } from '../db/database';
import { isoTime } from '../db/dates';
import { PlatformError } from '../http/errors';
import { accountRefusal } from './account-refusals';

export { PAYOUT_ACCOUNT_LIMIT };

/** A payout account as the withdrawals area reads it: where the money goes, in full. */
export interface PayoutAccount {
  id: string;
  bankCode: string;
  bankName: string;
  accountNumber: string;
  holderName: string;
}

/** A payout account as the member's list shows it: the number masked to its last 4 digits. */
export type PayoutAccountListItem = PayoutAccountItem;

/** Ids are positive bigints; anything else names no account (answered like a missing one). */
const ID = /^[1-9][0-9]{0,17}$/;

/**
 * One live payout account of `memberId`, or null when it does not exist, was deleted or belongs
 * to someone else (the caller answers all three alike, so ids of other members tell nothing).
 */
export async function payoutAccountOf(db: Db, memberId: number | string, payoutAccountId: number | string): Promise<PayoutAccount | null> {
  const id = String(payoutAccountId);
  if (!ID.test(id)) return null;
  const rows = await db.query<PayoutAccount>(
    `SELECT p.id::text AS id, p.bank_code AS "bankCode", b.name AS "bankName", p.account_number AS "accountNumber", p.holder_name AS "holderName"
     FROM payout_accounts p JOIN banks b ON b.code = p.bank_code
     WHERE p.id = $1::bigint AND p.member_id = $2::bigint AND p.deleted_at IS NULL`,
    [id, String(memberId)],
  );
  return rows[0] ?? null;
}

/** '**** 6789': enough for the member to tell accounts apart, not enough to read one. */
export function maskAccountNumber(accountNumber: string): string {
  return `**** ${accountNumber.slice(-4)}`;
}

/** The member's live payout accounts, oldest first (at most PAYOUT_ACCOUNT_LIMIT). */
export async function listPayoutAccounts(db: Db, memberId: number | string): Promise<PayoutAccountListItem[]> {
  const rows = await db.query<{ id: string; bank_code: string; bank_name: string; account_number: string; holder_name: string; created_at: unknown }>(
    `SELECT p.id::text AS id, p.bank_code, b.name AS bank_name, p.account_number, p.holder_name, p.created_at
     FROM payout_accounts p JOIN banks b ON b.code = p.bank_code
     WHERE p.member_id = $1::bigint AND p.deleted_at IS NULL ORDER BY p.id`,
    [String(memberId)],
  );
  return rows.map((row) => ({
    id: row.id,
    bankCode: row.bank_code,
    bankName: row.bank_name,
    accountNumberMasked: maskAccountNumber(row.account_number),
    holderName: row.holder_name,
    createdAt: isoTime(row.created_at),
  }));
}

export async function countPayoutAccounts(db: Db, memberId: number | string): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM payout_accounts WHERE member_id = $1::bigint AND deleted_at IS NULL', [
    String(memberId),
  ]);
  return rows[0]?.n ?? 0;
}

/**
 * Adds a payout account. In one transaction that first locks the member's row, so concurrent adds
 * of one member queue and the limit of PAYOUT_ACCOUNT_LIMIT holds whatever arrives at once. The
 * holder must be the real name, which must be set already; the bank must be one the site offers.
 */
export async function addPayoutAccount(
  db: Db,
  memberId: number | string,
  input: { bankCode: string; accountNumber: string; holderName: string },
): Promise<PayoutAccountListItem> {
  const member = String(memberId);
  const id = await db.transaction(async (tx) => {
    const owner = await tx.query<{ payee_name: string | null }>('SELECT payee_name FROM members WHERE id = $1::bigint FOR UPDATE', [member]);
    const realName = owner[0]?.payee_name ?? null;
    if (!realName) throw accountRefusal('REAL_NAME_REQUIRED', 'holderName');
    if (!sameRealName(realName, input.holderName)) throw accountRefusal('HOLDER_NAME_MISMATCH', 'holderName');
    const bank = await tx.query('SELECT 1 FROM banks WHERE code = $1 AND enabled', [input.bankCode]);
    if (bank.length === 0) throw accountRefusal('BANK_UNKNOWN', 'bankCode');
    if ((await countPayoutAccounts(tx, member)) >= PAYOUT_ACCOUNT_LIMIT) throw accountRefusal('PAYOUT_ACCOUNT_LIMIT');
    const duplicate = await tx.query(
      'SELECT 1 FROM payout_accounts WHERE member_id = $1::bigint AND bank_code = $2 AND account_number = $3 AND deleted_at IS NULL',
      [member, input.bankCode, input.accountNumber],
    );
    if (duplicate.length > 0) throw accountRefusal('PAYOUT_ACCOUNT_EXISTS', 'accountNumber');
    const rows = await tx.query<{ id: string }>(
      `INSERT INTO payout_accounts (member_id, bank_code, account_number, holder_name) VALUES ($1::bigint, $2, $3, $4) RETURNING id::text AS id`,
      [member, input.bankCode, input.accountNumber, realName],
    );
    return rows[0]!.id;
  });
  const added = (await listPayoutAccounts(db, member)).find((item) => item.id === id);
  if (!added) throw new PlatformError(500, 'INTERNAL', 'The payout account was not found after adding it');
  return added;
}

/** Deletes one of the member's own payout accounts; false when there is no such live account. */
export async function deletePayoutAccount(db: Db, memberId: number | string, payoutAccountId: number | string): Promise<boolean> {
  const id = String(payoutAccountId);
  if (!ID.test(id)) return false;
  const rows = await db.query(
    'UPDATE payout_accounts SET deleted_at = now() WHERE id = $1::bigint AND member_id = $2::bigint AND deleted_at IS NULL RETURNING 1',
    [id, String(memberId)],
  );
  return rows.length > 0;
}
