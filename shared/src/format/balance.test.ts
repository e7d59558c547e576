import { formatBalance, fromMinorUnits } from './balance';

describe('formatBalance', () => {
  it('shows two decimals and thousands separators after the currency symbol', () => {
    expect(formatBalance('0')).toBe('P 0.00');
    expect(formatBalance('7')).toBe('P 7.00');
    expect(formatBalance('999.9')).toBe('P 999.90');
    expect(formatBalance('1000.00')).toBe('P 1,000.00');
    expect(formatBalance('1234567.891')).toBe('P 1,234,567.89');
    expect(formatBalance('1234.5', '¥')).toBe('¥ 1,234.50');
    expect(formatBalance('0.10')).toBe('P 0.10');
    expect(formatBalance('000123.40')).toBe('P 123.40');
  });

  it('keeps every cent of amounts a float cannot hold', () => {
    // As a number this is 12345678901234.56 only by luck; one more digit and the cents are gone.
    expect(formatBalance('12345678901234.56')).toBe('P 12,345,678,901,234.56');
    expect(formatBalance('123456789012345678.07')).toBe('P 123,456,789,012,345,678.07');
    expect(formatBalance('9007199254740993.01')).toBe('P 9,007,199,254,740,993.01');
  });

  it('rounds half away from zero on the cent, from the digits as written', () => {
    expect(formatBalance('0.005')).toBe('P 0.01');
    expect(formatBalance('1.005')).toBe('P 1.01');
    expect(formatBalance('2.675')).toBe('P 2.68');
    expect(formatBalance('0.004')).toBe('P 0.00');
    expect(formatBalance('0.0049999')).toBe('P 0.00');
    expect(formatBalance('999.995')).toBe('P 1,000.00');
    expect(formatBalance('-1.005')).toBe('-P 1.01');
  });

  it('puts the sign in front of negatives, and never shows a negative zero', () => {
    expect(formatBalance('-1234.5')).toBe('-P 1,234.50');
    expect(formatBalance('-0.001')).toBe('P 0.00');
    expect(formatBalance('-0.00')).toBe('P 0.00');
  });

  it('shows a placeholder for a missing balance or one that is not a decimal string', () => {
    expect(formatBalance(null)).toBe('P --');
    expect(formatBalance(undefined)).toBe('P --');
    expect(formatBalance('')).toBe('P --');
    expect(formatBalance('NaN')).toBe('P --');
    expect(formatBalance('1e21', '¥')).toBe('¥ --');
    expect(formatBalance('1,000.00')).toBe('P --');
  });
});

describe('fromMinorUnits', () => {
  it('turns ledger cents into a decimal string in major units, exactly', () => {
    expect(fromMinorUnits(123456)).toBe('1234.56');
    expect(fromMinorUnits('-250')).toBe('-2.50');
    expect(fromMinorUnits(5)).toBe('0.05');
    expect(fromMinorUnits(0)).toBe('0.00');
    expect(fromMinorUnits(1234567890123456n)).toBe('12345678901234.56');
    expect(formatBalance(fromMinorUnits(100000001))).toBe('P 1,000,000.01');
  });

  it('refuses what is not a whole number of cents', () => {
    expect(() => fromMinorUnits(1.5)).toThrow(RangeError);
    expect(() => fromMinorUnits('12.30')).toThrow(RangeError);
  });
});
