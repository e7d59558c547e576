import { useId } from 'react';
import { useTranslation } from '@site/shared';
import type { LotteryItem } from '@site/shared/contract/lottery';
import { useLotteryNames } from '../../../kit/lottery-name';
import { LOTTERY_NAMESPACE } from '../../../i18n/resources';
import { useFastResults } from '../api/get-fast-results';
import { IssueResult } from './issue-result';
import { NextDraw } from './next-draw';
import styles from '../vn-lottery.module.css';

export interface FastResultsProps {
  /** The fast lotteries, as the menu lists them (with their current issue). */
  lotteries: readonly LotteryItem[];
  menuState: 'loading' | 'failed' | 'ready';
  /** The lottery the address names; the first one when it names none the menu has. */
  chosen: string | null;
  onChoose: (gameId: string) => void;
  onDrawn: () => void;
  onRetry: () => void;
}

/**
 * The fast-draws tab: a fast lottery to choose, its next draw with a countdown, and its latest
 * draws, each with its prize table, seeds and Verify, as the regional draws have. Fast lotteries
 * draw every few minutes, so they are shown latest first rather than by date.
 */
export function FastResults({ lotteries, menuState, chosen, onChoose, onDrawn, onRetry }: FastResultsProps) {
  const { t } = useTranslation(LOTTERY_NAMESPACE);
  const { textOf } = useLotteryNames();
  const selectId = useId();
  const lottery = lotteries.find((item) => item.gameId === chosen) ?? lotteries[0] ?? null;
  const results = useFastResults(lottery?.gameId ?? null);

  if (menuState === 'loading') return <p role="status">{t('vnLottery.loading')}</p>;
  if (menuState === 'failed' || !lottery) {
    return (
      <div role="alert" className={styles.failed}>
        <p>{t('vnLottery.failed')}</p>
        <button type="button" className={styles.button} onClick={onRetry}>
          {t('common:retry')}
        </button>
      </div>
    );
  }

  return (
    <>
      <div className={styles.dateRow}>
        <label htmlFor={selectId}>{t('vnLottery.fastLottery')}</label>
        <select id={selectId} className={styles.dateInput} value={lottery.gameId} onChange={(event) => onChoose(event.target.value)}>
          {lotteries.map((item) => (
            <option key={item.gameId} value={item.gameId}>
              {textOf(item.gameId, item.remark)}
            </option>
          ))}
        </select>
      </div>
      <NextDraw items={[lottery]} onDrawn={onDrawn} />
      <h2 className={styles.subheading}>{t('vnLottery.latest')}</h2>
      {results.isPending ? (
        <p role="status">{t('vnLottery.loading')}</p>
      ) : results.isError ? (
        <div role="alert" className={styles.failed}>
          <p>{t('vnLottery.failed')}</p>
          <button type="button" className={styles.button} onClick={() => void results.refetch()}>
            {t('common:retry')}
          </button>
        </div>
      ) : results.data.length === 0 ? (
        <p>{t('vnLottery.noneYet')}</p>
      ) : (
        <div className={styles.issues}>
          {results.data.map((issue) => (
            <IssueResult key={`${issue.gameId}-${issue.numero}`} issue={issue} remark={lottery.remark} />
          ))}
        </div>
      )}
    </>
  );
}
