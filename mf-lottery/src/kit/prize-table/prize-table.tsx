import { VisuallyHidden, useTranslation } from '@site/shared';
import type { LotteryTier } from '@site/shared/contract/lottery';
import { LOTTERY_NAMESPACE } from '../../i18n/resources';
import styles from './prize-table.module.css';

/** One prize tier of a drawn issue, its numbers in order, each optionally marked as a hit. */
export interface PrizeRow {
  tier: LotteryTier;
  numbers: readonly { value: string; hit?: boolean }[];
}

/**
 * A drawn issue's prizes as a table, one row per tier in the order given (callers put the special
 * prize first). A marked number is drawn as a highlighted chip and says so in words, so the mark
 * does not rest on colour alone.
 */
export function PrizeTable({ rows, caption, testId }: { rows: readonly PrizeRow[]; caption: string; testId?: string }) {
  const { t } = useTranslation(LOTTERY_NAMESPACE);
  return (
    <table className={styles.table} data-testid={testId}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('prizeTable.tier')}</th>
          <th scope="col">{t('prizeTable.numbers')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ tier, numbers }) => (
          <tr key={tier} data-tier={tier} className={tier === 'DB' ? styles.special : undefined}>
            <th scope="row">{t(`prizeTable.tiers.${tier}`)}</th>
            <td>
              <ul className={styles.numbers}>
                {numbers.map(({ value, hit }, index) => (
                  <li key={`${index}-${value}`} className={hit ? `${styles.number} ${styles.hit}` : styles.number} data-hit={hit ? 'true' : undefined}>
                    {hit ? (
                      <mark className={styles.mark}>
                        {value} <VisuallyHidden>{t('prizeTable.hit')}</VisuallyHidden>
                      </mark>
                    ) : (
                      value
                    )}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
