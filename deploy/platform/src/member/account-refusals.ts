import { PlatformError } from '../http/errors';

/**
 * The refusals of the member's own account settings: code, HTTP status and the English message
 * (clients translate by errorCode and fall back to the message).
 */
const ACCOUNT_REFUSALS = {
  REAL_NAME_ALREADY_SET: [409, 'The real name is already set; please contact customer service to change it'],
  REAL_NAME_REQUIRED: [400, 'Please set your real name first'],
  HOLDER_NAME_MISMATCH: [400, 'The account holder must be your real name'],
  BANK_UNKNOWN: [400, 'Please choose a bank from the list'],
  PAYOUT_ACCOUNT_LIMIT: [409, 'You can keep at most 5 payout accounts; delete one first'],
  PAYOUT_ACCOUNT_EXISTS: [409, 'This account is already in your list'],
  PAYMENT_PASSWORD_ALREADY_SET: [409, 'The payment password is already set; change it instead'],
  EMAIL_EXISTS: [409, 'This email address is already used by another account'],
  MOBILE_EXISTS: [409, 'This mobile number is already registered'],
  PASSWORD_WRONG: [400, 'The current password is incorrect'],
  PAYOUT_ACCOUNT_NOT_FOUND: [404, 'Payout account not found'],
} as const satisfies Record<string, readonly [number, string]>;

export type AccountRefusalCode = keyof typeof ACCOUNT_REFUSALS;

export function accountRefusal(code: AccountRefusalCode, field?: string): PlatformError {
  const [status, message] = ACCOUNT_REFUSALS[code];
  return new PlatformError(status, code, message, field);
}
