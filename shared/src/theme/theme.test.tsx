import { act, renderHook } from '@testing-library/react';
import { THEME_STORAGE_KEY, applyTheme, getStoredTheme, parseTheme, setTheme, useTheme } from './theme';

afterEach(() => {
  localStorage.clear();
  applyTheme('light');
});

describe('theme', () => {
  it('parseTheme keeps dark and falls back to light for anything else', () => {
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('light')).toBe('light');
    for (const value of [null, undefined, '', 'DARK', 'blue', 'night', ' dark']) expect(parseTheme(value)).toBe('light');
  });

  it('getStoredTheme reads localStorage theme with the same fallback', () => {
    expect(getStoredTheme()).toBe('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(getStoredTheme()).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(getStoredTheme()).toBe('light');
  });

  it('setTheme stores the choice, sets data-theme on <html> and re-renders useTheme', () => {
    const { result } = renderHook(() => useTheme());
    expect(result.current).toBe('light');
    act(() => setTheme('dark'));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(result.current).toBe('dark');
  });
});
