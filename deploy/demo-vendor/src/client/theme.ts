/** The table's two looks; client.css defines dark on :root and light under data-theme="light". */
export type Theme = 'light' | 'dark';

/**
 * The site's theme as the launch address carries it (`theme`), so the game opens looking like the
 * site; without one (a launch from elsewhere), what the device asks for, and dark when it says nothing.
 */
export function pickTheme(requested: string | null | undefined): Theme {
  if (requested === 'light' || requested === 'dark') return requested;
  const prefersLight = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: light)').matches;
  return prefersLight ? 'light' : 'dark';
}

/** One attribute on <html> switches every colour of the table. */
export function applyTheme(doc: Document, theme: Theme): void {
  doc.documentElement.dataset.theme = theme;
}
