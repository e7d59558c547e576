import { formatBalance, usePublicState, useTranslation } from '@site/shared';
import type { LotteryBet } from '@site/shared/contract/lottery';
import { LOTTERY_NAMESPACE } from '../../../i18n/resources';
import { BetTypeName } from './bet-type-name';
import styles from '../betting.module.css';

/**
 * The member's latest bets on this lottery, newest first, with their state and payout; the bets
 * on the current issue say so. The table scrolls sideways on a phone and can be focused to do so
 * by keyboard.
 */
export function MyBets({
  bets,
  state,
  currentNumero,
  onRetry,
}: {
  bets: readonly LotteryBet[];
  state: 'loading' | 'failed' | 'ready';
  currentNumero: string | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation(LOTTERY_NAMESPACE);
  const { currencySymbol } = usePublicState();
  return (
    <section className={styles.card} aria-labelledby="lottery-my-bets-title" data-testid="my-bets">
      <h2 id="lottery-my-bets-title" className={styles.sectionHeading}>
        {t('betting.myBets.title')}
      </h2>
      {state === 'loading' ? (
        <p role="status">{t('betting.myBets.loading')}</p>
      ) : state === 'failed' ? (
        <div role="alert" className={styles.failed}>
          <p>{t('betting.myBets.failed')}</p>
          <button type="button" className={styles.secondaryButton} onClick={onRetry}>
            {t('common:retry')}
          </button>
        </div>
      ) : bets.length === 0 ? (
        <p>{t('betting.myBets.empty')}</p>
      ) : (
        <div className={styles.tableScroll} role="region" aria-labelledby="lottery-my-bets-title" tabIndex={0}>
          <table className={styles.table}>
            <caption className={styles.visuallyHiddenCaption}>{t('betting.myBets.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('betting.myBets.issue')}</th>
                <th scope="col">{t('betting.myBets.type')}</th>
                <th scope="col">{t('betting.myBets.numbers')}</th>
                <th scope="col">{t('betting.myBets.units')}</th>
                <th scope="col">{t('betting.myBets.stake')}</th>
                <th scope="col">{t('betting.myBets.status')}</th>
                <th scope="col">{t('betting.myBets.payout')}</th>
              </tr>
            </thead>
            <tbody>
              {bets.map((bet) => (
                <tr key={bet.betId} data-testid="my-bet" data-bet-id={bet.betId} data-numero={bet.numero} data-status={bet.status}>
                  <td>
                    {bet.numero}
                    {bet.numero === currentNumero && <span className={styles.currentTag}> ({t('betting.myBets.current')})</span>}
                  </td>
                  <td>
                    <BetTypeName betType={bet.betType} />
                  </td>
                  <td className={styles.numbersCell}>{bet.numbers.join(' ')}</td>
                  <td>{bet.units}</td>
                  <td data-testid="bet-stake">{formatBalance(bet.stake, currencySymbol)}</td>
                  <td data-testid="bet-status">{t(`betting.myBets.statuses.${bet.status}`)}</td>
                  <td data-testid="bet-payout">{formatBalance(bet.payout, currencySymbol)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
