/** The site's language until a visitor picks another: the one a first visit renders in, so the one the server inlines data for. */
export const DEFAULT_LANGUAGE = 'en';

/** Languages whose every on-screen string is translated. Others offered by configuration fall back to English. */
export const COMPLETE_LANGUAGES = ['en', 'es', 'vi', 'zh'] as const;
export type CompleteLanguage = (typeof COMPLETE_LANGUAGES)[number];

/** A text in every complete language, for what is shown before any translation code has loaded. */
export type InEveryLanguage = Readonly<Record<CompleteLanguage, string>>;
