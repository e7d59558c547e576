import { useEffect } from 'react';
import { useBusEvent, useVendorLanes, type BusEvents, type GameType, type VendorCard } from '@site/shared';
import { loadLaunchScreens } from '../../kit/launch/load-launch-screens';
import { useGameLauncher } from '../../kit/launch/use-game-launcher';
import { useVendorAction } from '../../kit/vendor-gate/use-vendor-action';

type LaunchRequest = BusEvents['game:launch']['game'];

/** The provider card a launch request names, or a minimal one when the lanes do not list it. */
function cardFor(request: LaunchRequest, lanes: readonly { cards: VendorCard[] }[] | undefined): VendorCard {
  const known = lanes?.flatMap((lane) => lane.cards).find((card) => card.vassalage === request.vassalage);
  return (
    known ?? {
      accountTypeId: 0,
      vassalage: request.vassalage,
      gameType: request.gameType as GameType,
      displayName: request.vassalage,
      isHot: 0,
      logoUrl: '',
    }
  );
}

/**
 * Widget 'launch-host', mounted once by the shell: answers 'game:launch' from anywhere on the page
 * (the nav's provider dropdowns, game banners). A request naming a catalogue game (nodeId) starts
 * that game; one naming a provider does what a click on its card does, so a launch is refused or
 * allowed in one place only.
 */
export default function LaunchHost() {
  const lanes = useVendorLanes();
  const { select, dialogs } = useVendorAction();
  const { launch, dialogs: launchDialogs } = useGameLauncher();
  // A failed download here is tried again by the route when a game opens.
  useEffect(() => {
    loadLaunchScreens().catch(() => undefined);
  }, []);
  useBusEvent('game:launch', ({ game }) => {
    if (game.nodeId) {
      launch({ kind: 'game', nodeId: game.nodeId });
      return;
    }
    const card = cardFor(game, lanes.data);
    select(card, (game.gameType as GameType) || card.gameType);
  });
  return (
    <>
      {dialogs}
      {launchDialogs}
    </>
  );
}
