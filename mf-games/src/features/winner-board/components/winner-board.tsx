import { formatBalance, usePublicState, useTranslation } from '@site/shared';
import { GAMES_NAMESPACE } from '../../../i18n/resources';
import { useRankList } from '../api/get-rank-list';
import { LoadFailed } from '../../../kit/load-failed/load-failed';
import styles from './winner-board.module.css';

/** The winner board's date: YYYY.MM.DD, in the player's own time zone. */
export function winDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}.${pad(date.getMonth() + 1)}.${pad(date.getDate())}`;
}

/** Widget 'winner-board' for the home page: the largest recent wins (account masked, game and its provider, amount, date). */
export default function WinnerBoard() {
  const { t } = useTranslation(GAMES_NAMESPACE);
  const { currencySymbol } = usePublicState();
  const ranks = useRankList();

  let body;
  if (ranks.isPending) {
    body = (
      <p role="status" className={styles.message}>
        {t('loading_winners')}
      </p>
    );
  } else if (ranks.isError) {
    body = <LoadFailed message={t('winners_failed')} onRetry={() => void ranks.refetch()} />;
  } else if (ranks.data.length === 0) {
    body = <p className={styles.message}>{t('no_winners')}</p>;
  } else {
    body = (
      // Focusable so keyboard users can scroll the board when it is taller than its box.
      <div className={styles.scroller} tabIndex={0} role="region" aria-labelledby="winner-board-title">
        <table className={styles.table} data-testid="winner-board-table">
          <thead>
            <tr>
              <th scope="col">{t('winner_account')}</th>
              <th scope="col">{t('winner_game')}</th>
              <th scope="col" className={styles.amount}>
                {t('winner_amount')}
              </th>
              <th scope="col">{t('winner_date')}</th>
            </tr>
          </thead>
          <tbody>
            {ranks.data.map((entry, index) => (
              <tr key={`${entry.winTime}-${entry.account}-${index}`}>
                <td>{entry.account}</td>
                <td>
                  {entry.gameName}
                  {/* The provider as players know it; an older platform without the name gives the code. */}
                  <span className={styles.vendor}>{entry.vendorName || entry.vassalage}</span>
                </td>
                <td className={styles.amount}>{formatBalance(entry.winAmount.toFixed(2), currencySymbol)}</td>
                <td>
                  <time dateTime={entry.winTime}>{winDate(entry.winTime)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="winner-board-title" data-testid="winner-board">
      <h2 id="winner-board-title" className={styles.title}>
        {t('winner_board')}
      </h2>
      {body}
    </section>
  );
}
