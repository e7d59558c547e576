import { formatAmount, MAX_AMOUNT_MINOR, parseAmount, toMinor } from './money';

describe('parseAmount', () => {
  it.each([
    ['100', 10_000n],
    ['100.00', 10_000n],
    ['1234.5', 123_450n],
    ['0.01', 1n],
    ['0.1', 10n],
    ['999999999999.99', MAX_AMOUNT_MINOR],
  ])('%s is %s minor units', (text, minor) => {
    expect(parseAmount(text)).toEqual({ minor });
  });

  it.each([
    ['0', 'must be greater than 0'],
    ['0.00', 'must be greater than 0'],
    ['1.005', 'must have at most 2 decimals'],
    ['0.001', 'must have at most 2 decimals'],
    ['1000000000000', 'is too large'],
    ['99999999999999999999.00', 'is too large'],
    ['-5', 'must be a decimal number such as 100.00'],
    ['+5', 'must be a decimal number such as 100.00'],
    ['1e3', 'must be a decimal number such as 100.00'],
    ['1,000.00', 'must be a decimal number such as 100.00'],
    ['01.00', 'must be a decimal number such as 100.00'],
    ['.5', 'must be a decimal number such as 100.00'],
    ['5.', 'must be a decimal number such as 100.00'],
    [' 5', 'must be a decimal number such as 100.00'],
    ['', 'must be a decimal number such as 100.00'],
    ['NaN', 'must be a decimal number such as 100.00'],
    ['<script>alert(1)</script>', 'must be a decimal number such as 100.00'],
  ])('refuses %j: %s', (text, problem) => {
    expect(parseAmount(text)).toEqual({ problem });
  });
});

describe('formatAmount', () => {
  it.each([
    [0n, '0.00'],
    [1n, '0.01'],
    [10n, '0.10'],
    [123_450n, '1234.50'],
    [-5n, '-0.05'],
    [-200_000n, '-2000.00'],
    [9_223_372_036_854_775_807n, '92233720368547758.07'],
  ])('%s → %s', (minor, text) => {
    expect(formatAmount(minor)).toBe(text);
  });

  it('round-trips every parsed amount exactly', () => {
    for (const text of ['0.01', '0.10', '1.00', '1234.56', '999999999999.99']) {
      const parsed = parseAmount(text);
      expect('minor' in parsed && formatAmount(parsed.minor)).toBe(text);
    }
  });
});

describe('toMinor', () => {
  it('reads what the drivers return for int8', () => {
    expect(toMinor('-12')).toBe(-12n);
    expect(toMinor(7)).toBe(7n);
    expect(toMinor(9_007_199_254_740_993n)).toBe(9_007_199_254_740_993n);
  });

  it('refuses anything that is not an exact integer', () => {
    expect(() => toMinor(1.5)).toThrow();
    expect(() => toMinor('1.5')).toThrow();
    expect(() => toMinor(null)).toThrow();
  });
});
