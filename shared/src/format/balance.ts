/**
 * Format a balance: two decimals, thousands separators, currency symbol in front (spec §4).
 * Amounts arrive in major units; rounding is half-away-from-zero on the cent.
 */
export function formatBalance(amount: number | null | undefined, currencySymbol = 'P'): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return `${currencySymbol} --`;
  const cents = Math.round(Math.abs(amount) * 100 + Number.EPSILON);
  const whole = Math.floor(cents / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = String(cents % 100).padStart(2, '0');
  return `${amount < 0 && cents > 0 ? '-' : ''}${currencySymbol} ${whole}.${fraction}`;
}

/** Minor units (integer cents from the ledger) to major units for display. */
export function fromMinorUnits(minor: number | string): number {
  return Number(minor) / 100;
}
