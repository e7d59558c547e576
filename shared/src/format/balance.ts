/**
 * Format a balance: two decimals, thousands separators, currency symbol in front (spec §4).
 * Amounts arrive in major units; rounding is half-away-from-zero on the cent.
 */
export function formatBalance(amount: number | null | undefined, currencySymbol = 'P'): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return `${currencySymbol} --`;
  // toPrecision(15) drops binary noise first, so 1.005 (stored as 1.00499…) rounds to 1.01 as written.
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  const whole = Math.floor(cents / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = String(cents % 100).padStart(2, '0');
  return `${amount < 0 && cents > 0 ? '-' : ''}${currencySymbol} ${whole}.${fraction}`;
}

/** Minor units (integer cents from the ledger) to major units for display. */
export function fromMinorUnits(minor: number | string): number {
  return Number(minor) / 100;
}
