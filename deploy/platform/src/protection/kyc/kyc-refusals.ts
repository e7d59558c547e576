import { PlatformError } from '../../http/errors';

/**
 * The refusals of identity checks: code, HTTP status and the English message (clients translate by
 * errorCode and fall back to the message).
 */
const KYC_REFUSALS = {
  KYC_REQUIRED: [403, 'Withdrawals need your identity verified (level 2): send an identity document in My account'],
  KYC_SOURCE_OF_FUNDS_REQUIRED: [403, 'Your deposits passed the amount from which withdrawals need a source-of-funds declaration (level 3): send one in My account'],
  KYC_NAME_MISMATCH: [409, 'The payout account holder must be the name on your verified identity document'],
  KYC_OVERDUE: [403, 'Your identity documents are overdue: deposits are paused until they are approved'],
  KYC_FILE_INVALID: [400, 'Files must be complete png, jpg or pdf files, named for what they contain'],
  KYC_FILE_TOO_LARGE: [400, 'Files must be at most 5 MB each'],
  KYC_TOO_MANY_PENDING: [409, 'Wait for the review of the documents you sent before sending more'],
  KYC_FILE_NOT_FOUND: [404, 'File not found'],
  KYC_SUBMISSION_NOT_FOUND: [404, 'Submission not found'],
  KYC_NOT_PENDING: [409, 'This submission has already been reviewed'],
  KYC_REAL_NAME_REQUIRED: [409, 'Set your real name in My account before sending identity documents'],
  KYC_MEMBER_NOT_FOUND: [404, 'Member not found'],
  AML_SIGNAL_NOT_FOUND: [404, 'Signal not found'],
} as const satisfies Record<string, readonly [number, string]>;

export type KycRefusalCode = keyof typeof KYC_REFUSALS;

export function kycRefusal(code: KycRefusalCode, field?: string): PlatformError {
  const [status, message] = KYC_REFUSALS[code];
  return new PlatformError(status, code, field ? `${field}: ${message}` : message, field, null);
}
