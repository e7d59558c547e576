import { expectCompleteTranslations } from '../../testing';
import { bus } from '../bus/bus';
import { commonResources } from './common-resources';
import { COMPLETE_LANGUAGES, LANGUAGE_STORAGE_KEY, PREVIOUS_LANGUAGE_STORAGE_KEY, addRemoteResources, documentLanguage, getLanguage, i18n, languageName, setLanguage } from './i18n';

afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

describe('common translations', () => {
  it('has every English key, non-empty, with the same placeholders, in es, vi and zh', () => {
    expectCompleteTranslations(commonResources);
  });

  it('names every game type, the one source for navigation, lobbies and lanes', () => {
    for (const lang of COMPLETE_LANGUAGES) {
      for (const type of ['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'ELOTT', 'LOTT', 'RNG', 'PVP', 'FISH']) {
        expect(i18n.getFixedT(lang)(`common:game_type.${type}`)).not.toBe(`game_type.${type}`);
      }
    }
    expect(i18n.getFixedT('es')('common:game_type.LIVE')).toBe('Casino en vivo');
  });
});

describe('i18n instance', () => {
  it('defaults to English with CLOSE as the default close label', () => {
    expect(getLanguage()).toBe('en');
    expect(i18n.t('common:close')).toBe('CLOSE');
  });

  it('setLanguage switches, remembers lang and hisLang, and tells every remote', async () => {
    const heard: string[] = [];
    const off = bus.on('language:changed', ({ lang }) => heard.push(lang));
    await setLanguage('vi');
    off();
    expect(getLanguage()).toBe('vi');
    expect(i18n.t('common:close')).toBe('ĐÓNG');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('vi');
    expect(localStorage.getItem(PREVIOUS_LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('vi');
    expect(heard).toEqual(['vi']);
  });

  it('a language offered by configuration without texts falls back to English', async () => {
    await setLanguage('th');
    expect(i18n.t('common:retry')).toBe('Retry');
  });

  it('the page says the language its text is in: en for a fallback language, the base of a regional one', async () => {
    await setLanguage('ja');
    expect(getLanguage()).toBe('ja');
    expect(i18n.t('common:retry')).toBe('Retry');
    expect(document.documentElement.lang).toBe('en');
    await setLanguage('zh-tw');
    expect(document.documentElement.lang).toBe('zh');
    expect(documentLanguage('es')).toBe('es');
    expect(documentLanguage('es_MX')).toBe('es');
    expect(documentLanguage('pt-br')).toBe('en');
  });

  it('addRemoteResources registers a namespace in every language given', async () => {
    addRemoteResources('probe', { en: { hello: 'Hello' }, es: { hello: 'Hola' } });
    expect(i18n.t('probe:hello')).toBe('Hello');
    await setLanguage('es');
    expect(i18n.t('probe:hello')).toBe('Hola');
  });

  it('imports a language given as a function only when that language is shown, once, before the switch resolves', async () => {
    let imports = 0;
    const spanish = () => {
      imports += 1;
      return Promise.resolve({ hi: 'Hola' });
    };
    await addRemoteResources('lazy', { en: { hi: 'Hi' }, es: spanish });
    expect(imports).toBe(0);
    expect(i18n.t('lazy:hi')).toBe('Hi');
    await setLanguage('es');
    expect(imports).toBe(1);
    expect(i18n.t('lazy:hi')).toBe('Hola');
    await setLanguage('en');
    await setLanguage('es');
    expect(imports).toBe(1);
  });

  it('languageName gives each language its own name', () => {
    expect(languageName('es')).toBe('Español');
    expect(languageName('en')).toBe('English');
  });
});
