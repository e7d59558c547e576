import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBalance, fromMinorUnits, usePublicState } from '@site/shared';
import { SHELL_NAMESPACE } from '../../../i18n/resources';
import { JACKPOT_INTERVAL_MS, jackpotCentsAt, tickJackpotCents } from '../state/jackpot';
import styles from './jackpot.module.css';

/** The animated jackpot counter under the /rng banner; it counts in whole cents, shown exactly. */
export function Jackpot() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { currencySymbol } = usePublicState();
  const [cents, setCents] = useState(() => jackpotCentsAt(new Date()));

  useEffect(() => {
    const timer = setInterval(() => {
      // The time of this tick, not of the render that applies it (React may batch several ticks).
      const now = new Date();
      setCents((cents) => tickJackpotCents(cents, now));
    }, JACKPOT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <section className={styles.jackpot} aria-label={t('jackpot')}>
      <div className={styles.inner}>
        <span className={styles.label}>{t('jackpot')}</span>
        <output className={styles.amount} data-testid="jackpot">
          {/* A non-breaking space: the symbol never sits alone above the amount on a narrow screen. */}
          {formatBalance(fromMinorUnits(cents), currencySymbol).replace(' ', '\u00a0')}
        </output>
      </div>
    </section>
  );
}
