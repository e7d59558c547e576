/**
 * Where identity checks stop money: a withdrawal (level 2, and the payout holder is the verified
 * name; level 3 too once deposits reached the source-of-funds threshold) and, once the deposit
 * threshold's due day has passed without level 2, a new deposit.
 * Play with money already in continues either way, and nothing here touches a balance.
 */
import { KYC_WITHDRAWAL_LEVEL, sameVerifiedName } from '@site/shared/contract/protection/kyc';
import type { Db } from '../../db/database';
import type { BrandProfile } from '../brand-profile';
import { depositsCounted, identityState, kycState, sourceOfFundsDuty } from './kyc-state';
import { kycRefusal } from './kyc-refusals';

/**
 * Refuses a withdrawal below level 2 (403 KYC_REQUIRED), to a holder who is not the verified name
 * (409 KYC_NAME_MISMATCH), or below level 3 once the deposits reached the source-of-funds threshold
 * (403 KYC_SOURCE_OF_FUNDS_REQUIRED). The deposits are counted here, not only by the sweep, so a
 * member cannot deposit past the threshold and withdraw before anything noticed.
 */
export async function assertWithdrawalIdentity(db: Db, memberId: string, holderName: string, profile: BrandProfile, now: Date): Promise<void> {
  const state = await identityState(db, memberId, now);
  if (state.level < KYC_WITHDRAWAL_LEVEL || !state.verifiedName) throw kycRefusal('KYC_REQUIRED');
  if (!sameVerifiedName(state.verifiedName, holderName)) throw kycRefusal('KYC_NAME_MISMATCH', 'payoutAccountId');
  if (state.level < 3 && (await sourceOfFundsDuty(db, memberId, await depositsCounted(db, memberId, profile, now), profile, now))) {
    throw kycRefusal('KYC_SOURCE_OF_FUNDS_REQUIRED');
  }
}

/** Refuses a new deposit once level 2 is overdue (403 KYC_OVERDUE, with the due time). */
export async function assertDepositIdentity(db: Db, memberId: string, profile: BrandProfile, now: Date): Promise<void> {
  const state = await kycState(db, memberId, profile, now);
  // The due day is on the member's identity status (GET /wps/member/kyc), not in the refusal.
  if (state.overdue) throw kycRefusal('KYC_OVERDUE');
}
