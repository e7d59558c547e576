import { contentLanguage } from '../i18n/language';
import { bannerSvg, escapeXml, gameTileSvg, hueOf, vendorLogoSvg, wrapWords } from './svg';

describe('escapeXml', () => {
  it('escapes markup and drops characters XML forbids', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>\u0001`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;');
  });
});

describe('pictures', () => {
  const hostile = '"/><script>alert(1)</script>';

  it('keep hostile text inert in text and attributes', () => {
    for (const svg of [
      bannerSvg({ id: 1, title: hostile, brandName: hostile }),
      vendorLogoSvg({ code: 'X', displayName: hostile }),
      gameTileSvg({ id: 1, name: hostile, vendorName: hostile, gameType: 'RNG' }),
    ]) {
      expect(svg).not.toContain('<script');
      expect(svg).not.toContain('"/>&lt;');
      expect(svg).toContain('&lt;script&gt;');
    }
  });

  it('are stable per key', () => {
    expect(hueOf('banner-1')).toBe(hueOf('banner-1'));
    expect(bannerSvg({ id: 3, title: 'A', brandName: 'B' })).toBe(bannerSvg({ id: 3, title: 'A', brandName: 'B' }));
  });

  it('wrap long names into a few lines, ending with an ellipsis when cut', () => {
    expect(wrapWords('Golden Dragon Hold & Win', 14, 3)).toEqual(['Golden Dragon', 'Hold & Win']);
    const cut = wrapWords('one two three four five six seven eight nine ten', 8, 2);
    expect(cut).toHaveLength(2);
    expect(cut[1]!.endsWith('…')).toBe(true);
  });
});

describe('contentLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['es', 'es'],
    ['zh-TW', 'zh'],
    ['vi_VN', 'vi'],
    ['ja', 'en'],
    ['<script>', 'en'],
    ['x'.repeat(100), 'en'],
  ])('%s → %s', (header, lang) => {
    expect(contentLanguage(header)).toBe(lang);
  });
});
