/**
 * Money at the platform's edge. The ledger counts integer minor units (cents) in `bigint`; callers
 * speak exact decimal strings in major units ('1234.50'). Nothing here ever goes through a float.
 */
import { AMOUNT_TEXT, MAX_AMOUNT_MINOR as MAX_MINOR_NUMBER, MAX_AMOUNT_WHOLE_DIGITS, MINOR_DIGITS } from '@site/shared/contract/money';
import { validationError } from '../http/errors';

export { MINOR_DIGITS };
const MINOR_PER_MAJOR = 10n ** BigInt(MINOR_DIGITS);

/** The largest amount one operation may move (999,999,999,999.99), as the ledger counts. */
export const MAX_AMOUNT_MINOR = BigInt(MAX_MINOR_NUMBER);

/** More whole digits than any amount may have. */
const TOO_LARGE_TEXT = new RegExp(`^[0-9]{${MAX_AMOUNT_WHOLE_DIGITS + 1},}(\\.[0-9]{1,${MINOR_DIGITS}})?$`);

/** Why an amount text was refused, worded for a `VALIDATION` message ('amount: <problem>'). */
export type AmountProblem = 'must be a decimal number such as 100.00' | 'must have at most 2 decimals' | 'must be greater than 0' | 'is too large';

/**
 * Parses a positive amount in major units ('100', '1234.5', '0.01') to minor units.
 * Returns the problem instead when the text is not such an amount.
 */
export function parseAmount(text: string): { minor: bigint } | { problem: AmountProblem } {
  const match = AMOUNT_TEXT.exec(text);
  if (!match) {
    if (/^(0|[1-9][0-9]*)\.[0-9]{3,}$/.test(text)) return { problem: 'must have at most 2 decimals' };
    if (TOO_LARGE_TEXT.test(text)) return { problem: 'is too large' };
    return { problem: 'must be a decimal number such as 100.00' };
  }
  const fraction = (match[2] ?? '').padEnd(MINOR_DIGITS, '0');
  const minor = BigInt(match[1]!) * MINOR_PER_MAJOR + BigInt(fraction);
  if (minor === 0n) return { problem: 'must be greater than 0' };
  if (minor > MAX_AMOUNT_MINOR) return { problem: 'is too large' };
  return { minor };
}

/** The amount text of a request in minor units, or a 400 naming `field`. */
export function amountOf(text: string, field = 'amount'): bigint {
  const parsed = parseAmount(text);
  if ('problem' in parsed) throw validationError(field, parsed.problem);
  return parsed.minor;
}

/** Minor units to the exact decimal text of the protocol: 123450n → '1234.50', -5n → '-0.05'. */
export function formatAmount(minor: bigint): string {
  const negative = minor < 0n;
  const absolute = negative ? -minor : minor;
  const whole = absolute / MINOR_PER_MAJOR;
  const fraction = (absolute % MINOR_PER_MAJOR).toString().padStart(MINOR_DIGITS, '0');
  return `${negative ? '-' : ''}${whole.toString()}.${fraction}`;
}

/** A database integer (drivers return int8 as string, number or bigint) as bigint. */
export function toMinor(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^-?[0-9]+$/.test(value)) return BigInt(value);
  throw new Error('ledger: not an integer amount');
}
