import { useId } from 'react';
import { Dialog, SafeHtml, useTranslation } from '@site/shared';
import { formStyles } from '../../../kit';
import { AUTH_NAMESPACE } from '../../../i18n/resources';
import { useAnnouncements } from '../api/get-announcements';
import { dismissAfterLogin, useAfterLoginGreeting } from '../state/after-login-store';
import styles from './after-login-modal.module.css';

/**
 * The after-login modal (spec §4): a welcome (a first-login greeting for a new member) and the
 * popup announcements, if any, closed with OK.
 */
export function AfterLoginModal() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const greeting = useAfterLoginGreeting();
  const { data } = useAnnouncements(greeting !== null);
  const noticesId = useId();
  const popups = data?.popup ?? [];

  return (
    <Dialog open={greeting !== null} onClose={dismissAfterLogin} title={t('after_login.title')} data-testid="after-login">
      {greeting && (
        <p className={styles.greeting}>
          {greeting.firstTimeLogin ? t('after_login.first_time', { account: greeting.account }) : t('after_login.welcome_back', { account: greeting.account })}
        </p>
      )}
      {popups.length > 0 && (
        <section className={styles.notices} aria-labelledby={noticesId}>
          <h3 id={noticesId} className={styles.noticesTitle}>
            {t('after_login.announcements')}
          </h3>
          {popups.map((notice) => (
            <article key={notice.id} className={styles.notice}>
              <h4 className={styles.noticeTitle}>{notice.title}</h4>
              <SafeHtml html={notice.content} />
            </article>
          ))}
        </section>
      )}
      {/* The dialog's default: focused on open, so Enter acknowledges the greeting. */}
      <button type="button" className={`${formStyles.submit} ${styles.ok}`} data-autofocus onClick={dismissAfterLogin}>
        {t('ok', { ns: 'common' })}
      </button>
    </Dialog>
  );
}
