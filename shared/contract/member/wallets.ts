/**
 * My wallet and transfer to upline: the member's main wallet and one wallet per transfer-wallet
 * vendor, moves between them, and transfers to the member's direct upline. The platform validates
 * with these schemas and the member centre's forms check the same ones.
 */
import { z } from 'zod';
import { AmountSchema, PaymentPasswordSchema, RequestIdSchema } from './common';

/** A wallet of the member: 'MAIN', or a transfer-wallet vendor's code such as 'REDTIGER'. */
export const WalletCodeSchema = z.string().trim().regex(/^(MAIN|[A-Z0-9_]{1,32})$/, 'must be MAIN or a vendor code');

/** POST /wps/relay/GCS_walletTransfer: move money between two of the member's wallets. */
export const WalletTransferRequestSchema = z
  .object({
    from: WalletCodeSchema,
    to: WalletCodeSchema,
    amount: AmountSchema,
    requestId: RequestIdSchema,
  })
  .refine((request) => request.from !== request.to, { message: 'must be another wallet than the one to move from', path: ['to'] });

export type WalletTransferRequest = z.input<typeof WalletTransferRequestSchema>;

/** POST /wps/relay/GCS_walletRecallAll: every vendor wallet back to main, once per requestId. */
export const WalletRecallAllRequestSchema = z.object({ requestId: RequestIdSchema });

/** POST /wps/member/transfer/upline: money to the member's direct upline. */
export const UplineTransferRequestSchema = z.object({
  amount: AmountSchema,
  paymentPassword: PaymentPasswordSchema,
  requestId: RequestIdSchema,
});

export type UplineTransferRequest = z.input<typeof UplineTransferRequestSchema>;

/** GET /wps/relay/GCS_merchantWallet (no session). */
export interface MerchantWalletValue {
  /** True while every vendor plays from the main wallet (no transfer-wallet vendor). */
  isSingle: boolean;
}

/** One transfer-wallet vendor's wallet of the member. */
export interface VendorWalletValue {
  code: string;
  name: string;
  /** Exact decimal text, e.g. '120.50'. */
  balance: string;
  /** False once the vendor went back to playing from main: money may leave the wallet, none may enter. */
  active: boolean;
}

/** GET /wps/member/info/funds/consolidated (real accounts): what each wallet holds and the total. */
export interface ConsolidatedFundsValue {
  main: string;
  vendors: VendorWalletValue[];
  total: string;
  currencySymbol: string;
}

/** The answer of a transfer or recall: whether it was a repeat, and the wallets afterwards. */
export interface WalletTransferValue {
  /** True when this requestId had been done before: nothing moved now. */
  replayed: boolean;
  funds: ConsolidatedFundsValue;
}

export interface WalletRecallAllValue extends WalletTransferValue {
  /** The vendor wallets emptied and how much each gave back (none when all were empty). */
  recalled: { code: string; amount: string }[];
}

/** GET /wps/member/transfer/upline: what the transfer page shows. */
export interface UplineTransferInfoValue {
  /** The direct upline, or null when the member has none (transfers are then refused: NO_UPLINE). */
  upline: { account: string; name: string | null } | null;
  paymentPasswordSet: boolean;
  /** The main wallet's balance. */
  balance: string;
  currencySymbol: string;
  limits: {
    min: string;
    max: string;
    dailyMax: string;
    /** Already sent today (UTC day). */
    usedToday: string;
  };
}

export interface UplineTransferValue {
  /** What both members see in their account records, e.g. 'UT42'. */
  reference: string;
  amount: string;
  /** The sender's main wallet right after the transfer. */
  balance: string;
  replayed: boolean;
}
