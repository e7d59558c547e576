import type { ComponentType } from 'react';
import { useVendorLanes, vendorsOf, useTranslation } from '@site/shared';
import { GAMES_NAMESPACE } from '../../../i18n/resources';
import { VendorGrid } from '../../../kit/vendor-card/vendor-grid';
import { useVendorAction } from '../../../kit/vendor-gate/use-vendor-action';
import { VendorsEmpty, VendorsError, VendorsLoading } from '../../../kit/vendor-lanes-state/vendor-lanes-state';
import page from '../../../kit/page/page.module.css';
import { LOBBY_TYPES, type LobbyType } from '../../../constants/screen-types';


/** A category lobby: its providers, taken from the (normalised) vendor lanes. */
export function LobbyScreen({ gameType }: { gameType: LobbyType }) {
  const { t } = useTranslation(GAMES_NAMESPACE);
  const lanes = useVendorLanes();
  const { select, dialogs } = useVendorAction();
  const name = t(`common:game_type.${gameType}`);

  let body;
  if (lanes.isPending || (lanes.isError && lanes.isFetching)) body = <VendorsLoading />;
  else if (lanes.isError) body = <VendorsError onRetry={() => void lanes.refetch()} />;
  else {
    const cards = vendorsOf(lanes.data, gameType);
    body = cards.length === 0 ? <VendorsEmpty /> : <VendorGrid cards={cards} onSelect={(card) => select(card, gameType)} />;
  }

  return (
    <main className={page.page} data-testid={`lobby-${gameType}`}>
      <h1 className={page.heading}>{name}</h1>
      {body}
      {dialogs}
    </main>
  );
}

function lobbyFor(gameType: LobbyType): ComponentType {
  const Lobby = () => <LobbyScreen gameType={gameType} />;
  Lobby.displayName = `Lobby(${gameType})`;
  return Lobby;
}

/** One route screen per lobby type; built once so each keeps a stable identity across renders. */
export const LOBBY_SCREENS = Object.fromEntries(LOBBY_TYPES.map((type) => [type, lobbyFor(type)])) as Record<LobbyType, ComponentType>;
