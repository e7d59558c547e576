// The site's own money formatter (its one file, not the whole shared package: the game client is bundled on its own).
import { formatAmount, fromMinorUnits } from '@site/shared/format';
import type { Language } from './i18n';

/** Locale tags for time formatting per client language (money has one notation everywhere). */
const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES', vi: 'vi-VN', zh: 'zh-CN' };

/**
 * Integer minor units → the amount as the site's header shows it, in every language ('1,234.56'):
 * one formatter, shared with the site, so the game and the header never disagree on a figure. The
 * division happens only here, for display, and on the written digits (no float).
 */
export function formatMinor(minor: number, _language: Language): string {
  return formatAmount(fromMinorUnits(Math.round(minor))) ?? '--';
}

/** The balance as the round message carries it: a decimal number in the wallet's currency. */
export function minorToDecimal(minor: number): number {
  return Math.round(minor) / 100;
}

/** Decimal odds always with two decimals, in the site's one notation (1.9 → '1.90'). */
export function formatOdds(odds: number, _language: Language): string {
  return formatAmount(odds.toFixed(2)) ?? '--';
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
