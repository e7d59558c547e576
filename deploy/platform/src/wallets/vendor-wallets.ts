/**
 * A member's wallets: MAIN, and one per transfer-wallet vendor (ledger wallet type
 * `VENDOR:<code>`). Seamless vendors' games play from MAIN; a transfer-wallet vendor's games play
 * from its own wallet, which the member fills from MAIN and empties back into it.
 *
 * Vendor wallets are opened on first use, like MAIN. Trial accounts play with play money from
 * MAIN only: they have nothing to move between wallets, so every game plays from MAIN for them.
 */
import type { Db } from '../db/database';
import { openMemberWallet } from '../wallet/ledger';
import { toMinor } from '../wallet/money';

// What a member holds across wallets is the wallet area's answer (its balance call); kept importable from here.
export { memberWalletBalances, vendorWallets, type MemberWalletBalances, type VendorWalletBalance } from '../wallet/member-balances';

/** The ledger's name of a wallet: 'MAIN' or 'VENDOR:<code>'. */
export type WalletType = 'MAIN' | `VENDOR:${string}`;

export const vendorWalletType = (vendor: string): WalletType => `VENDOR:${vendor}`;

export interface WalletAccount {
  accountId: string;
  balance: bigint;
}

/** Whether the vendor's games play from a wallet of their own. */
export async function isTransferVendor(db: Db, vendor: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM transfer_wallet_vendors WHERE vendor = $1', [vendor]);
  return rows.length > 0;
}

/** Whether the merchant runs only seamless vendors (one wallet per member). */
export async function isSingleWallet(db: Db): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM transfer_wallet_vendors LIMIT 1');
  return rows.length === 0;
}

/** The wallet a game session of `vendor` plays from, for a member playing with `currency`. */
export async function sessionWalletType(db: Db, vendor: string, currency: 'REAL' | 'PLAY'): Promise<WalletType> {
  if (currency === 'PLAY') return 'MAIN';
  return (await isTransferVendor(db, vendor)) ? vendorWalletType(vendor) : 'MAIN';
}

/**
 * The member's wallet of that type, opened on first use (idempotent, safe concurrently). MAIN goes
 * through the ledger's own opening (which grants a trial account its play money).
 */
export async function openWallet(db: Db, memberId: string, walletType: WalletType): Promise<WalletAccount> {
  if (walletType === 'MAIN') {
    const main = await openMemberWallet(db, memberId);
    return { accountId: main.accountId, balance: main.balance };
  }
  const read = () =>
    db.query<{ id: string; balance: string }>(
      'SELECT id::text AS id, balance::text AS balance FROM ledger_accounts WHERE member_id = $1::bigint AND wallet_type = $2',
      [memberId, walletType],
    );
  let rows = await read();
  if (!rows[0]) {
    await db.query(
      `INSERT INTO ledger_accounts (kind, member_id, wallet_type) VALUES ('MEMBER', $1::bigint, $2)
       ON CONFLICT (member_id, wallet_type) DO NOTHING`,
      [memberId, walletType],
    );
    rows = await read();
  }
  const row = rows[0];
  if (!row) throw new Error('wallets: vendor wallet vanished after creation');
  return { accountId: row.id, balance: toMinor(row.balance) };
}

/** The balance of one wallet without opening it (0 when it was never opened). */
export async function walletBalance(db: Db, memberId: string, walletType: WalletType): Promise<bigint> {
  const rows = await db.query<{ balance: string }>(
    'SELECT balance::text AS balance FROM ledger_accounts WHERE member_id = $1::bigint AND wallet_type = $2',
    [memberId, walletType],
  );
  return rows[0] ? toMinor(rows[0].balance) : 0n;
}
