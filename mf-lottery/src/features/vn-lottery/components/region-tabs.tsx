import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOTTERY_NAMESPACE } from '../../../i18n/resources';
import styles from '../vn-lottery.module.css';

/** The regions with regional draws; the fast draws have no results page of their own. */
export const RESULT_REGIONS = ['NORTH', 'CENTRAL', 'SOUTH'] as const;
export type ResultRegion = (typeof RESULT_REGIONS)[number];

export const RESULTS_PANEL_ID = 'vn-lottery-results';
export const regionTabId = (region: ResultRegion) => `vn-lottery-tab-${region}`;

/** The regions as ARIA tabs; arrow keys, Home and End move between them. */
export function RegionTabs({ selected, onSelect }: { selected: ResultRegion; onSelect: (region: ResultRegion) => void }) {
  const { t } = useTranslation(LOTTERY_NAMESPACE);
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = RESULT_REGIONS.indexOf(selected);
    const last = RESULT_REGIONS.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index >= last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index <= 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    const region = RESULT_REGIONS[target]!;
    onSelect(region);
    list.current?.ownerDocument.getElementById(regionTabId(region))?.focus();
  };

  return (
    <div role="tablist" aria-label={t('vnLottery.regions')} className={styles.tabs} ref={list} onKeyDown={onKeyDown}>
      {RESULT_REGIONS.map((region) => {
        const active = region === selected;
        return (
          <button
            key={region}
            type="button"
            role="tab"
            id={regionTabId(region)}
            aria-selected={active}
            aria-controls={RESULTS_PANEL_ID}
            tabIndex={active ? 0 : -1}
            className={active ? `${styles.tab} ${styles.activeTab}` : styles.tab}
            onClick={() => onSelect(region)}
          >
            {t(`vnLottery.region.${region}`)}
          </button>
        );
      })}
    </div>
  );
}
