import { lazy, Suspense, useEffect } from 'react';
import { Loader, useSearchParams } from '@site/shared';
import { usePrizeMode } from '../kit/prize-mode/prize-mode';
import { prefetchLotteryMenu } from '../features/lottery-lobby/api/get-lottery-menu';
import { readLotteryQuery } from './lottery-query';

// Each branch loads only when shown: a lobby visit does not download the betting view. The lobby,
// the page's usual view, is asked for together with this page (preloaded), one round trip sooner.
const LobbyScreen = lazy(() => import(/* webpackPreload: true */ '../features/lottery-lobby/components/lobby-screen'));
const BettingScreen = lazy(() => import('../features/lottery-betting/betting-screen'));

/** /lottery: the betting view of one lottery when the URL names it (gameCode), otherwise the lobby. */
export default function LotteryPage() {
  const [search] = useSearchParams();
  const { gameCode } = readLotteryQuery(search);
  const prizeMode = usePrizeMode();
  // The lobby's menu is asked for while the lobby's code downloads, not after it has arrived.
  useEffect(() => {
    if (!gameCode && prizeMode !== null) prefetchLotteryMenu(prizeMode);
  }, [gameCode, prizeMode]);
  return <Suspense fallback={<Loader visible />}>{gameCode ? <BettingScreen /> : <LobbyScreen />}</Suspense>;
}
