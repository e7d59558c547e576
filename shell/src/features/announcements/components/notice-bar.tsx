import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { bus } from '@site/shared';
import { SpeakerIcon } from '../../../kit/icons';
import { SHELL_NAMESPACE } from '../../../i18n/resources';
import { useAnnouncements } from '../api/get-announcements';
import styles from './notice-bar.module.css';

/**
 * The notice bar: speaker icon, title, the notice titles scrolling by (paused while the pointer
 * or focus is on them). A title opens the notice popup at that notice. Fixed height, so it is
 * drawn at once and filled when the notices arrive.
 */
export function NoticeBar() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const notices = useAnnouncements().data?.notices ?? [];
  // Longer lists scroll for longer, so every title moves at about the same reading speed.
  const duration = Math.max(20, notices.reduce((sum, notice) => sum + notice.title.length, 0) * 0.3);
  return (
    <section className={styles.bar} data-testid="notice-bar" aria-label={t('notices')}>
      <div className={styles.inner}>
        <span className={styles.label}>
          <SpeakerIcon className={styles.icon} />
          <span className={styles.title}>{t('notice_bar_title')}</span>
        </span>
        <div className={styles.viewport}>
          {notices.length > 0 && (
            <ul className={styles.track} style={{ '--marquee-duration': `${duration}s` } as CSSProperties}>
              {notices.map((notice, index) => (
                <li key={notice.id}>
                  <button type="button" className={styles.notice} onClick={() => bus.emit('notice:open', { index })}>
                    {notice.title}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
