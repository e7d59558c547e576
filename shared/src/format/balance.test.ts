import { formatBalance, fromMinorUnits } from './balance';

describe('formatBalance', () => {
  it('shows two decimals and thousands separators after the currency symbol', () => {
    expect(formatBalance(0)).toBe('P 0.00');
    expect(formatBalance(7)).toBe('P 7.00');
    expect(formatBalance(999.9)).toBe('P 999.90');
    expect(formatBalance(1000)).toBe('P 1,000.00');
    expect(formatBalance(1234567.891)).toBe('P 1,234,567.89');
    expect(formatBalance(1234.5, '¥')).toBe('¥ 1,234.50');
  });

  it('rounds half away from zero on the cent, as the amount is written', () => {
    expect(formatBalance(0.005)).toBe('P 0.01');
    expect(formatBalance(1.005)).toBe('P 1.01');
    expect(formatBalance(2.675)).toBe('P 2.68');
    expect(formatBalance(0.004)).toBe('P 0.00');
    expect(formatBalance(-1.005)).toBe('-P 1.01');
  });

  it('puts the sign in front of negatives, and never shows a negative zero', () => {
    expect(formatBalance(-1234.5)).toBe('-P 1,234.50');
    expect(formatBalance(-0.001)).toBe('P 0.00');
  });

  it('shows a placeholder for a missing or non-finite balance', () => {
    expect(formatBalance(null)).toBe('P --');
    expect(formatBalance(undefined)).toBe('P --');
    expect(formatBalance(Number.NaN)).toBe('P --');
    expect(formatBalance(Number.POSITIVE_INFINITY, '¥')).toBe('¥ --');
  });

  it('fromMinorUnits turns ledger cents into major units', () => {
    expect(fromMinorUnits(123456)).toBe(1234.56);
    expect(fromMinorUnits('-250')).toBe(-2.5);
    expect(formatBalance(fromMinorUnits(100000001))).toBe('P 1,000,000.01');
  });
});
