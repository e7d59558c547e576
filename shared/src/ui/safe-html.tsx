import DOMPurify, { type DOMPurify as DOMPurifyInstance } from 'dompurify';
import { createElement, useMemo, type ElementType } from 'react';

let purifier: DOMPurifyInstance | null = null;

/** One DOMPurify instance of our own, so our link hook never changes anybody else's sanitiser. */
function getPurifier(): DOMPurifyInstance {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // A link in server HTML must not hand the opened page a handle on ours (reverse tabnabbing).
    if (node.tagName === 'A' && node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

/** Sanitise server HTML (announcements, help) for rendering: no scripts, no event handlers. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form'] });
}

export interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  /** The wrapping element, 'div' by default. */
  as?: ElementType;
}

/** The only way server HTML reaches the page. */
export function SafeHtml({ html, className, as = 'div' }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return createElement(as, { className, dangerouslySetInnerHTML: { __html: clean } });
}
