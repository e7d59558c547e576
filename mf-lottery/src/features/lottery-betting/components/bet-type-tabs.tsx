import { TabList, useTranslation } from '@site/shared';
import { LOTTERY_BET_TYPES, type LotteryBetType } from '@site/shared/contract/lottery';
import { LOTTERY_NAMESPACE } from '../../../i18n/resources';
import styles from '../betting.module.css';

export const PICK_PANEL_ID = 'lottery-pick-panel';
export const betTypeTabId = (betType: LotteryBetType) => `lottery-bet-type-${betType}`;

/**
 * The bet types as ARIA tabs, each with its odds from the odds call; arrow keys, Home and End
 * move and choose.
 */
export function BetTypeTabs({ selected, odds, onSelect }: { selected: LotteryBetType; odds: ReadonlyMap<string, string>; onSelect: (betType: LotteryBetType) => void }) {
  const { t } = useTranslation(LOTTERY_NAMESPACE);
  return (
    <TabList
      tabs={LOTTERY_BET_TYPES}
      selected={selected}
      onSelect={onSelect}
      label={t('betting.betTypes')}
      tabId={betTypeTabId}
      panelId={PICK_PANEL_ID}
      className={styles.typeTabs}
      tabClassName={(active) => (active ? `${styles.typeTab} ${styles.typeTabActive}` : styles.typeTab)}
      renderTab={(betType) => {
        const typeOdds = odds.get(betType);
        return (
          <>
            <span className={styles.typeName}>{t(`betting.types.${betType}.name`)}</span>
            {typeOdds !== undefined && <span className={styles.typeOdds}>{t('betting.odds', { odds: typeOdds })}</span>}
          </>
        );
      }}
    />
  );
}
