import { bus, type GameRoundMessage } from '@site/shared';

export function isRoundMessage(data: unknown): data is GameRoundMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'game:round-settled';
}

/**
 * Listens for the launched game's "round settled" messages and asks the header to reload the
 * balance ('wallet:changed'). Only messages from the game's own origin count (exact comparison: any
 * other page could post a look-alike), and, when the game's window is known, only from that window.
 * Returns the function that stops listening.
 */
export function watchRoundMessages(gameOrigin: string, source?: () => MessageEventSource | null | undefined): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== gameOrigin || !isRoundMessage(event.data)) return;
    const expected = source?.();
    if (expected && event.source !== expected) return;
    bus.emit('wallet:changed');
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}
