import type { Language } from './i18n';

/** Locale tags for number and time formatting per client language. */
const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES', vi: 'vi-VN', zh: 'zh-CN' };

const moneyFormats = new Map<Language, Intl.NumberFormat>();

/**
 * Integer minor units → the amount with exactly two decimals in the language's notation
 * (12345 → '123.45' in English, '123,45' in Spanish). The division happens only here, for display.
 */
export function formatMinor(minor: number, language: Language): string {
  let format = moneyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
    moneyFormats.set(language, format);
  }
  return format.format(minor / 100);
}

/** The balance as the round message carries it: a decimal number in the wallet's currency. */
export function minorToDecimal(minor: number): number {
  return Math.round(minor) / 100;
}

/** Decimal odds always with two decimals, in the language's notation (1.9 → '1.90'). */
export function formatOdds(odds: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(odds);
}

/** A clock time (hours and minutes, seconds when asked) in the language's notation. */
export function formatTime(value: string | number, language: Language, withSeconds = false): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(LOCALES[language], {
    hour: '2-digit',
    minute: '2-digit',
    second: withSeconds ? '2-digit' : undefined,
  }).format(date);
}

/** A short day and time, for events that may start tomorrow. */
export function formatDayTime(value: string | number, language: Language): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(LOCALES[language], { weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(date);
}
