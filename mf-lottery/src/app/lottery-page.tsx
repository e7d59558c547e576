import { lazy, Suspense } from 'react';
import { Loader, useSearchParams } from '@site/shared';
import { readLotteryQuery } from './lottery-query';

// Each branch loads only when shown: a lobby visit does not download the betting view, nor the other way round.
const LobbyScreen = lazy(() => import('../features/lottery-lobby/components/lobby-screen'));
const BettingScreen = lazy(() => import('../features/lottery-betting/betting-screen'));

/** /lottery: the betting view of one lottery when the URL names it (gameCode), otherwise the lobby. */
export default function LotteryPage() {
  const [search] = useSearchParams();
  const { gameCode } = readLotteryQuery(search);
  return <Suspense fallback={<Loader visible />}>{gameCode ? <BettingScreen /> : <LobbyScreen />}</Suspense>;
}
