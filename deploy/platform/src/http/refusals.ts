import { PlatformError } from './errors';

/**
 * The platform's one catalogue of refusals, for every area: code, HTTP status and the English
 * message. Clients translate by errorCode and fall back to the message.
 */
const CATALOGUE = {
  SESSION_INVALID: [401, 'You are not logged in, please login.'],
  SESSION_EXPIRED: [401, 'Your session has expired, please log in again.'],
  LOGIN_FAILED: [400, 'Incorrect username or password'],
  CAPTCHA_REQUIRED: [400, 'Please enter the verification code shown'],
  CAPTCHA_INVALID: [400, 'Captcha check failed'],
  TOO_MANY_ATTEMPTS: [429, 'Too many requests. Please retry after 5 minutes.'],
  SMS_TOO_FREQUENT: [429, 'Too many requests. Please wait a moment before asking for another code.'],
  SMS_QUOTA: [429, 'Too many codes have been sent. Please try again later.'],
  CODE_INVALID: [400, 'Invalid or missing verification code'],
  CODE_EXPIRED: [400, 'The code has expired, please resend'],
  NOT_AGENT: [403, 'Non-agents cannot log in'],
  NEED_REAL_ACCOUNT: [403, 'Please Register An Account First'],
  FORBIDDEN: [403, 'Access restricted'],
  ACCOUNT_EXISTS: [409, 'This username is already registered'],
  MOBILE_EXISTS: [409, 'This mobile number is already registered'],
  AFFILIATE_INVALID: [400, 'Invalid invitation code'],
  USER_NOT_FOUND: [404, 'Username/Email does not exist'],
  MOBILE_NOT_FOUND: [404, 'This mobile number is not registered'],
  PASSWORD_WRONG: [400, 'The current password is incorrect'],
  PASSWORD_CHANGE_REQUIRED: [403, 'Please change your password first'],
  RESET_LINK_INVALID: [400, 'This reset link is invalid or has expired, please ask for a new one'],
  FEATURE_DISABLED: [403, 'This function is not enabled'],
  ACCOUNT_FROZEN: [403, 'This account is frozen, please contact customer service'],
} as const satisfies Record<string, readonly [number, string]>;

export type RefusalCode = keyof typeof CATALOGUE;

/** A refusal of the catalogue; `field` names the input it concerns, `value` carries details. */
export function refusal(code: RefusalCode, options: { field?: string; value?: Record<string, unknown> } = {}): PlatformError {
  const [status, message] = CATALOGUE[code];
  return new PlatformError(status, code, message, options.field, options.value ?? null);
}
