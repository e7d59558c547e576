import { useSearchParams, useTranslation } from '@site/shared';
import { useServerClock } from '../../../components/server-clock';
import { LOTTERY_NAMESPACE } from '../../../i18n/resources';
import { useRegionResults } from '../api/get-region-results';
import { dottedDate, isIsoDay, vietnamDate } from '../vietnam-date';
import { IssueResult } from './issue-result';
import { RESULTS_PANEL_ID, RESULT_REGIONS, RegionTabs, regionTabId, type ResultRegion } from './region-tabs';
import styles from '../vn-lottery.module.css';

const isRegion = (value: string | null): value is ResultRegion => (RESULT_REGIONS as readonly (string | null)[]).includes(value);

/**
 * /vnlottery (header only): the regional draws of one region and one Vietnam date, each province's
 * prize table with its seed hash and seed and a Verify button. The region and the date live in
 * the address (?region=&date=), so a result can be shared and survives a reload; without them it
 * shows the north today (by the server's clock, so a wrong device clock picks the right day).
 */
export default function VnLotteryScreen() {
  const { t } = useTranslation(LOTTERY_NAMESPACE);
  const clock = useServerClock();
  const [params, setParams] = useSearchParams();
  const region: ResultRegion = isRegion(params.get('region')) ? (params.get('region') as ResultRegion) : 'NORTH';
  const requestedDate = params.get('date') ?? '';
  const date = isIsoDay(requestedDate) ? requestedDate : vietnamDate(clock.now());
  const results = useRegionResults(region, date);

  const choose = (change: { region?: ResultRegion; date?: string }) => {
    const next = new URLSearchParams(params);
    next.set('region', change.region ?? region);
    next.set('date', change.date ?? date);
    setParams(next, { replace: true });
  };

  return (
    <main className={styles.page} data-testid="vnlottery-page">
      <h1 className={styles.heading}>{t('page.vnlottery')}</h1>
      <RegionTabs selected={region} onSelect={(next) => choose({ region: next })} />
      <div role="tabpanel" id={RESULTS_PANEL_ID} aria-labelledby={regionTabId(region)} className={styles.panel}>
        <div className={styles.dateRow}>
          <label htmlFor="vn-lottery-date">{t('vnLottery.date')}</label>
          <input
            id="vn-lottery-date"
            type="date"
            className={styles.dateInput}
            value={date}
            onChange={(event) => {
              if (isIsoDay(event.target.value)) choose({ date: event.target.value });
            }}
          />
        </div>
        <h2 className={styles.subheading} data-testid="results-date">
          {t('vnLottery.showing', { date: dottedDate(date) })}
        </h2>
        {results.isPending ? (
          <p role="status">{t('vnLottery.loading')}</p>
        ) : results.isError ? (
          <div role="alert" className={styles.failed}>
            <p>{t('vnLottery.failed')}</p>
            <button type="button" className={styles.button} onClick={() => void results.refetch()}>
              {t('common:retry')}
            </button>
          </div>
        ) : results.data.list.length === 0 ? (
          <p>{t('vnLottery.empty', { date: dottedDate(date) })}</p>
        ) : (
          <div className={styles.issues}>
            {results.data.list.map((issue) => (
              <IssueResult key={`${issue.gameId}-${issue.numero}`} issue={issue} />
            ))}
          </div>
        )}
      </div>
    </main>
  );
}
