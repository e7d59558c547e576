/** The refusals of the contract calls, each naming the request field it concerns. */
import { CONTRACT_ERROR_CODES } from '@site/shared/contract/agents';
import { PlatformError } from '../../http/errors';

/** The same answer whether the contract does not exist, is of another kind or belongs to someone else. */
export function contractNotFound(): PlatformError {
  return new PlatformError(404, CONTRACT_ERROR_CODES.notFound, 'contractId: no such contract of yours', 'contractId');
}

export function rateAboveUpline(field: string): PlatformError {
  return new PlatformError(409, CONTRACT_ERROR_CODES.rateAboveUpline, `${field}: is higher than your own rate`, field);
}

/** Accepting an offer whose terms are now above what the upline itself has. */
export function offerAboveUpline(field: string): PlatformError {
  return new PlatformError(409, CONTRACT_ERROR_CODES.rateAboveUpline, `contractId: ${field} is higher than your upline's own rate`, 'contractId');
}

export function nothingToOffer(): PlatformError {
  return new PlatformError(409, CONTRACT_ERROR_CODES.nothingToOffer, 'downlineAccount: you have no accepted contract of this kind to pass on', 'downlineAccount');
}

export function downlineNotEligible(): PlatformError {
  return new PlatformError(409, CONTRACT_ERROR_CODES.downlineNotEligible, 'downlineAccount: contracts are offered to direct downline agents only', 'downlineAccount');
}

export function notPending(): PlatformError {
  return new PlatformError(409, CONTRACT_ERROR_CODES.notPending, 'contractId: this offer has already been answered or withdrawn', 'contractId');
}

export function notActive(): PlatformError {
  return new PlatformError(409, CONTRACT_ERROR_CODES.notActive, 'contractId: this contract has already ended', 'contractId');
}

export function wrongParty(action: 'answer' | 'terminate'): PlatformError {
  const message = action === 'answer' ? 'contractId: only the downline answers an offer' : 'contractId: only the upline ends a contract';
  return new PlatformError(403, CONTRACT_ERROR_CODES.wrongParty, message, 'contractId');
}
