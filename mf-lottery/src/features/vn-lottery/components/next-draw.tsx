import { useId } from 'react';
import { useTranslation } from '@site/shared';
import type { LotteryItem } from '@site/shared/contract/lottery';
import { Countdown } from '../../../kit/countdown';
import { LotteryName } from '../../../kit/lottery-name';
import { LOTTERY_NAMESPACE } from '../../../i18n/resources';
import { dottedDate, vietnamDate, vietnamTime } from '../vietnam-date';
import styles from '../vn-lottery.module.css';

/** The lotteries that draw first among `items` (several provinces draw at the same time). */
export function soonestDraws(items: readonly LotteryItem[]): LotteryItem[] {
  const times = items.map((item) => Date.parse(item.winningTime)).filter(Number.isFinite);
  if (times.length === 0) return [];
  const first = Math.min(...times);
  return items.filter((item) => Date.parse(item.winningTime) === first);
}

/**
 * The next draw among the given lotteries (a region's, or one fast lottery): which lotteries and
 * issues, the date and time in Vietnam (draw times are Vietnam's), and a countdown to it.
 * `onDrawn` is called when the countdown reaches zero, so the page can fetch the new result.
 */
export function NextDraw({ items, onDrawn }: { items: readonly LotteryItem[]; onDrawn: () => void }) {
  const { t } = useTranslation(LOTTERY_NAMESPACE);
  const headingId = useId();
  const next = soonestDraws(items);
  const first = next[0];
  if (!first) return null;
  const at = Date.parse(first.winningTime);

  return (
    <section className={styles.nextDraw} aria-labelledby={headingId} data-testid="next-draw">
      <h2 id={headingId} className={styles.nextHeading}>
        {t('vnLottery.nextDraw')}
      </h2>
      <ul className={styles.nextList}>
        {next.map((item) => (
          <li key={item.gameId}>
            <LotteryName gameId={item.gameId} remark={item.remark} /> <span className={styles.numero}>{t('vnLottery.issue', { numero: item.numero })}</span>
          </li>
        ))}
      </ul>
      <p className={styles.nextWhen}>
        <time dateTime={first.winningTime}>{t('vnLottery.nextAt', { date: dottedDate(vietnamDate(at)), time: vietnamTime(at) })}</time>{' '}
        <Countdown to={first.winningTime} label={t('vnLottery.drawIn')} onDone={onDrawn} className={styles.nextTimer} testId="next-draw-countdown" />
      </p>
    </section>
  );
}
