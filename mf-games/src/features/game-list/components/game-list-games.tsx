import { useEffect, useState } from 'react';
import { ApiError, Dialog, requireRealAccount, useSession, VisuallyHidden, type GameItem, type VendorCard, useTranslation } from '@site/shared';
import { GAMES_NAMESPACE } from '../../../i18n/resources';
import { useGameList } from '../../../api/get-game-list';
import { useHotGames } from '../../../api/get-hot-games';
import { GameGrid, GameGridSkeleton } from '../../../kit/game-tile/game-grid';
import { useGameLauncher } from '../../../kit/launch/use-game-launcher';
import { Pagination } from '../../../kit/pagination/pagination';
import type { GameListType } from '../../../constants/screen-types';
import { useFavoriteToggle } from '../api/change-favorite';
import { useFavoriteIds } from '../api/get-favorite-ids';
import { useFavoriteList } from '../api/get-favorite-list';
import { useRecentGames } from '../api/get-recent-games';
import { changePage, type ListState } from '../state/list-state';
import { GAMES_PANEL_ID, listTabId } from './list-tabs';
import { LoadFailed } from '../../../kit/load-failed/load-failed';
import styles from './game-list-games.module.css';

export interface GameListGamesProps {
  gameType: GameListType;
  vendor: VendorCard;
  /** The list state, with a tab the player may open. */
  state: ListState;
  setState: (next: ListState, options?: { replace?: boolean }) => void;
  realMember: boolean;
}

interface Shown {
  games: GameItem[] | undefined;
  /** Pages of the tab; null for tabs shown whole (hot: one page; recent: every page loaded). */
  totalPages: number | null;
  pending: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * The games of the chosen tab: all of the provider's games matching the filters, its hot games
 * (one page), the member's favourites (paged) or recent games (every page, loaded one after
 * another). A page past the last one is corrected to the last one.
 */
export function GameListGames({ gameType, vendor, state, setState, realMember }: GameListGamesProps) {
  const { t } = useTranslation(GAMES_NAMESPACE);
  const token = useSession()?.token ?? null;
  const { launch, dialogs } = useGameLauncher();
  const [favouriteError, setFavouriteError] = useState<string | null>(null);

  const normal = useGameList(
    {
      gameType,
      vassalage: vendor.vassalage,
      gameName: state.gameName || undefined,
      gameClassify: state.gameClassify || undefined,
      minBet: state.minBet || undefined,
      pageNo: state.page,
    },
    state.tab === 'normal',
  );
  const hot = useHotGames(vendor.vassalage, state.tab === 'hot');
  const favourites = useFavoriteList(token, gameType, state.page, state.tab === 'fav' && realMember);
  const recent = useRecentGames(token, gameType, state.tab === 'recent' && realMember);
  const favouriteIds = useFavoriteIds(token, gameType, realMember);
  const favourite = useFavoriteToggle(token, gameType, (error) =>
    setFavouriteError(error instanceof ApiError ? error.message : t('favourite_failed')),
  );

  const shown: Shown =
    state.tab === 'hot' ? { games: hot.data, totalPages: null, pending: hot.isPending, error: hot.error, retry: () => void hot.refetch() }
    : state.tab === 'fav' ?
      { games: favourites.data?.content, totalPages: favourites.data?.totalPages ?? null, pending: favourites.isPending, error: favourites.error, retry: () => void favourites.refetch() }
    : state.tab === 'recent' ?
      {
        games: recent.data?.pages.flatMap((answer) => answer.list),
        totalPages: null,
        pending: recent.isPending || recent.hasNextPage,
        error: recent.error,
        retry: () => void recent.refetch(),
      }
    : { games: normal.data?.games, totalPages: normal.data?.totalPages ?? null, pending: normal.isPending, error: normal.error, retry: () => void normal.refetch() };

  const lastPage = shown.totalPages;
  const placeholder = (state.tab === 'normal' && normal.isPlaceholderData) || (state.tab === 'fav' && favourites.isPlaceholderData);
  useEffect(() => {
    if (lastPage === null || placeholder) return;
    if (state.page > Math.max(1, lastPage)) setState(changePage(state, lastPage, lastPage), { replace: true });
  }, [lastPage, placeholder, state, setState]);

  const ids = favouriteIds.data ?? [];
  const favouriteOf = (game: GameItem) => {
    const on = ids.includes(game.nodeId);
    return {
      on,
      busy: favourite.busy.has(game.nodeId),
      onToggle: () => {
        // Favourites need a real account: a visitor gets the login popup, a trial account the warning.
        if (requireRealAccount()) void favourite.toggle(game, on);
      },
    };
  };

  let content;
  if (shown.error && !shown.games) {
    content = <LoadFailed message={t('games_failed')} onRetry={shown.retry} />;
  } else if (!shown.games || (shown.pending && shown.games.length === 0)) {
    content = (
      <div role="status" aria-busy="true">
        <VisuallyHidden>{t('loading_games')}</VisuallyHidden>
        <GameGridSkeleton />
      </div>
    );
  } else if (shown.games.length === 0) {
    content = (
      <p className={styles.message} data-testid="no-games">
        {t(state.tab === 'fav' ? 'no_favourites' : state.tab === 'recent' ? 'no_recent' : 'no_games')}
      </p>
    );
  } else {
    content = (
      <>
        <GameGrid
          games={shown.games}
          label={t(`tab_${state.tab}`)}
          onPlay={(game) => launch({ kind: 'game', nodeId: game.nodeId, name: game.gameName })}
          onPlayInWindow={(game) => launch({ kind: 'game', nodeId: game.nodeId, name: game.gameName }, 'window')}
          favouriteOf={favouriteOf}
        />
        {shown.pending && (
          <p role="status" className={styles.more}>
            {t('loading_games')}
          </p>
        )}
      </>
    );
  }

  return (
    // Busy while the previous answer stands in for the one being fetched (a new search, filter or page).
    <div
      role="tabpanel"
      id={GAMES_PANEL_ID}
      aria-labelledby={listTabId(state.tab)}
      aria-busy={placeholder || undefined}
      data-testid="game-list"
      data-tab={state.tab}
    >
      {content}
      {shown.totalPages !== null && (
        <Pagination
          page={Math.min(state.page, Math.max(1, shown.totalPages))}
          totalPages={shown.totalPages}
          onPage={(next) => setState(changePage(state, next, shown.totalPages ?? 1))}
        />
      )}
      {dialogs}
      <Dialog open={favouriteError !== null} onClose={() => setFavouriteError(null)} icon="error" title={t('favourite_failed')}>
        <p>{favouriteError}</p>
      </Dialog>
    </div>
  );
}
