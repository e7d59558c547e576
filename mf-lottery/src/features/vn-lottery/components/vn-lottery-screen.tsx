import { useCallback, useEffect, useRef } from 'react';
import { queryClient, useSearchParams, useTranslation } from '@site/shared';
import type { LotteryItem } from '@site/shared/contract/lottery';
import { useServerClock } from '../../../kit/server-clock';
import { LOTTERY_NAMESPACE } from '../../../i18n/resources';
import { useRegionResults } from '../api/get-region-results';
import { useResultsMenu } from '../api/get-results-menu';
import { vnLotteryKeys } from '../api/vn-lottery-keys';
import { dottedDate, isIsoDay, vietnamDate } from '../vietnam-date';
import { FastResults } from './fast-results';
import { IssueResult } from './issue-result';
import { NextDraw } from './next-draw';
import { RESULTS_PANEL_ID, RESULT_REGIONS, RegionTabs, regionTabId, type ResultRegion } from './region-tabs';
import styles from '../vn-lottery.module.css';

const isRegion = (value: string | null): value is ResultRegion => (RESULT_REGIONS as readonly (string | null)[]).includes(value);

/** A result is in the database a moment after its draw time (the scheduler ticks every second). */
const AFTER_DRAW_MS = 3_000;

/** Asks for everything the page shows again shortly after a draw it counted down to. */
function useRefreshAfterDraw(): () => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: vnLotteryKeys.all }), AFTER_DRAW_MS);
  }, []);
}

/**
 * /vnlottery (header only): the regional draws of one region and one Vietnam date, each province's
 * prize table with its seed hash and seed and a Verify button, and the region's next draw with its
 * time; or, on the fast-draws tab, one fast lottery's next draw and latest draws. The region, the
 * date and the fast lottery live in the address (?region=&date=&game=), so a result can be shared
 * and survives a reload; without them it shows the north today (by the server's clock, so a wrong
 * device clock picks the right day).
 */
export default function VnLotteryScreen() {
  const { t } = useTranslation(LOTTERY_NAMESPACE);
  const clock = useServerClock();
  const [params, setParams] = useSearchParams();
  const region: ResultRegion = isRegion(params.get('region')) ? (params.get('region') as ResultRegion) : 'NORTH';
  const requestedDate = params.get('date') ?? '';
  const today = vietnamDate(clock.now());
  const date = isIsoDay(requestedDate) ? requestedDate : today;
  const fast = region === 'FAST';
  const results = useRegionResults(region, date, !fast);
  const menu = useResultsMenu();
  const refreshAfterDraw = useRefreshAfterDraw();
  const regionItems: LotteryItem[] = menu.data?.menus.find((group) => group.tag === region)?.gameMenus ?? [];

  const choose = (change: { region?: ResultRegion; date?: string; game?: string }) => {
    const next = new URLSearchParams(params);
    next.set('region', change.region ?? region);
    next.set('date', change.date ?? date);
    if (change.game) next.set('game', change.game);
    setParams(next, { replace: true });
  };

  return (
    <main className={styles.page} data-testid="vnlottery-page">
      <h1 className={styles.heading}>{t('page.vnlottery')}</h1>
      <RegionTabs selected={region} onSelect={(next) => choose({ region: next })} />
      <div role="tabpanel" id={RESULTS_PANEL_ID} aria-labelledby={regionTabId(region)} className={styles.panel}>
        {fast ? (
          <FastResults lotteries={regionItems} menuState={menu.isPending ? 'loading' : menu.isError ? 'failed' : 'ready'} chosen={params.get('game')} onChoose={(game) => choose({ game })} onDrawn={refreshAfterDraw} onRetry={() => void menu.refetch()} />
        ) : (
          <>
            <NextDraw items={regionItems} onDrawn={refreshAfterDraw} />
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
              // ISO dates compare as text: today or later has not been drawn yet.
              <p>{date >= today ? t('vnLottery.notYet', { date: dottedDate(date) }) : t('vnLottery.empty', { date: dottedDate(date) })}</p>
            ) : (
              <div className={styles.issues}>
                {results.data.list.map((issue) => (
                  <IssueResult key={`${issue.gameId}-${issue.numero}`} issue={issue} remark={issue.remark} />
                ))}
              </div>
            )}
          </>
        )}
      </div>
    </main>
  );
}
