import { AmountSchema, boundedAmountSchema, compareAmounts, DateRangeSchema, defaultDateRange, PageNoSchema, PaymentPasswordSchema } from './common';

describe('member money schemas', () => {
  it('accepts amounts as decimal text above zero with at most two decimals', () => {
    for (const good of ['1', '0.01', '100.5', ' 1000.00 ', '999999999999.99']) expect(AmountSchema.safeParse(good).success).toBe(true);
    for (const bad of ['0', '0.00', '-1', '1.001', '1e3', '', 'abc', '1,000', '1000000000000']) expect(AmountSchema.safeParse(bad).success).toBe(false);
  });

  it('compares amounts exactly and bounds them inclusively', () => {
    expect(compareAmounts('10.1', '10.10')).toBe(0);
    expect(compareAmounts('0.1', '0.09')).toBe(1);
    expect(compareAmounts('99.99', '100')).toBe(-1);
    const bounded = boundedAmountSchema('100.00', '50000.00');
    expect(bounded.safeParse('100').success).toBe(true);
    expect(bounded.safeParse('50000').success).toBe(true);
    expect(bounded.safeParse('99.99').success).toBe(false);
    expect(bounded.safeParse('50000.01').success).toBe(false);
  });

  it('takes a payment password of exactly six digits', () => {
    expect(PaymentPasswordSchema.safeParse('012345').success).toBe(true);
    for (const bad of ['12345', '1234567', '12345a', '']) expect(PaymentPasswordSchema.safeParse(bad).success).toBe(false);
  });

  it('refuses page numbers below 1 and defaults to the first page', () => {
    expect(PageNoSchema.parse(undefined)).toBe(1);
    expect(PageNoSchema.parse('3')).toBe(3);
    expect(PageNoSchema.safeParse(0).success).toBe(false);
  });

  it('takes date ranges of real days, in order, at most 92 days long', () => {
    expect(DateRangeSchema.safeParse({ startDate: '2026-01-01', endDate: '2026-04-02' }).success).toBe(true);
    expect(DateRangeSchema.safeParse({ startDate: '2026-01-01', endDate: '2026-04-03' }).success).toBe(false);
    expect(DateRangeSchema.safeParse({ startDate: '2026-02-02', endDate: '2026-02-01' }).success).toBe(false);
    expect(DateRangeSchema.safeParse({ startDate: '2026-02-30', endDate: '2026-03-01' }).success).toBe(false);
    expect(defaultDateRange(new Date('2026-11-24T10:00:00Z'))).toEqual({ startDate: '2026-11-18', endDate: '2026-11-24' });
  });
});
