import { formatMinor, formatOdds, minorToDecimal } from './format';

describe('money formatting', () => {
  it('shows minor units with exactly two decimals, in the notation of the site header in every language', () => {
    expect(formatMinor(123456, 'en')).toBe('1,234.56');
    expect(formatMinor(5, 'en')).toBe('0.05');
    expect(formatMinor(100000, 'zh')).toBe('1,000.00');
    expect(formatMinor(123456, 'es')).toBe('1,234.56');
    expect(formatMinor(12345678, 'es')).toBe('123,456.78');
    expect(formatMinor(123456, 'vi')).toBe('1,234.56');
    expect(formatMinor(0, 'en')).toBe('0.00');
    expect(formatMinor(-250, 'en')).toBe('-2.50');
  });

  it('converts minor units to the decimal the round message carries', () => {
    expect(minorToDecimal(123456)).toBe(1234.56);
    expect(minorToDecimal(1)).toBe(0.01);
    expect(minorToDecimal(0)).toBe(0);
  });

  it('shows decimal odds with two decimals', () => {
    expect(formatOdds(1.9, 'en')).toBe('1.90');
    expect(formatOdds(2.05, 'es')).toBe('2.05');
  });
});
