import { createElement, useEffect, useMemo, useState, type ElementType } from 'react';

type Sanitise = (html: string) => string;

/** Set once DOMPurify has arrived, so later renders sanitise at once. */
let sanitise: Sanitise | null = null;
let loading: Promise<Sanitise> | null = null;

/**
 * DOMPurify is downloaded the first time server HTML is shown, not with the first page: most
 * visits show none. One instance of our own, so our link hook never changes anybody else's
 * sanitiser. A failed download is tried again by the next caller.
 */
export function loadSanitiser(): Promise<Sanitise> {
  loading ??= import(/* webpackChunkName: "dompurify" */ 'dompurify').then(
    ({ default: DOMPurify }) => {
      const purifier = DOMPurify(window);
      purifier.addHook('afterSanitizeAttributes', (node) => {
        // A link in server HTML must not hand the opened page a handle on ours (reverse tabnabbing).
        if (node.tagName === 'A' && node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
      });
      sanitise = (html) => purifier.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form'] });
      return sanitise;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Sanitise server HTML (announcements, help) for rendering: no scripts, no event handlers. */
export async function sanitizeHtml(html: string): Promise<string> {
  return (await loadSanitiser())(html);
}

export interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  /** The wrapping element, 'div' by default. */
  as?: ElementType;
}

/**
 * The only way server HTML reaches the page. Until the sanitiser has arrived the element is
 * rendered empty: unsanitised HTML is never put in the page, not even for a moment.
 */
export function SafeHtml({ html, className, as = 'div' }: SafeHtmlProps) {
  const [ready, setReady] = useState<Sanitise | null>(() => sanitise);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadSanitiser().then(
      (loaded) => live && setReady(() => loaded),
      (error: unknown) => console.warn('the HTML sanitiser could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [ready]);
  const clean = useMemo(() => (ready && html ? ready(html) : ''), [ready, html]);
  return createElement(as, { className, dangerouslySetInnerHTML: { __html: clean } });
}
