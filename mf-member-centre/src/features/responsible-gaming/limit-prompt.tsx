import { bus, queryClient, useMutation, useTranslation } from '@site/shared';
import { kitStyles } from '../../kit';
import { MEMBER_NAMESPACE } from '../../i18n/resources';
import { useProtectionState } from './api/get-protection-state';
import { limitsKeys } from './api/limits-keys';
import { postLimitPrompt } from './api/post-limit-prompt';
import styles from './limits-section.module.css';

const openPage = () => bus.emit('member-centre:open', { page: 'responsibleGaming' });

/**
 * Above the deposit form: the first time, a prompt to set a deposit limit (Set limits opens the
 * Responsible gaming page, Not now answers it; either way it is not asked again); after that, a
 * link to the page.
 */
export function LimitPrompt() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const query = useProtectionState();
  const answer = useMutation({ mutationFn: postLimitPrompt, onSuccess: (state) => queryClient.setQueryData(limitsKeys.state, state) }, queryClient);
  if (!query.data) return null;
  if (query.data.limitPromptAnswered) {
    return (
      <p className={kitStyles.hint}>
        <button type="button" className={styles.link} onClick={openPage}>
          {t('limits.openPage')}
        </button>
      </p>
    );
  }
  return (
    <section className={styles.prompt} aria-label={t('limits.promptTitle')}>
      <strong>{t('limits.promptTitle')}</strong>
      <p className={styles.message}>{t('limits.promptText')}</p>
      <div className={kitStyles.actions}>
        <button
          type="button"
          className={kitStyles.primaryButton}
          onClick={() => {
            answer.mutate();
            openPage();
          }}
        >
          {t('limits.promptSet')}
        </button>
        <button type="button" className={kitStyles.secondaryButton} onClick={() => answer.mutate()} disabled={answer.isPending}>
          {t('limits.promptSkip')}
        </button>
      </div>
    </section>
  );
}
