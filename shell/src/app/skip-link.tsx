import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../i18n/resources';
import styles from './skip-link.module.css';

/** The id of the area the routes render in, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * Where the skip link moves the focus: the screen's main landmark (every screen renders its own
 * <main>), or the content area while the screen is still loading. Made focusable by script only,
 * so it never becomes a Tab stop of its own.
 */
function skipTarget(): HTMLElement | null {
  const area = document.getElementById(MAIN_CONTENT_ID);
  const target = area?.querySelector('main') ?? area;
  if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  return target;
}

/**
 * "Skip to main content": the first stop of the Tab key, hidden until it has the focus, so a keyboard
 * user passes the header and navigation in one step. It moves the focus itself rather than following
 * the '#' link: the router owns the URL, and a hash change would not move the focus in every browser.
 */
export function SkipLink() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = skipTarget();
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('skip_to_content')}
    </a>
  );
}
