import { createTranslator, DICTIONARIES, errorKey, joinSentences, LANGUAGES, pickLanguage } from './i18n';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the client dictionary', () => {
  const english = DICTIONARIES.en;

  it.each(LANGUAGES)('%s has every text, none empty, with the same placeholders as English', (language) => {
    const dictionary = DICTIONARIES[language];
    expect(Object.keys(dictionary).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(dictionary)) {
      expect(`${key}: ${text.trim()}`).not.toBe(`${key}: `);
      expect([key, placeholders(text)]).toEqual([key, placeholders(english[key as keyof typeof english])]);
    }
  });

  it('explains every error the provider answers with in plain words', () => {
    for (const code of ['INSUFFICIENT_FUNDS', 'SESSION_EXPIRED', 'BET_CLOSED', 'WALLET_UNAVAILABLE', 'STAKE_INVALID']) {
      expect(errorKey(code)).toBe(`error.${code}`);
    }
    expect(errorKey('SOMETHING_NEW')).toBe('error.UNKNOWN');
  });

  it('picks the launch language, tolerating regions and case, and falls back to English', () => {
    expect(pickLanguage('zh-CN')).toBe('zh');
    expect(pickLanguage('ES_mx')).toBe('es');
    expect(pickLanguage('vi')).toBe('vi');
    expect(pickLanguage('fr', 'es')).toBe('es');
    expect(pickLanguage('fr')).toBe('en');
    expect(pickLanguage(null, undefined, '')).toBe('en');
  });

  it('fills placeholders', () => {
    expect(createTranslator('en')('youWon', { amount: '2.50' })).toBe('You won 2.50.');
    expect(createTranslator('zh')('youWon', { amount: '2.50' })).toBe('您赢得 2.50。');
  });
});

describe('sentences in a row', () => {
  it('are spaced, except in Chinese', () => {
    expect(joinSentences('en', ['Tie.', '', 'No win this round.'])).toBe('Tie. No win this round.');
    expect(joinSentences('zh', ['和局。', '本局未中奖。'])).toBe('和局。本局未中奖。');
  });
});
