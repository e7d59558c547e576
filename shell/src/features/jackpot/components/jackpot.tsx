import { useTranslation } from 'react-i18next';
import { formatBalance, usePublicState } from '@site/shared';
import { SHELL_NAMESPACE } from '../../../i18n/resources';
import { useJackpot } from '../api/get-jackpot';
import styles from './jackpot.module.css';

/**
 * The game provider's progressive jackpot under the /rng banner: a real pool that grows with every
 * real-money slot spin and starts again from its seed when a spin wins it. Nothing is shown while
 * the first figure is on its way, and the strip stays away when the provider cannot say.
 */
export function Jackpot() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { currencySymbol } = usePublicState();
  const { data, isError } = useJackpot();
  if (isError && !data) return null;

  return (
    <section className={styles.jackpot} aria-label={t('jackpot')} aria-busy={!data}>
      <div className={styles.inner}>
        <span className={styles.label}>{t('jackpot')}</span>
        {data && (
          <output className={styles.amount} data-testid="jackpot">
            {/* A non-breaking space: the symbol never sits alone above the amount on a narrow screen. */}
            {formatBalance(data.amount.toFixed(2), currencySymbol).replace(' ', '\u00a0')}
          </output>
        )}
      </div>
    </section>
  );
}
