import { expectCompleteTranslations, spanishUstedTexts } from '@site/shared/testing';
import { resources } from './resources';

describe('lottery translations', () => {
  it('has every key, with a non-empty text and the same placeholders, in en, es, vi and zh', () => {
    expectCompleteTranslations(resources);
  });
});

describe('Spanish texts', () => {
  it('address the player as "tú" throughout, never "usted"', () => {
    expect(spanishUstedTexts(resources)).toEqual([]);
  });
});
