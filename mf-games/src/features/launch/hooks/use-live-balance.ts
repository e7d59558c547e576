import { useEffect } from 'react';
import { bus, useLatest } from '@site/shared';
import { watchRoundMessages } from '../../../kit/launch/round-messages';

/**
 * Keeps the header balance current while a game plays on this page: after each round the game
 * reports (from its own origin and frame only), whenever the page gets the focus back, and once
 * more when the player leaves the page (the last round may have settled after the last message).
 */
export function useLiveBalance(gameOrigin: string | undefined, gameWindow: () => Window | null | undefined): void {
  const latestWindow = useLatest(gameWindow);

  useEffect(() => {
    if (!gameOrigin) return;
    return watchRoundMessages(gameOrigin, () => latestWindow.current());
  }, [gameOrigin, latestWindow]);

  useEffect(() => {
    const onFocus = () => bus.emit('wallet:changed');
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      bus.emit('wallet:changed');
    };
  }, []);
}
