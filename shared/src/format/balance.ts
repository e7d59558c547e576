/**
 * Money in the client stays a decimal string in major units, exactly as the platform sends it
 * ('1234.50'): a float cannot hold every cent of a large balance (2^53 cents is about
 * 90 trillion), so nothing here converts an amount to a number.
 */

/** An optional minus, digits, and optionally a point with more digits: '12', '-0.5', '1234.567'. */
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Add one to a string of digits ('199' → '200'). */
function incrementDigits(digits: string): string {
  return (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
}

/**
 * Format a balance for display: the currency symbol, thousands separators and two decimals
 * ('P 1,234.50'); a negative amount puts the sign before the symbol. Amounts with more than two
 * decimals are rounded half away from zero on the cent, from the written digits. Anything that is
 * not a decimal string (null while loading, garbage from a broken answer) shows the placeholder.
 */
export function formatBalance(amount: string | null | undefined, currencySymbol = 'P'): string {
  const figure = formatAmount(amount);
  if (figure === null) return `${currencySymbol} --`;
  return figure.startsWith('-') ? `-${currencySymbol} ${figure.slice(1)}` : `${currencySymbol} ${figure}`;
}

/**
 * The figure of an amount, the site's one notation in every language: thousands separated by
 * commas, a point and two decimals ('1,234.50', '-2.50'), rounded half away from zero on the cent;
 * null for anything that is not a decimal string. The header, the centres and the game client all
 * show money through it, so a player reads the same notation everywhere.
 */
export function formatAmount(amount: string | null | undefined): string | null {
  const match = amount == null ? null : DECIMAL.exec(amount.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  let cents = `${whole}${fraction.padEnd(2, '0').slice(0, 2)}`;
  if ((fraction[2] ?? '0') >= '5') cents = incrementDigits(cents);
  cents = cents.replace(/^0+(?=\d{3})/, '').padStart(3, '0');
  const units = cents.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const negative = sign === '-' && /[1-9]/.test(cents);
  return `${negative ? '-' : ''}${units}.${cents.slice(-2)}`;
}

/** Integer minor units (ledger cents) as a decimal string in major units: 123456 → '1234.56'. */
export function fromMinorUnits(minor: number | bigint | string): string {
  const text = typeof minor === 'string' ? minor.trim() : minor.toString();
  const match = /^(-?)(\d+)$/.exec(text);
  if (!match) throw new RangeError(`not a whole number of minor units: ${text}`);
  const [, sign, digits] = match;
  const padded = digits!.replace(/^0+(?=\d{3})/, '').padStart(3, '0');
  const negative = sign === '-' && /[1-9]/.test(padded);
  return `${negative ? '-' : ''}${padded.slice(0, -2)}.${padded.slice(-2)}`;
}
