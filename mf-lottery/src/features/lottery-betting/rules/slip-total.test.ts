import { parseUnits, payoutPerHit, slipTotal, toMinorUnits } from './slip-total';

describe('the units field', () => {
  it('takes whole numbers from 1 to 10,000 only', () => {
    expect(parseUnits('1')).toBe(1);
    expect(parseUnits(' 250 ')).toBe(250);
    expect(parseUnits('10000')).toBe(10_000);
    for (const bad of ['', '0', '10001', '1.5', '-3', 'abc', '1e3']) expect(parseUnits(bad)).toBeNull();
  });
});

describe('the slip total', () => {
  it('is unit price × units × scored numbers, to the cent', () => {
    expect(slipTotal({ unitPrice: '1.00', units: 5, betType: 'LO2', pick: ['01', '02', '03'] })).toBe('15.00');
    expect(slipTotal({ unitPrice: '0.10', units: 3, betType: 'DE', pick: ['01'] })).toBe('0.30');
    // Floats would print 0.30000000000000004 × 3 here; minor units keep it exact.
    expect(slipTotal({ unitPrice: '0.1', units: 3, betType: 'DUOI', pick: ['0', '1', '2'] })).toBe('0.90');
    expect(slipTotal({ unitPrice: '2.50', units: 10_000, betType: 'LO3', pick: ['001', '002', '003', '004', '005', '006', '007', '008', '009', '010'] })).toBe(
      '250000.00',
    );
  });

  it('counts a xiên as one stake whatever its numbers', () => {
    expect(slipTotal({ unitPrice: '1.00', units: 4, betType: 'XIEN4', pick: ['01', '02', '03', '04'] })).toBe('4.00');
  });

  it('is zero for an empty pick and unknown without a price or units', () => {
    expect(slipTotal({ unitPrice: '1.00', units: 2, betType: 'LO2', pick: [] })).toBe('0.00');
    expect(slipTotal({ unitPrice: '1.00', units: null, betType: 'LO2', pick: ['01'] })).toBeNull();
    expect(slipTotal({ unitPrice: 'n/a', units: 1, betType: 'LO2', pick: ['01'] })).toBeNull();
  });

  it('reads prices in major units as whole cents', () => {
    expect(toMinorUnits('1')).toBe(100n);
    expect(toMinorUnits('1.5')).toBe(150n);
    expect(toMinorUnits('12.34')).toBe(1234n);
    expect(toMinorUnits('1.234')).toBeNull();
  });
});

describe('what one hit pays', () => {
  it('is unit price × units × odds, rounded down to the cent', () => {
    expect(payoutPerHit({ unitPrice: '1.00', units: 5, odds: '9.5' })).toBe('47.50');
    expect(payoutPerHit({ unitPrice: '1.00', units: 1, odds: '3.333' })).toBe('3.33');
    expect(payoutPerHit({ unitPrice: '1.00', units: 1, odds: undefined })).toBeNull();
  });
});
