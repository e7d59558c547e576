/** The refusals of the lottery's bet calls, named after the request field they concern. */
import { LOTTERY_ERROR_CODES } from '@site/shared/contract/lottery';
import { PlatformError } from '../../http/errors';

export function unknownGame(): PlatformError {
  return new PlatformError(404, LOTTERY_ERROR_CODES.unknownGame, 'gameId: no such lottery', 'gameId');
}

export function unknownIssue(): PlatformError {
  return new PlatformError(404, LOTTERY_ERROR_CODES.unknownIssue, 'numero: no such issue of this lottery', 'numero');
}

export function issueLocked(): PlatformError {
  return new PlatformError(409, LOTTERY_ERROR_CODES.issueLocked, 'numero: sales of this issue have closed', 'numero');
}

export function issueNotOpen(): PlatformError {
  return new PlatformError(409, LOTTERY_ERROR_CODES.issueNotOpen, 'numero: this issue is not on sale', 'numero');
}

export function stakeTooLarge(): PlatformError {
  return new PlatformError(409, 'INSUFFICIENT_FUNDS', 'units: the stake is more than the wallet holds', 'units');
}

export function tooManyUnits(maxUnits: number): PlatformError {
  return new PlatformError(400, 'VALIDATION', `units: must be at most ${maxUnits}`, 'units');
}
