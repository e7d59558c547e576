import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@site/shared';
import { SHELL_NAMESPACE } from '../../../i18n/resources';
import { useAnnouncements } from '../api/get-announcements';
import styles from './notices.module.css';

function formatDate(iso: string, lang: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(date);
  } catch {
    return null;
  }
}

/** /noticePage: every notice with its (sanitised) content. */
export function NoticePage() {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const announcements = useAnnouncements();
  const notices = announcements.data?.notices ?? [];
  return (
    <main className={styles.page} data-testid="notice-page">
      <h1 className={styles.pageTitle}>{t('notice_page_title')}</h1>
      {announcements.isPending ? (
        <p className={styles.empty} role="status">
          {t('loading_area')}
        </p>
      ) : notices.length === 0 ? (
        <p className={styles.empty}>{t('no_notices')}</p>
      ) : (
        <ol className={styles.list}>
          {notices.map((notice) => {
            const date = formatDate(notice.createdAt, i18n.language);
            return (
              <li key={notice.id} id={`notice-${notice.id}`}>
                <article className={`${styles.notice} ${styles.card}`} aria-labelledby={`notice-title-${notice.id}`}>
                  <h2 id={`notice-title-${notice.id}`} className={styles.noticeTitle}>
                    {notice.title}
                  </h2>
                  {date && (
                    <time className={styles.date} dateTime={notice.createdAt}>
                      {date}
                    </time>
                  )}
                  <SafeHtml html={notice.content} className={styles.content} />
                </article>
              </li>
            );
          })}
        </ol>
      )}
    </main>
  );
}
