import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { SafeHtml } from '@site/shared';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { useHelpCenter } from '../api/help-center';
import styles from './help-centre.module.css';

/**
 * The help centre: section titles as tabs, the chosen section's server HTML beside them. The URL
 * hash names the section (`/help#terms`), so links from announcements and registration land on it.
 */
export function HelpCentre() {
  const { t, i18n } = useTranslation(MEMBER_NAMESPACE);
  const location = useLocation();
  const navigate = useNavigate();
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const { data: sections, isPending, isError, refetch, isFetching } = useHelpCenter(i18n.language);

  if (isPending) {
    return (
      <p role="status" className={styles.message}>
        {t('help.loading')}
      </p>
    );
  }
  if (isError) {
    return (
      <div role="alert" className={styles.message}>
        {t('help.failed')}
        <button type="button" className={styles.retry} disabled={isFetching} onClick={() => void refetch()}>
          {t('retry', { ns: 'common' })}
        </button>
      </div>
    );
  }
  if (sections.length === 0) return <p className={styles.message}>{t('help.empty')}</p>;

  const wanted = decodeURIComponent(location.hash.replace(/^#/, ''));
  const selected = sections.find((section) => section.section === wanted) ?? sections[0]!;
  const tabId = (key: string) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;

  const select = (key: string) => {
    // Replace, not push: switching topics should not fill the back button's history.
    navigate({ pathname: location.pathname, search: location.search, hash: `#${key}` }, { replace: true, preventScrollReset: true });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowDown' || event.key === 'ArrowRight' ? 1 : event.key === 'ArrowUp' || event.key === 'ArrowLeft' ? -1 : 0;
    const target = event.key === 'Home' ? sections[0] : event.key === 'End' ? sections[sections.length - 1] : step ? sections[(index + step + sections.length) % sections.length] : undefined;
    if (!target) return;
    event.preventDefault();
    select(target.section);
    tabRefs.current.get(target.section)?.focus();
  };

  return (
    <div className={styles.layout}>
      <div role="tablist" aria-label={t('help.topics')} aria-orientation="vertical" className={styles.tabs}>
        {sections.map((section, index) => {
          const isSelected = section.section === selected.section;
          return (
            <button
              key={section.section}
              ref={(element) => {
                if (element) tabRefs.current.set(section.section, element);
                else tabRefs.current.delete(section.section);
              }}
              id={tabId(section.section)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(section.section)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {section.title}
            </button>
          );
        })}
      </div>
      {/* The tab names the panel; the server's HTML brings its own heading, so none is added here. */}
      <article id={panelId} role="tabpanel" aria-labelledby={tabId(selected.section)} className={styles.panel} data-section={selected.section}>
        <SafeHtml html={selected.content} className={styles.content} />
      </article>
    </div>
  );
}
