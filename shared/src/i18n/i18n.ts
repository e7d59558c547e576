import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonResources } from './common-resources';
import { bus } from '../bus/bus';
import { COMPLETE_LANGUAGES, DEFAULT_LANGUAGE } from '../../contract/languages';

export { COMPLETE_LANGUAGES, DEFAULT_LANGUAGE };
export const LANGUAGE_STORAGE_KEY = 'lang';
/** The language chosen before the current one (local storage hisLang). */
export const PREVIOUS_LANGUAGE_STORAGE_KEY = 'hisLang';

function storedLanguage(): string {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) || DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/**
 * The language the page's text is really in, for `<html lang>`: a complete language as chosen, a
 * regional variant of one as its base ('zh-tw' shows 'zh' text), anything else as English, which
 * is what a fallback language shows (assistive technology would read English text as Japanese).
 */
export function documentLanguage(lang: string): string {
  const complete: readonly string[] = COMPLETE_LANGUAGES;
  if (complete.includes(lang)) return lang;
  const primary = lang.toLowerCase().split(/[-_]/)[0] ?? '';
  return complete.includes(primary) ? primary : DEFAULT_LANGUAGE;
}

/** The page's one i18next instance. Each remote adds its own namespace with `addRemoteResources`. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'common',
  ns: ['common'],
  resources: commonResources,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  showSupportNotice: false,
  // A language's texts may arrive after the first render (see addRemoteResources): redraw then.
  react: { bindI18nStore: 'added' },
});

/**
 * One language's texts of a namespace: the texts themselves, or a function that imports them, so
 * that a page shown in one language does not download the other three.
 */
export type LanguageTexts = Record<string, unknown> | (() => Promise<Record<string, unknown>>);

/** Imports not yet started, by language. */
const waitingTexts = new Map<string, { namespace: string; load: () => Promise<Record<string, unknown>> }[]>();

function loadTexts(lang: string, namespace: string, load: () => Promise<Record<string, unknown>>): Promise<void> {
  return load().then(
    (bundle) => {
      i18n.addResourceBundle(lang, namespace, bundle, true, true);
    },
    (error: unknown) => {
      // A chunk that failed to arrive: English shows meanwhile, and the next switch tries again.
      console.warn(`texts ${namespace}/${lang} failed`, error);
      waitingTexts.set(lang, [...(waitingTexts.get(lang) ?? []), { namespace, load }]);
    },
  );
}

/** Start the imports `lang` still waits for; resolves when its texts are in (or failed). */
export function loadLanguage(lang: string): Promise<void> {
  const complete = documentLanguage(lang);
  const waiting = waitingTexts.get(complete) ?? [];
  waitingTexts.delete(complete);
  return Promise.all(waiting.map(({ namespace, load }) => loadTexts(complete, namespace, load))).then(() => undefined);
}

/**
 * Register a remote's namespace; safe to call again on remount. Texts given as objects are added
 * at once; imported ones when their language is first needed. Resolves when the current language's
 * texts are in, so a caller may wait for them before it shows the namespace.
 */
export function addRemoteResources(namespace: string, resources: Record<string, LanguageTexts>): Promise<void> {
  const current = documentLanguage(getLanguage());
  let ready: Promise<void> = Promise.resolve();
  for (const [lang, texts] of Object.entries(resources)) {
    if (typeof texts !== 'function') i18n.addResourceBundle(lang, namespace, texts, true, true);
    else if (i18n.hasResourceBundle(lang, namespace)) continue;
    else if (lang === current) ready = loadTexts(lang, namespace, texts);
    else waitingTexts.set(lang, [...(waitingTexts.get(lang) ?? []).filter((w) => w.namespace !== namespace), { namespace, load: texts }]);
  }
  return ready;
}

export function getLanguage(): string {
  return i18n.language || DEFAULT_LANGUAGE;
}

/** Switch language, remember it (localStorage `lang`) and tell every remote. */
export async function setLanguage(lang: string): Promise<void> {
  const previous = getLanguage();
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
    if (previous !== lang) localStorage.setItem(PREVIOUS_LANGUAGE_STORAGE_KEY, previous);
  } catch {
    // Private browsing may refuse storage; the switch still applies to this page.
  }
  // The new language's texts first, so the page does not show English in between.
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = documentLanguage(lang);
  bus.emit('language:changed', { lang });
}

/** The language's own name for itself, for the picker ("Español", "Tiếng Việt"). */
export function languageName(code: string): string {
  try {
    const names = new Intl.DisplayNames([code], { type: 'language' });
    const name = names.of(code);
    return name ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : code;
  } catch {
    return code;
  }
}
