/** The reward area's refusals: code, status and the English words; pages translate by code. */
import { PlatformError } from '../http/errors';
import type { Ineligible } from './eligibility';

export const rewardNotFound = () => new PlatformError(404, 'REWARD_NOT_FOUND', 'There is no such reward');
export const rewardExpired = () => new PlatformError(409, 'REWARD_EXPIRED', 'This reward has expired');
export const outOfStock = () => new PlatformError(409, 'OUT_OF_STOCK', 'This reward has run out');
export const claimLimit = () => new PlatformError(409, 'CLAIM_LIMIT', 'You have claimed this reward as many times as allowed');
export const campaignNotFound = (field = 'campaign') => new PlatformError(404, 'CAMPAIGN_NOT_FOUND', 'There is no such campaign', field);
export const campaignClosed = () => new PlatformError(409, 'CAMPAIGN_CLOSED', 'This campaign has ended');
export const notEligible = (reasons: Ineligible[]) =>
  new PlatformError(422, 'NOT_ELIGIBLE', reasons.map((reason) => reason.text).join('; '), undefined, { reasons });
export const reviewNotFound = () => new PlatformError(404, 'REVIEW_NOT_FOUND', 'There is no such claim in review');
