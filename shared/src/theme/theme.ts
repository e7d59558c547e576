import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

/** Any stored value other than 'dark' (missing, garbage, old names) means light. */
export function parseTheme(value: string | null | undefined): Theme {
  return value === 'dark' ? 'dark' : 'light';
}

export function getStoredTheme(): Theme {
  try {
    return parseTheme(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'light';
  }
}

const listeners = new Set<() => void>();
let current: Theme = typeof localStorage === 'undefined' ? 'light' : getStoredTheme();

/** Apply a theme: one attribute on <html> switches every design token. */
export function applyTheme(theme: Theme): void {
  current = theme;
  if (typeof document !== 'undefined') document.documentElement.dataset.theme = theme;
  listeners.forEach((listener) => listener());
}

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused: the theme still applies to this page.
  }
  applyTheme(theme);
}

export function useTheme(): Theme {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => 'light',
  );
}
