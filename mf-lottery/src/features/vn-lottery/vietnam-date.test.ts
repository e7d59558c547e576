import { dottedDate, isIsoDay, vietnamDate } from './vietnam-date';

describe('draw dates', () => {
  it('are Vietnam’s date (UTC+7) whatever the device’s zone', () => {
    expect(vietnamDate(Date.parse('2026-11-23T16:59:59Z'))).toBe('2026-11-23');
    expect(vietnamDate(Date.parse('2026-11-23T17:00:00Z'))).toBe('2026-11-24');
  });

  it('show as YYYY.MM.DD', () => {
    expect(dottedDate('2026-01-05')).toBe('2026.01.05');
  });

  it('accept real calendar days only', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('26-01-01')).toBe(false);
  });
});
