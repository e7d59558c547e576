import { TabList, useTranslation } from '@site/shared';
import { LOTTERY_NAMESPACE } from '../../../i18n/resources';

/** The regions with regional draws, then the fast draws (shown per lottery, latest first). */
export const RESULT_REGIONS = ['NORTH', 'CENTRAL', 'SOUTH', 'FAST'] as const;
export type ResultRegion = (typeof RESULT_REGIONS)[number];

export const RESULTS_PANEL_ID = 'vn-lottery-results';
export const regionTabId = (region: ResultRegion) => `vn-lottery-tab-${region}`;

/** The regions and the fast draws as ARIA tabs; arrow keys, Home and End move between them. */
export function RegionTabs({ selected, onSelect }: { selected: ResultRegion; onSelect: (region: ResultRegion) => void }) {
  const { t } = useTranslation(LOTTERY_NAMESPACE);
  return (
    <TabList
      tabs={RESULT_REGIONS}
      selected={selected}
      onSelect={onSelect}
      label={t('vnLottery.regions')}
      tabId={regionTabId}
      panelId={RESULTS_PANEL_ID}
      renderTab={(region) => t(`vnLottery.region.${region}`)}
    />
  );
}
