import { useMemo, useState } from 'react';
import { bus, useSession, Link, useTranslation } from '@site/shared';
import type { LotteryMenu } from '@site/shared/contract/lottery';
import { LOTTERY_MENU_TAGS } from '@site/shared/contract/lottery/constants';
import { usePrizeMode } from '../../../kit/prize-mode/prize-mode';
import { offsetFrom, useServerClock, type Timed } from '../../../kit/server-clock';
import { LOTTERY_NAMESPACE } from '../../../i18n/resources';
import { useLotteryMenu } from '../api/get-lottery-menu';
import { usePopular } from '../api/get-popular';
import { useRecent } from '../api/get-recent';
import { useFavourites } from '../hooks/use-favourites';
import { useRefreshTimer } from '../hooks/use-refresh-timer';
import { useLotteryNames } from '../../../kit/lottery-name';
import { applyFilter, LIST_TABS, tabItems, type LobbyFilter, type LobbyTab } from '../state/lobby-filter';
import { estimatedOpenTime } from '../state/refresh-timer';
import { lotteryWeekdayOf } from '../state/weekday';
import { LobbyFilters } from './lobby-filters';
import { LOBBY_PANEL_ID, lobbyTabId, LobbyTabs } from './lobby-tabs';
import { LotteryCard } from './lottery-card';
import { VN_LOTTERY_PATH } from '../../../app/route-declarations';
import styles from './lobby-screen.module.css';

/** Each lottery's draw time by the server clock, estimated from the menu answer's timing. */
function drawTimes(answer: Timed<LotteryMenu> | undefined): Map<string, string> {
  if (!answer) return new Map();
  const offset = offsetFrom({ serverTime: answer.value.serverTime, sentAt: answer.sentAt, receivedAt: answer.receivedAt });
  return new Map(
    answer.value.menus.flatMap((group) =>
      group.gameMenus.map((item) => [item.gameId, new Date(estimatedOpenTime(item, answer) + offset).toISOString()] as const),
    ),
  );
}

/**
 * /lottery without a gameCode: the lottery lobby. Tabs by menu tag, then hot, favourites and
 * recent; a name search and a draw-day filter over whichever tab is open; each lottery with its
 * current issue, countdowns and last result. The menu is asked for again by the refresh timer.
 */
export default function LobbyScreen() {
  const { t } = useTranslation(LOTTERY_NAMESPACE);
  const { textOf: nameText } = useLotteryNames();
  const session = useSession();
  const account = session?.account ?? null;
  const prizeMode = usePrizeMode();
  const menu = useLotteryMenu(prizeMode);
  const { now } = useServerClock();
  const [chosenTab, setChosenTab] = useState<LobbyTab | null>(null);
  // Every day by default: a favourite or a recent lottery never hides because it does not draw today.
  const [filter, setFilter] = useState<LobbyFilter>({ weekday: 'all', search: '' });
  const { favourites, toggle } = useFavourites(account);

  const answer = menu.data;
  const tags: LobbyTab[] = answer ? answer.value.menus.map((group) => group.tag) : [...LOTTERY_MENU_TAGS];
  const tabs: LobbyTab[] = [...tags, ...LIST_TABS];
  const tab: LobbyTab = chosenTab && tabs.includes(chosenTab) ? chosenTab : tabs[0]!;
  const hot = usePopular(prizeMode, tab === 'hot');
  const recent = useRecent(account, prizeMode, tab === 'recent');

  const allItems = useMemo(() => answer?.value.menus.flatMap((group) => group.gameMenus), [answer]);
  useRefreshTimer({
    items: allItems,
    answeredAt: Math.max(menu.dataUpdatedAt, menu.errorUpdatedAt),
    fetching: menu.isFetching,
    enabled: prizeMode !== null,
    refetch: menu.refetch,
  });
  const draws = useMemo(() => drawTimes(answer), [answer]);

  const needsLogin = (tab === 'favourites' || tab === 'recent') && account === null;
  const source = tab === 'hot' ? hot : tab === 'recent' ? recent : menu;
  const items = applyFilter(
    tabItems(tab, { menu: answer?.value, hot: hot.data?.value.list, recent: recent.data?.value.list, favourites }),
    filter,
    (item) => nameText(item.gameId, item.remark),
  );

  let body;
  if (needsLogin) {
    body = (
      <div className={styles.state}>
        <p>{t(tab === 'favourites' ? 'lobby.login_favourites' : 'lobby.login_recent')}</p>
        <button type="button" className={styles.button} onClick={() => bus.emit('auth:open-login', { reason: 'lottery' })}>
          {t('lobby.log_in')}
        </button>
      </div>
    );
  } else if (source.isPending || prizeMode === null) {
    body = (
      <p role="status" className={styles.state}>
        {t('lobby.loading')}
      </p>
    );
  } else if (source.isError && !source.data) {
    body = (
      <div role="alert" className={styles.state}>
        <p>{t('lobby.failed')}</p>
        <button type="button" className={styles.button} onClick={() => void source.refetch()}>
          {t('lobby.retry')}
        </button>
      </div>
    );
  } else if (items.length === 0) {
    const unfiltered = filter.search.trim() === '' && filter.weekday === 'all';
    const emptyKey = !unfiltered ? 'lobby.empty' : tab === 'hot' ? 'lobby.empty_hot' : tab === 'favourites' ? 'lobby.empty_favourites' : tab === 'recent' ? 'lobby.empty_recent' : 'lobby.empty';
    body = (
      <p className={styles.state} data-testid="lottery-empty">
        {t(emptyKey)}
      </p>
    );
  } else {
    body = (
      <ul className={styles.grid} data-testid="lottery-list">
        {items.map((item) => (
          <LotteryCard
            key={item.gameId}
            item={item}
            drawAt={draws.get(item.gameId) ?? item.winningTime}
            favourite={favourites.includes(item.gameId)}
            onToggleFavourite={(gameId) => (account === null ? bus.emit('auth:open-login', { reason: 'lottery' }) : toggle(gameId))}
          />
        ))}
      </ul>
    );
  }

  return (
    <main className={styles.page} data-testid="lottery-page">
      <div className={styles.top}>
        <h1 className={styles.heading}>{t('lobby.title')}</h1>
        <Link to={VN_LOTTERY_PATH} className={styles.results}>
          {t('lobby.results')}
        </Link>
      </div>
      <LobbyTabs tabs={tabs} selected={tab} onSelect={setChosenTab} />
      <div role="tabpanel" id={LOBBY_PANEL_ID} aria-labelledby={lobbyTabId(tab)} className={styles.panel}>
        <LobbyFilters filter={filter} today={lotteryWeekdayOf(now())} onChange={setFilter} />
        {body}
      </div>
    </main>
  );
}
