/** The refusals of the seamless wallet protocol; each names the input it concerns. */
import { PlatformError } from '../http/errors';
import type { Currency } from '@site/shared/contract/seamless';

export const signatureInvalid = (field: string, problem: string) => new PlatformError(401, 'SIGNATURE_INVALID', `${field}: ${problem}`, field);

export const launchTokenInvalid = () =>
  new PlatformError(401, 'LAUNCH_TOKEN_INVALID', 'launchToken: unknown, already used or expired', 'launchToken');

export const sessionInvalid = () => new PlatformError(401, 'SESSION_INVALID', 'sessionToken: unknown game session', 'sessionToken');

export const sessionExpired = () =>
  new PlatformError(401, 'SESSION_EXPIRED', 'sessionToken: the game session has expired; bets are refused, wins and rollbacks still accepted', 'sessionToken');

export const accountFrozen = () => new PlatformError(403, 'ACCOUNT_FROZEN', 'This account is frozen, please contact customer service');

export const gameMismatch = () => new PlatformError(400, 'VALIDATION', "gameCode: is not this session's game", 'gameCode');

export const insufficientFunds = (balance: bigint, currency: Currency) =>
  new PlatformError(409, 'INSUFFICIENT_FUNDS', 'amount: is more than the balance', 'amount', { balance: Number(balance), currency });

export const txConflict = () =>
  new PlatformError(409, 'TX_CONFLICT', 'txId: was already used with different content', 'txId');

export const txMismatch = () =>
  new PlatformError(409, 'TX_MISMATCH', 'txId: the bet belongs to another round or member', 'txId');

export const roundMismatch = () =>
  new PlatformError(409, 'ROUND_MISMATCH', 'roundId: belongs to another member or game', 'roundId');

export const roundNotFound = () => new PlatformError(404, 'ROUND_NOT_FOUND', 'roundId: no bet opened this round', 'roundId');

export const roundSettled = () =>
  new PlatformError(409, 'ROUND_SETTLED', 'roundId: the round has a win or is closed; its bets can no longer be rolled back or added to', 'roundId');

export const roundRolledBack = () =>
  new PlatformError(409, 'ROUND_ROLLED_BACK', 'roundId: all bets of the round were rolled back', 'roundId');
