import { useTranslation } from '@site/shared';
import type { LotteryItem } from '@site/shared/contract/lottery';
import { Countdown } from '../../../kit/countdown/countdown';
import { LOTTERY_NAMESPACE } from '../../../i18n/resources';
import styles from '../betting.module.css';

/** The current issue: its numero and the time left until sales close and until the draw. */
export function IssueHeader({ item, locked, onLock, onDraw }: { item: LotteryItem; locked: boolean; onLock: () => void; onDraw: () => void }) {
  const { t } = useTranslation(LOTTERY_NAMESPACE);
  return (
    <section className={styles.issueHeader} aria-label={t('betting.issue', { numero: item.numero })} data-testid="current-issue" data-numero={item.numero}>
      <p className={styles.issueNumero}>{t('betting.issue', { numero: item.numero })}</p>
      <dl className={styles.countdowns}>
        <div>
          <dt>{t('betting.locksIn')}</dt>
          <dd>
            <Countdown to={item.lockAt} label={t('betting.locksIn')} onDone={onLock} testId="lock-countdown" className={styles.timer} />
          </dd>
        </div>
        <div>
          <dt>{t('betting.drawsIn')}</dt>
          <dd>
            <Countdown to={item.winningTime} label={t('betting.drawsIn')} onDone={onDraw} testId="draw-countdown" className={styles.timer} />
          </dd>
        </div>
      </dl>
      {locked && (
        <p className={styles.note} role="status">
          {t('betting.closed')}
        </p>
      )}
    </section>
  );
}
