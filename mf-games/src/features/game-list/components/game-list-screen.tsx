import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NotAvailableYet, useVendorLanes, vendorsOf } from '@site/shared';
import { GAMES_NAMESPACE } from '../../../i18n/resources';
import { VendorsEmpty, VendorsError, VendorsLoading } from '../../../components/vendor-lanes-state/vendor-lanes-state';
import page from '../../../components/page/page.module.css';
import { GAME_LIST_SCREEN_TYPES, type GameListType } from '../../../constants/screen-types';
import { useChosenVendor } from '../hooks/use-chosen-vendor';
import { GAME_LIST_PANEL_ID, tabId, VendorTabs } from './vendor-tabs';
import styles from './game-list-screen.module.css';


/**
 * An electronic-game lobby: the category's providers as tabs, the chosen
 * one from the URL. The game list itself (search, filters, hot/favourite/recent tabs, paging over
 * ~10,000 games) is a later issue, so its panel honestly says it is not available yet.
 */
export function GameListScreen({ gameType }: { gameType: GameListType }) {
  const { t } = useTranslation(GAMES_NAMESPACE);
  const lanes = useVendorLanes();
  const [chosen, choose] = useChosenVendor();
  const name = t(`common:game_type.${gameType}`);

  let body;
  if (lanes.isPending || (lanes.isError && lanes.isFetching)) body = <VendorsLoading count={4} />;
  else if (lanes.isError) body = <VendorsError onRetry={() => void lanes.refetch()} />;
  else {
    const cards = vendorsOf(lanes.data, gameType);
    // An unknown or missing provider in the URL falls back to the first one, as a tab must be selected.
    const current = cards.find((card) => card.vassalage === chosen) ?? cards[0];
    body = !current ? (
      <VendorsEmpty />
    ) : (
      <>
        <VendorTabs cards={cards} selected={current.vassalage} onSelect={choose} />
        <div role="tabpanel" id={GAME_LIST_PANEL_ID} aria-labelledby={tabId(current.vassalage)} className={styles.panel}>
          <NotAvailableYet level={2} title={t('game_list_title', { vendor: current.displayName })} />
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
