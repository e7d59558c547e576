import { documentLanguage, useTranslation } from '@site/shared';
import type { LotteryBetType } from '@site/shared/contract/lottery';
import { LOTTERY_NAMESPACE } from '../../../i18n/resources';
import styles from '../betting.module.css';

/**
 * A bet type's name in the page's language and, outside Vietnamese, its Vietnamese term beside it
 * (lô, đề, xiên…: the words players know these bets by). The term is the Vietnamese text itself,
 * so each name is declared once.
 */
export function BetTypeName({ betType, stacked = false }: { betType: LotteryBetType; stacked?: boolean }) {
  const { t, i18n } = useTranslation(LOTTERY_NAMESPACE);
  const key = `betting.types.${betType}.name` as const;
  const vietnamese = documentLanguage(i18n.language) === 'vi';
  return (
    <>
      <span className={stacked ? styles.typeName : undefined}>{t(key)}</span>
      {!vietnamese && (
        <>
          {' '}
          <span lang="vi" className={stacked ? styles.typeTerm : styles.term}>
            {t(key, { lng: 'vi' })}
          </span>
        </>
      )}
    </>
  );
}
