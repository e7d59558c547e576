import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, SafeHtml, useBusEvent } from '@site/shared';
import { SHELL_NAMESPACE } from '../../../i18n/resources';
import { useAnnouncements } from '../api/get-announcements';
import styles from './notices.module.css';

/**
 * The notice popup titled News: every notice with its content, the chosen one brought
 * into view. Opened by the notice bar and by anybody emitting 'notice:open' {index} on the bus.
 * Notice content is server HTML and reaches the page only through SafeHtml.
 */
export function NoticePopupHost() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const [openAt, setOpenAt] = useState<number | null>(null);
  const notices = useAnnouncements().data?.notices ?? [];
  const selectedRef = useRef<HTMLElement>(null);

  useBusEvent('notice:open', (payload) => setOpenAt(Math.max(0, payload?.index ?? 0)));

  useEffect(() => {
    if (openAt !== null) selectedRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [openAt]);

  return (
    <Dialog open={openAt !== null} onClose={() => setOpenAt(null)} title={t('news')} className={styles.popup} data-testid="notice-popup">
      {notices.length === 0 ? (
        <p className={styles.empty}>{t('no_notices')}</p>
      ) : (
        <ol className={styles.list}>
          {notices.map((notice, index) => (
            <li key={notice.id}>
              <article
                ref={index === openAt ? selectedRef : undefined}
                className={`${styles.notice} ${index === openAt ? styles.selected : ''}`}
                aria-current={index === openAt ? 'true' : undefined}
                aria-labelledby={`notice-popup-${notice.id}`}
              >
                <h3 id={`notice-popup-${notice.id}`} className={styles.noticeTitle}>
                  {notice.title}
                </h3>
                <SafeHtml html={notice.content} className={styles.content} />
              </article>
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
