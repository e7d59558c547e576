import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = LOTTERY_BET_TYPES.indexOf(selected);
    const last = LOTTERY_BET_TYPES.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index >= last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index <= 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    const betType = LOTTERY_BET_TYPES[target]!;
    onSelect(betType);
    list.current?.ownerDocument.getElementById(betTypeTabId(betType))?.focus();
  };

  return (
    <div role="tablist" aria-label={t('betting.betTypes')} className={styles.typeTabs} ref={list} onKeyDown={onKeyDown}>
      {LOTTERY_BET_TYPES.map((betType) => {
        const active = betType === selected;
        const typeOdds = odds.get(betType);
        return (
          <button
            key={betType}
            type="button"
            role="tab"
            id={betTypeTabId(betType)}
            aria-selected={active}
            aria-controls={PICK_PANEL_ID}
            tabIndex={active ? 0 : -1}
            className={active ? `${styles.typeTab} ${styles.typeTabActive}` : styles.typeTab}
            onClick={() => onSelect(betType)}
          >
            <span className={styles.typeName}>{t(`betting.types.${betType}.name`)}</span>
            {typeOdds !== undefined && <span className={styles.typeOdds}>{t('betting.odds', { odds: typeOdds })}</span>}
          </button>
        );
      })}
    </div>
  );
}
