import { bus, isTrialAccount, useSession, useTranslation } from '@site/shared';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { FeedbackForm } from '../feedback-form';
import { FeedbackHistory } from '../feedback-history';
import { FeedbackLookup } from '../feedback-lookup';
import { kitStyles } from '../../../kit';
import styles from '../feedback.module.css';

/**
 * /feedback: the same form for everyone. A signed-in real member sends as themselves and sees
 * their history; a visitor (or a free-play account, which has no inbox) sends without a session
 * with an email or phone if they like, keeps the reference number, and finds the feedback again
 * with both (its status and replies) below the form.
 */
export default function FeedbackScreen() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const session = useSession();
  const member = session !== null && !isTrialAccount(session);
  return (
    <main className={styles.screen} data-testid="feedback-screen">
      <h1 className={styles.screenHeading}>{t('feedback.title')}</h1>
      <p className={styles.intro}>{member ? t('feedback.intro') : t('feedback.visitorIntro')}</p>
      {!member && session === null && (
        <p>
          <button type="button" className={kitStyles.secondaryButton} onClick={() => bus.emit('auth:open-login', {})}>
            {t('panel.log_in')}
          </button>
        </p>
      )}
      <FeedbackForm member={member} />
      {member ? <FeedbackHistory level={2} /> : <FeedbackLookup />}
    </main>
  );
}
