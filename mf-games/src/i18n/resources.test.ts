import { expectCompleteTranslations, spanishUstedTexts } from '@site/shared/testing';
import { resources } from './all-texts';

describe('games translations', () => {
  it('has every English key, non-empty, with the same placeholders, in every complete language', () => {
    expectCompleteTranslations(resources);
  });

});

describe('Spanish texts', () => {
  it('address the player as "tú" throughout, never "usted"', () => {
    expect(spanishUstedTexts(resources)).toEqual([]);
  });
});
