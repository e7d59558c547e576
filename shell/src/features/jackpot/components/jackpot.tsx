import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBalance, fromMinorUnits, usePublicState } from '@site/shared';
import { SHELL_NAMESPACE } from '../../../i18n/resources';
import { JACKPOT_INTERVAL_MS, jackpotCentsAt, nextJackpotCents } from '../state/jackpot';
import styles from './jackpot.module.css';

/** The animated jackpot counter under the /rng banner; it counts in whole cents, shown exactly. */
export function Jackpot() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { currencySymbol } = usePublicState();
  const [cents, setCents] = useState(() => jackpotCentsAt(new Date()));

  useEffect(() => {
    const timer = setInterval(() => setCents(nextJackpotCents), JACKPOT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <section className={styles.jackpot} aria-label={t('jackpot')}>
      <div className={styles.inner}>
        <span className={styles.label}>{t('jackpot')}</span>
        <output className={styles.amount} data-testid="jackpot">
          {formatBalance(fromMinorUnits(cents), currencySymbol)}
        </output>
      </div>
    </section>
  );
}
