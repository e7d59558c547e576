import type { Db } from '../db/database';
import { openMemberWallet } from './ledger';
import { toMinor } from './money';

/**
 * What a member holds across the ledger: MAIN, and one wallet per transfer-wallet vendor (ledger
 * wallet type `VENDOR:<code>`, opened and filled by the wallets area). Read here because the
 * balance call is the wallet area's; it reads the vendor list, it never moves money.
 */
export interface VendorWalletBalance {
  /** The vendor's code, e.g. REDTIGER. */
  code: string;
  /** The vendor's display name. */
  name: string;
  balance: bigint;
  /** False when the vendor went back to seamless: money can leave the wallet, none can enter. */
  active: boolean;
}

/**
 * The member's vendor wallets: one per transfer-wallet vendor (0 when never used), plus any wallet
 * still holding money of a vendor that went back to seamless, so no money drops out of sight.
 * In vendor code order.
 */
export async function vendorWallets(db: Db, memberId: string): Promise<VendorWalletBalance[]> {
  const rows = await db.query<{ code: string; name: string; balance: string; active: boolean }>(
    `WITH mine AS (
       SELECT substr(wallet_type, 8) AS vendor, balance FROM ledger_accounts
       WHERE member_id = $1::bigint AND wallet_type LIKE 'VENDOR:%'
     ), listed AS (
       SELECT coalesce(t.vendor, m.vendor) AS code, coalesce(m.balance, 0) AS balance, t.vendor IS NOT NULL AS active
       FROM transfer_wallet_vendors t FULL JOIN mine m ON m.vendor = t.vendor
     )
     SELECT l.code, l.balance::text AS balance, l.active,
            coalesce((SELECT v.display_name FROM vendors v WHERE v.code = l.code ORDER BY v.sort LIMIT 1), l.code) AS name
     FROM listed l WHERE l.active OR l.balance <> 0 ORDER BY l.code`,
    [memberId],
  );
  return rows.map((row) => ({ code: row.code, name: row.name, balance: toMinor(row.balance), active: row.active }));
}

export interface MemberWalletBalances {
  main: bigint;
  vendors: VendorWalletBalance[];
  total: bigint;
}

/** MAIN (opened on first use) and the vendor wallets, with their total. */
export async function memberWalletBalances(db: Db, memberId: string, options: { withVendors: boolean }): Promise<MemberWalletBalances> {
  const main = (await openMemberWallet(db, memberId)).balance;
  const vendors = options.withVendors ? await vendorWallets(db, memberId) : [];
  return { main, vendors, total: vendors.reduce((sum, wallet) => sum + wallet.balance, main) };
}
