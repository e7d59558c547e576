import { bus, type LaunchValue } from '@site/shared';
import { absoluteGameUrl } from './launch-game';
import { watchRoundMessages } from './round-messages';

/** The game window's name and size (the site's login window size). */
export const GAME_POPUP_NAME = 'site-game';
export const GAME_POPUP_FEATURES = 'popup,width=1300,height=900';
/** How often a game window is checked for having been closed. */
const CLOSED_POLL_MS = 1000;

/**
 * Opens the game window. Must run synchronously inside the click handler: browsers allow a window
 * only while the click is being handled, not after the launch call answers, so it opens blank
 * (with a waiting text) and is pointed at the game later. Null when the browser blocked it.
 */
export function openBlankGameWindow(waitingText: string): Window | null {
  const popup = window.open('', GAME_POPUP_NAME, GAME_POPUP_FEATURES);
  if (!popup) return null;
  try {
    popup.document.title = waitingText;
    popup.document.body.textContent = waitingText;
  } catch {
    // A window of that name already shows a game of another origin: it is simply reused.
  }
  return popup;
}

/**
 * Points the opened window at the game and follows it: each round it settles refreshes the header
 * balance (messages from the game's origin and this window only), and so does closing it.
 */
export function showGameInWindow(popup: Window, launch: LaunchValue): () => void {
  popup.location.replace(absoluteGameUrl(launch.content));
  const stopWatching = watchRoundMessages(launch.gameOrigin, () => popup);
  const timer = setInterval(() => {
    if (!popup.closed) return;
    stop();
    bus.emit('wallet:changed');
  }, CLOSED_POLL_MS);
  function stop() {
    clearInterval(timer);
    stopWatching();
  }
  return stop;
}
