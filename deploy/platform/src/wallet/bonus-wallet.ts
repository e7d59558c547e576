/**
 * The member's BONUS wallet: restricted money beside MAIN (ledger wallet type 'BONUS'), filled by
 * bonus grants from MARKETING and played after MAIN. Opened on first use like the others.
 */
import type { Db } from '../db/database';
import { toMinor } from './money';

export interface BonusWallet {
  accountId: string;
  balance: bigint;
}

const readBonusWallet = (db: Db, memberId: string) =>
  db.query<{ id: string; balance: string }>(
    `SELECT id::text AS id, balance::text AS balance FROM ledger_accounts WHERE member_id = $1::bigint AND wallet_type = 'BONUS'`,
    [memberId],
  );

/** The member's BONUS wallet, opened on first use (idempotent, safe concurrently). */
export async function openBonusWallet(db: Db, memberId: string): Promise<BonusWallet> {
  let [row] = await readBonusWallet(db, memberId);
  if (!row) {
    await db.query(
      `INSERT INTO ledger_accounts (kind, member_id, wallet_type) VALUES ('MEMBER', $1::bigint, 'BONUS')
       ON CONFLICT (member_id, wallet_type) DO NOTHING`,
      [memberId],
    );
    [row] = await readBonusWallet(db, memberId);
  }
  if (!row) throw new Error('bonus: BONUS wallet vanished after creation');
  return { accountId: row.id, balance: toMinor(row.balance) };
}

/** The BONUS balance without opening the wallet (0 when it was never opened). */
export async function bonusBalance(db: Db, memberId: string): Promise<bigint> {
  const [row] = await readBonusWallet(db, memberId);
  return row ? toMinor(row.balance) : 0n;
}
