import type { ComponentType } from 'react';
import { isTrialAccount, requireRealAccount, useSession, useVendorLanes, vendorsOf, useTranslation } from '@site/shared';
import { GAMES_NAMESPACE } from '../../../i18n/resources';
import { VendorsEmpty, VendorsError, VendorsLoading } from '../../../kit/vendor-lanes-state/vendor-lanes-state';
import page from '../../../kit/page/page.module.css';
import { GAME_LIST_SCREEN_TYPES, type GameListType } from '../../../constants/screen-types';
import { useOfferedLanguages } from '../api/get-offered-languages';
import { useListState } from '../hooks/use-list-state';
import { changeSearch, changeTab, MEMBER_TABS, type ListTab } from '../state/list-state';
import { GameFilters } from './game-filters';
import { GameListGames } from './game-list-games';
import { ListTabs } from './list-tabs';
import { GAME_LIST_PANEL_ID, tabId, VendorTabs } from './vendor-tabs';
import styles from './game-list-screen.module.css';

/**
 * An electronic-game list (/rng, /pvp, /fish): the category's providers as tabs, then for the
 * chosen one a name search, classification and minimum-bet filters, the tabs all / hot /
 * favourites / recent, and the games page by page. Everything chosen lives in the URL.
 */
export function GameListScreen({ gameType }: { gameType: GameListType }) {
  const { t } = useTranslation(GAMES_NAMESPACE);
  const lanes = useVendorLanes();
  const [state, setState] = useListState();
  const session = useSession();
  const languages = useOfferedLanguages();
  const name = t(`common:game_type.${gameType}`);
  const realMember = session !== null && !isTrialAccount(session);
  // The member's own lists need a real account; a URL naming one for anybody else shows all games.
  const tab: ListTab = MEMBER_TABS.includes(state.tab) && !realMember ? 'normal' : state.tab;

  const selectTab = (next: ListTab) => {
    // Favourites and recents of a visitor: the list stays as it is, the login popup opens.
    if (MEMBER_TABS.includes(next) && !requireRealAccount()) return;
    setState(changeTab(state, next));
  };

  let body;
  if (lanes.isPending || (lanes.isError && lanes.isFetching)) body = <VendorsLoading count={4} />;
  else if (lanes.isError) body = <VendorsError onRetry={() => void lanes.refetch()} />;
  else {
    const cards = vendorsOf(lanes.data, gameType);
    // An unknown or missing provider in the URL falls back to the first one, as a tab must be selected.
    const current = cards.find((card) => card.vassalage === state.vendor) ?? cards[0];
    body = !current ? (
      <VendorsEmpty />
    ) : (
      <>
        <VendorTabs cards={cards} selected={current.vassalage} onSelect={(vendor) => setState(changeSearch(state, { vendor }))} />
        <div role="tabpanel" id={GAME_LIST_PANEL_ID} aria-labelledby={tabId(current.vassalage)} className={styles.panel}>
          <h2 className={styles.heading}>{t('game_list_title', { vendor: current.displayName })}</h2>
          <GameFilters
            state={state}
            withBingo={languages.some((code) => code.toUpperCase() === 'TY')}
            onChange={(change) => setState(changeSearch(state, change))}
          />
          <ListTabs selected={tab} onSelect={selectTab} />
          <GameListGames gameType={gameType} vendor={current} state={{ ...state, tab }} setState={setState} realMember={realMember} />
        </div>
      </>
    );
  }

  return (
    <main className={page.page} data-testid={`lobby-${gameType}`}>
      <h1 className={page.heading}>{name}</h1>
      {body}
    </main>
  );
}

function gameListFor(gameType: GameListType): ComponentType {
  const GameList = () => <GameListScreen gameType={gameType} />;
  GameList.displayName = `GameList(${gameType})`;
  return GameList;
}

export const GAME_LIST_SCREENS = Object.fromEntries(GAME_LIST_SCREEN_TYPES.map((type) => [type, gameListFor(type)])) as Record<
  GameListType,
  ComponentType
>;
