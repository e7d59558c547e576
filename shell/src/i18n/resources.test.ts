import { expectCompleteTranslations, spanishUstedTexts } from '@site/shared/testing';
import { resources } from './all-texts';

describe('shell translations', () => {
  it('es, vi and zh have exactly the English keys, none empty, with the same placeholders', () => {
    expectCompleteTranslations(resources);
  });

  it('translates the home item', () => {
    expect([resources.en.home, resources.es.home, resources.vi.home, resources.zh.home]).toEqual(['Home', 'Inicio', 'Trang chủ', '首页']);
  });

  it('keeps interpolations in every language', () => {
    for (const lang of ['es', 'vi', 'zh'] as const) {
      expect(resources[lang].tab_title).toContain('{{brandName}}');
      expect(resources[lang].copyright).toContain('{{year}}');
    }
  });
});

describe('Spanish texts', () => {
  it('address the player as "tú" throughout, never "usted"', () => {
    expect(spanishUstedTexts(resources)).toEqual([]);
  });
});
