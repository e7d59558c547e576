/**
 * The site's money limits, declared once for the contract's schemas, the platform's ledger and the
 * seamless protocol. Amounts travel as exact decimal text in major units ('1234.50') or, between
 * machines, as integer minor units (cents); never as a float.
 */

/** Digits after the decimal point of the site's one currency. */
export const MINOR_DIGITS = 2;

/** Digits before the decimal point of the largest amount one call may move: 999,999,999,999.99. */
export const MAX_AMOUNT_WHOLE_DIGITS = 12;

/** That largest amount in minor units: an exact integer even as a JavaScript number, far inside bigint even summed. */
export const MAX_AMOUNT_MINOR = 10 ** (MAX_AMOUNT_WHOLE_DIGITS + MINOR_DIGITS) - 1;

/**
 * Plain amount text up to that limit: no sign, exponent or separators, at most two decimals. Group 1
 * is the whole part, group 2 the decimals.
 */
export const AMOUNT_TEXT = new RegExp(`^(0|[1-9][0-9]{0,${MAX_AMOUNT_WHOLE_DIGITS - 1}})(?:\\.([0-9]{1,${MINOR_DIGITS}}))?$`);
