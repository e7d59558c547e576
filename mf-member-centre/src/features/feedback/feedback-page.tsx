import { useTranslation } from '@site/shared';
import { CentrePage } from '../../kit';
import { MEMBER_NAMESPACE } from '../../i18n/resources';
import { FeedbackForm } from './feedback-form';
import { FeedbackHistory } from './feedback-history';
import styles from './feedback.module.css';

/** Feedback (feedback) in the member centre: the form, then the member's own feedback with the replies. */
export default function FeedbackPage() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  return (
    <CentrePage title={t('feedback.title')}>
      <p className={styles.intro}>{t('feedback.intro')}</p>
      <FeedbackForm member />
      <FeedbackHistory />
    </CentrePage>
  );
}
