import { useState } from 'react';
import { requireRealAccount, Link, useTranslation } from '@site/shared';
import type { LotteryItem } from '@site/shared/contract/lottery';
import { Countdown } from '../../../kit/countdown';
import { LotteryName, useLotteryNames } from '../../../kit/lottery-name';
import { useServerClock } from '../../../kit/server-clock';
import { bettingPath } from '../../../app/lottery-query';
import { LOTTERY_NAMESPACE } from '../../../i18n/resources';
import { shownDigits } from '../state/lobby-filter';
import styles from './lottery-card.module.css';

export interface LotteryCardProps {
  item: LotteryItem;
  /** When the current issue draws, ISO time by the server clock. */
  drawAt: string;
  favourite: boolean;
  onToggleFavourite: (gameId: string) => void;
}

/** One lottery: name, current issue, countdowns to the close of sales and to the draw, last result, bet. */
export function LotteryCard({ item, drawAt, favourite, onToggleFavourite }: LotteryCardProps) {
  const { t } = useTranslation(LOTTERY_NAMESPACE);
  const name = useLotteryNames().textOf(item.gameId, item.remark);
  const { now } = useServerClock();
  const lockAt = Date.parse(item.lockAt);
  // Sales close by the server's clock; the countdown flips this at zero without waiting for a refresh.
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const closed = item.remainTime <= 0 || closedFor === item.numero || !(lockAt > now());
  const digits = shownDigits(item.openNumber);
  const headingId = `lottery-${item.gameId}-name`;

  return (
    <li className={styles.card} data-testid={`lottery-card-${item.gameId}`}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.name}>
          <LotteryName gameId={item.gameId} remark={item.remark} />
        </h2>
        <button
          type="button"
          className={favourite ? `${styles.star} ${styles.starOn}` : styles.star}
          aria-pressed={favourite}
          aria-label={t('lobby.favourite', { name })}
          onClick={() => onToggleFavourite(item.gameId)}
          data-testid={`favourite-${item.gameId}`}
        >
          <span aria-hidden="true">{favourite ? '★' : '☆'}</span>
        </button>
      </div>
      <p className={styles.issue}>
        <span data-testid="lottery-numero">{t('lobby.issue', { numero: item.numero })}</span>
        {item.intervalSeconds ? <span className={styles.every}>{t('lobby.every_minutes', { count: Math.round(item.intervalSeconds / 60) })}</span> : null}
      </p>
      <dl className={styles.times}>
        <div className={styles.time}>
          <dt>{t('lobby.lock_in')}</dt>
          <dd>
            {closed ? (
              <span className={styles.closed}>{t('lobby.closed')}</span>
            ) : (
              <Countdown to={item.lockAt} label={t('lobby.lock_in')} onDone={() => setClosedFor(item.numero)} testId="lock-countdown" />
            )}
          </dd>
        </div>
        <div className={styles.time}>
          <dt>{t('lobby.draw_in')}</dt>
          <dd>
            <Countdown to={drawAt} label={t('lobby.draw_in')} testId="draw-countdown" />
          </dd>
        </div>
      </dl>
      <div className={styles.result}>
        <span className={styles.resultLabel}>{item.lastNumero ? t('lobby.last_result_of', { numero: item.lastNumero }) : t('lobby.last_result')}</span>
        {digits.length > 0 ? (
          <span className={styles.balls} data-testid="open-number">
            {digits.map((digit, index) => (
              <span key={index} className={styles.ball}>
                {digit}
              </span>
            ))}
          </span>
        ) : (
          <span className={styles.noResult}>{t('lobby.no_result')}</span>
        )}
      </div>
      <Link
        to={bettingPath(item.gameId)}
        className={styles.bet}
        aria-label={t('lobby.bet_on', { name })}
        // Visitors are asked to log in, trial accounts are told betting needs a real account.
        onClick={(event) => {
          if (!requireRealAccount()) event.preventDefault();
        }}
        data-testid={`bet-${item.gameId}`}
      >
        {t('lobby.bet')}
      </Link>
    </li>
  );
}
