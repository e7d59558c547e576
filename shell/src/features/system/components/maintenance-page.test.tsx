import { formatEndTime } from './maintenance-page';

describe('maintenance end time', () => {
  const END = '2026-03-02T04:00:00Z';

  it('is shown in the visitor\'s time zone, with the zone named', () => {
    expect(formatEndTime(END, 'en', 'Asia/Ho_Chi_Minh')).toMatch(/Mar 2, 2026.*11:00\sAM GMT\+7/);
    expect(formatEndTime(END, 'en', 'America/New_York')).toMatch(/Mar 1, 2026.*11:00\sPM EST/);
    expect(formatEndTime(END, 'en', 'UTC')).toMatch(/4:00\sAM UTC/);
  });

  it('names the zone in every language', () => {
    for (const lang of ['es', 'vi', 'zh']) expect(formatEndTime(END, lang, 'Asia/Ho_Chi_Minh')).toMatch(/GMT\+7/);
  });

  it('uses the browser\'s zone by default and says nothing for a broken time', () => {
    const zone = new Intl.DateTimeFormat('en', { timeZoneName: 'short' }).formatToParts(new Date(END)).find((part) => part.type === 'timeZoneName')?.value;
    expect(formatEndTime(END, 'en')).toContain(zone);
    expect(formatEndTime('not a time', 'en')).toBeNull();
    expect(formatEndTime(END, 'xx-not-a-tag!!', 'UTC')).toMatch(/2026.*UTC/);
  });
});
