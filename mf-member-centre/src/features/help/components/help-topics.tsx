import { useId, useRef, type KeyboardEvent } from 'react';
import { SafeHtml, useTranslation } from '@site/shared';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { useHelpCenter } from '../api/help-center';
import styles from './help-topics.module.css';
import { ResponsibleHelp } from './responsible-help';

/** A day as the reader's language writes it (29 Nov 2026, 2026年11月29日). */
function formatDay(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

export interface HelpTopicsProps {
  /** The wanted section key (`terms`); an unknown or missing one shows the first section. */
  wanted: string | undefined;
  onSelect: (section: string) => void;
}

/**
 * The platform's help sections: titles as tabs, the chosen section's server HTML (sanitised) beside
 * them. Which section is chosen belongs to the container: the page keeps it in the URL hash, the
 * help modal in its own state.
 */
export function HelpTopics({ wanted, onSelect }: HelpTopicsProps) {
  const { t, i18n } = useTranslation(MEMBER_NAMESPACE);
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

  const selected = sections.find((section) => section.section === wanted) ?? sections[0]!;
  const tabId = (key: string) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowDown' || event.key === 'ArrowRight' ? 1 : event.key === 'ArrowUp' || event.key === 'ArrowLeft' ? -1 : 0;
    const target = event.key === 'Home' ? sections[0] : event.key === 'End' ? sections[sections.length - 1] : step ? sections[(index + step + sections.length) % sections.length] : undefined;
    if (!target) return;
    event.preventDefault();
    onSelect(target.section);
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
              onClick={() => onSelect(section.section)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {section.title}
            </button>
          );
        })}
      </div>
      {/* The tab names the panel; the server's HTML brings its own heading, so none is added here.
          A plain box: an article may not take the tabpanel role. */}
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected.section)} className={styles.panel} data-section={selected.section}>
        <SafeHtml html={selected.content} className={styles.content} />
        {selected.section === 'responsible' && <ResponsibleHelp />}
        {/* Which text the reader saw, so a complaint can name it and a change is visible. */}
        <p className={styles.meta} data-testid="help-section-meta">
          <span>{t('help.version', { version: selected.version })}</span>
          <time dateTime={selected.updatedAt}>{t('help.updated', { date: formatDay(selected.updatedAt, i18n.language) })}</time>
        </p>
      </div>
    </div>
  );
}
