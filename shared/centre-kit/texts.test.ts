import { expectCompleteTranslations, spanishUstedTexts } from '@site/shared/testing';
import { commonResources } from '../src/i18n/common-resources';
import { PATTERN_MESSAGES_EN } from '@site/shared';
import { centreKitTexts } from './texts';
import { PATTERN_TEXTS } from './pattern-texts';

describe('centre kit texts', () => {
  it('has every key, with a non-empty text and the same placeholders, in en, es, vi and zh', () => {
    expectCompleteTranslations(centreKitTexts);
  });
});

describe('registration pattern texts', () => {
  it('words every pattern in en, es, vi and zh, English being the contract\'s own wording', () => {
    expectCompleteTranslations(PATTERN_TEXTS);
    expect(PATTERN_TEXTS.en).toEqual(PATTERN_MESSAGES_EN);
  });
});

describe('Spanish texts of the kit and the common namespace', () => {
  it('address the player as "tú" throughout, never "usted"', () => {
    expect(spanishUstedTexts(centreKitTexts)).toEqual([]);
    expect(spanishUstedTexts(commonResources)).toEqual([]);
  });
});
