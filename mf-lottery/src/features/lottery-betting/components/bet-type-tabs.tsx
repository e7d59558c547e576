import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { TabList, useTranslation } from '@site/shared';
import { LOTTERY_BET_TYPES, type LotteryBetType } from '@site/shared/contract/lottery';
import { LOTTERY_NAMESPACE } from '../../../i18n/resources';
import { BetTypeName } from './bet-type-name';
import styles from '../betting.module.css';

export const PICK_PANEL_ID = 'lottery-pick-panel';
export const betTypeTabId = (betType: LotteryBetType) => `lottery-bet-type-${betType}`;

/** What is hidden on either side of the row; both false when everything fits. */
interface Overflow {
  before: boolean;
  after: boolean;
}

/** Below a pixel counts as the end: zoomed pages scroll by fractions. */
const EDGE_PX = 1;
/** The width of the fade at a side with more types (2rem in the CSS): a chosen tab is kept clear of it. */
const FADE_PX = 32;

/**
 * The bet types as ARIA tabs, each with its odds from the odds call; arrow keys, Home and End
 * move and choose (and scroll the chosen tab into view). When the row is wider than its box, it
 * says so: the side with more types fades out, and buttons on either side scroll it by most of
 * its width, each disabled at its own end.
 */
export function BetTypeTabs({ selected, odds, onSelect }: { selected: LotteryBetType; odds: ReadonlyMap<string, string>; onSelect: (betType: LotteryBetType) => void }) {
  const { t } = useTranslation(LOTTERY_NAMESPACE);
  const scrollerId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ before: false, after: false });

  const measure = useCallback(() => {
    const row = scroller.current;
    if (!row) return;
    const hidden = row.scrollWidth - row.clientWidth;
    setOverflow({ before: hidden > EDGE_PX && row.scrollLeft > EDGE_PX, after: hidden > EDGE_PX && row.scrollLeft < hidden - EDGE_PX });
  }, []);

  useEffect(() => {
    measure();
    const row = scroller.current;
    if (!row || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [measure]);

  // A type opened from the address (playType) or chosen by key may sit outside the row's box.
  // Sideways only: scrolling the page to the row when the view opens would move what the player reads.
  useEffect(() => {
    const row = scroller.current;
    const tab = row?.ownerDocument.getElementById(betTypeTabId(selected));
    if (!row || !tab) return;
    // The row is the tabs' offset parent (positioned), so offsetLeft is within the row.
    const start = tab.offsetLeft - FADE_PX;
    const end = tab.offsetLeft + tab.offsetWidth + FADE_PX;
    if (start < row.scrollLeft) row.scrollLeft = Math.max(0, start);
    else if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth;
    measure();
  }, [selected, measure]);

  const scrollBy = (direction: -1 | 1) => {
    const row = scroller.current;
    if (!row) return;
    row.scrollLeft += direction * Math.max(row.clientWidth * 0.8, 80);
    measure();
  };

  const scrollable = overflow.before || overflow.after;
  const rowClass = [styles.typeScroller, overflow.before && styles.fadeStart, overflow.after && styles.fadeEnd].filter(Boolean).join(' ');

  return (
    <div className={styles.typeRow}>
      {scrollable && (
        <button type="button" className={styles.scrollButton} aria-controls={scrollerId} aria-label={t('betting.scrollBack')} disabled={!overflow.before} onClick={() => scrollBy(-1)}>
          <span aria-hidden="true">‹</span>
        </button>
      )}
      <div id={scrollerId} ref={scroller} className={rowClass} onScroll={measure}>
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
                <BetTypeName betType={betType} stacked />
                {typeOdds !== undefined && <span className={styles.typeOdds}>{t('betting.odds', { odds: typeOdds })}</span>}
              </>
            );
          }}
        />
      </div>
      {scrollable && (
        <button type="button" className={styles.scrollButton} aria-controls={scrollerId} aria-label={t('betting.scrollMore')} disabled={!overflow.after} onClick={() => scrollBy(1)}>
          <span aria-hidden="true">›</span>
        </button>
      )}
    </div>
  );
}
