import { useCallback, useState, type ReactNode } from 'react';
import { GAME_LIST_TYPES, GAME_TYPE_PATHS, type GameType, type VendorCard, useNavigate } from '@site/shared';
import { FB_SPORTS_VENDOR } from '../launch/launch-target';
import { requireSignedIn } from '../launch/require-signed-in';
import { useGameLauncher } from '../launch/use-game-launcher';
import { VendorGamesDialog } from './vendor-games-dialog';

/** Lottery types whose providers play on the site's own lottery page instead of a provider's. */
const LOTTERY_TYPES: readonly GameType[] = ['LOTT', 'ELOTT'];
const LOTTERY_PAGE_VENDORS: readonly string[] = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'];

/**
 * What clicking a provider card does, the same on the home lanes, in the lobbies and for the
 * nav's 'game:launch':
 * - a provider of a game-list type (RNG, PVP, FISH) opens that list with the provider chosen
 *   (the URL is where the choice is stored, so it survives a reload). Browsing needs no account.
 * - anything else starts a game, which needs a signed-in player (a visitor gets the login popup):
 *   a lottery provider goes to /lottery; a provider that lists its tables (VASSALAGE) opens its
 *   game list in a popup; FB sports opens /fbsports; any other provider's lobby opens /seamless.
 * Render `dialogs` once next to the cards.
 */
export function useVendorAction(): { select: (card: VendorCard, type: GameType) => void; dialogs: ReactNode } {
  const navigate = useNavigate();
  const { launch, dialogs: launchDialogs } = useGameLauncher();
  const [listing, setListing] = useState<VendorCard | null>(null);
  const close = useCallback(() => setListing(null), []);

  const select = useCallback(
    (card: VendorCard, type: GameType) => {
      if (GAME_LIST_TYPES.includes(type)) {
        navigate(`${GAME_TYPE_PATHS[type]}?${new URLSearchParams({ vassalage: card.vassalage }).toString()}`);
        return;
      }
      if (!requireSignedIn()) return;
      if (LOTTERY_TYPES.includes(type) && LOTTERY_PAGE_VENDORS.includes(card.vassalage)) {
        navigate(`/lottery?${new URLSearchParams({ vendor: card.vassalage }).toString()}`);
        return;
      }
      if (card.listGames) {
        setListing({ ...card, gameType: type });
        return;
      }
      if (type === 'SPORTS' && card.vassalage === FB_SPORTS_VENDOR) {
        launch({ kind: 'fb', name: card.displayName });
        return;
      }
      launch({ kind: 'lobby', vassalage: card.vassalage, gameType: type, name: card.displayName });
    },
    [navigate, launch],
  );

  const dialogs = (
    <>
      {launchDialogs}
      <VendorGamesDialog key={listing?.vassalage ?? 'none'} card={listing} onClose={close} />
    </>
  );

  return { select, dialogs };
}
