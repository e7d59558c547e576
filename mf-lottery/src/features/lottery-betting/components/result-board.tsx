import { Link, useTranslation } from '@site/shared';
import type { LotteryIssue } from '@site/shared/contract/lottery';
import { PrizeTable } from '../../../kit/prize-table/prize-table';
import { LOTTERY_NAMESPACE } from '../../../i18n/resources';
import { markResult, type PickedBet } from '../rules/result-marking';
import styles from '../betting.module.css';

/**
 * The latest drawn issue of this lottery: its prizes, special prize first, with the numbers on
 * which the member's bets on that issue score marked, and a link to the results page, where the
 * draw's seeds are shown and checked.
 */
export function ResultBoard({
  issue,
  bets,
  state,
  onRetry,
  resultsLink,
}: {
  issue: LotteryIssue | null;
  bets: readonly PickedBet[];
  state: 'loading' | 'failed' | 'ready';
  onRetry: () => void;
  resultsLink: string;
}) {
  const { t } = useTranslation(LOTTERY_NAMESPACE);
  return (
    <section className={styles.card} aria-labelledby="lottery-result-title" data-testid="result-board" data-numero={issue?.numero}>
      <h2 id="lottery-result-title" className={styles.sectionHeading}>
        {t('betting.result.title')}
      </h2>
      {state === 'loading' ? (
        <p role="status">{t('betting.result.loading')}</p>
      ) : state === 'failed' ? (
        <div role="alert" className={styles.failed}>
          <p>{t('betting.result.failed')}</p>
          <button type="button" className={styles.secondaryButton} onClick={onRetry}>
            {t('common:retry')}
          </button>
        </div>
      ) : !issue?.result ? (
        <p>{t('betting.result.none')}</p>
      ) : (
        <>
          <PrizeTable rows={markResult(issue.result, bets)} caption={t('betting.result.issue', { numero: issue.numero })} />
          {bets.length > 0 && <p className={styles.hint}>{t('betting.result.legend')}</p>}
        </>
      )}
      <Link to={resultsLink} className={styles.backLink}>
        {t('betting.result.check')}
      </Link>
    </section>
  );
}
