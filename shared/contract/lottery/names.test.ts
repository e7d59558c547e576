import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lotteryName, lotteryNameText, lotteryRoundName, NAMED_LOTTERIES, roundGameName } from './names';

/** The lotteries the platform seeds, with their Vietnamese names, read from its migration. */
function seededLotteries(): { id: string; name: string }[] {
  const sql = readFileSync(join(__dirname, '../../../deploy/platform/migrations/022_lottery.sql'), 'utf8');
  return [...sql.matchAll(/\('([A-Z]+_[A-Z0-9_]+)', '([^']+)', '(?:NORTH|CENTRAL|SOUTH|FAST)'/g)].map((match) => ({ id: match[1]!, name: match[2]! }));
}

const isPlainLatin = (text: string) => /^[A-Za-z .]+$/.test(text);

describe('lottery names', () => {
  const seeded = seededLotteries();

  it('names every lottery the platform seeds, and no other', () => {
    expect(seeded.length).toBeGreaterThan(30);
    expect([...NAMED_LOTTERIES].sort()).toEqual(seeded.map((lottery) => lottery.id).sort());
  });

  it.each(['en', 'es', 'zh'])('in %s no name is the Vietnamese one, unless that is already plain Latin letters', (language) => {
    for (const { id, name } of seeded) {
      const shown = lotteryName(id, name, language);
      if (!isPlainLatin(name) || language === 'zh') expect(`${id}: ${shown.name}`).not.toBe(`${id}: ${name}`);
    }
  });

  it('puts the Vietnamese name beside where players know the lottery by it', () => {
    expect(lotteryNameText(lotteryName('VN_MB', 'Miền Bắc', 'en'))).toBe('Northern Vietnam (Miền Bắc)');
    expect(lotteryNameText(lotteryName('VN_DNG', 'Đà Nẵng', 'zh'))).toBe('岘港 (Đà Nẵng)');
    expect(lotteryName('VN_DNG', 'Đà Nẵng', 'en')).toEqual({ name: 'Da Nang', term: null });
    expect(lotteryName('FAST_5M', 'Xổ số nhanh 5 phút', 'es')).toEqual({ name: 'Sorteo rápido, 5 minutos', term: null });
  });

  it("shows the platform's name in Vietnamese, and for a lottery it does not know", () => {
    expect(lotteryName('VN_MB', 'Miền Bắc', 'vi')).toEqual({ name: 'Miền Bắc', term: null });
    expect(lotteryName('VN_NEW', 'Tỉnh Mới', 'en')).toEqual({ name: 'Tỉnh Mới', term: null });
  });

  describe("a recorded round's game name", () => {
    const round = lotteryRoundName('Miền Bắc', '20261123-0481');

    it('names a lottery round in the language, with its issue number', () => {
      expect(round).toBe('Miền Bắc 20261123-0481');
      expect(roundGameName('VN_MB', round, 'en')).toBe('Northern Vietnam (Miền Bắc) 20261123-0481');
      expect(roundGameName('VN_DNG', lotteryRoundName('Đà Nẵng', '20261123-0001'), 'es')).toBe('Da Nang 20261123-0001');
      expect(roundGameName('FAST_1M', lotteryRoundName('Xổ số nhanh 1 phút', '20261123-0481'), 'zh')).toBe('1分钟快速彩 20261123-0481');
    });

    it('leaves Vietnamese, other games and names of another shape as they are', () => {
      expect(roundGameName('VN_MB', round, 'vi')).toBe(round);
      expect(roundGameName('vs20olympgate', 'Gates of Olympus', 'en')).toBe('Gates of Olympus');
      expect(roundGameName('VN_MB', 'Miền Bắc', 'en')).toBe('Miền Bắc');
    });
  });
});
