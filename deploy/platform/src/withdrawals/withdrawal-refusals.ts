import { PlatformError } from '../http/errors';

/**
 * The refusals of withdrawals and matched deposits: code, HTTP status and the English message
 * (clients translate by errorCode and fall back to the message).
 */
const WITHDRAWAL_REFUSALS = {
  WITHDRAWAL_DAILY_LIMIT: [409, 'You have reached the number of withdrawals allowed today'],
  WITHDRAWAL_NOT_FOUND: [404, 'Withdrawal not found'],
  WITHDRAWAL_NOT_CANCELLABLE: [409, 'This withdrawal can no longer be cancelled'],
  WITHDRAWAL_NOT_PENDING: [409, 'This withdrawal is not waiting for an operator'],
  SLICE_NOT_FOUND: [404, 'Slice not found'],
  SLICE_STATE: [409, 'This slice is not in a state that allows this'],
  MATCHED_DISABLED: [403, 'Matched deposits are not available'],
  MATCHED_OPEN_LIMIT: [409, 'Pay or wait for your open matched deposits before taking another'],
  MATCHED_DAILY_LIMIT: [429, 'You have taken as many matched deposits as allowed today; try again tomorrow'],
  NO_MATCH_AVAILABLE: [409, 'No withdrawal can take this amount right now; try another amount'],
  PROOF_FILE_NOT_FOUND: [404, 'File not found'],
  PROOF_FILE_INVALID: [400, 'Pictures must be complete png or jpg images of at most 5 MB'],
  BONUS_FORFEIT_REQUIRED: [409, 'Withdrawing now forfeits your active bonus; confirm to withdraw and forfeit it'],
} as const satisfies Record<string, readonly [number, string]>;

export type WithdrawalRefusalCode = keyof typeof WITHDRAWAL_REFUSALS;

export function withdrawalRefusal(code: WithdrawalRefusalCode, field?: string, value?: Record<string, unknown>): PlatformError {
  const [status, message] = WITHDRAWAL_REFUSALS[code];
  return new PlatformError(status, code, field ? `${field}: ${message}` : message, field, value ?? null);
}
