import type { ProviderApi } from './api';
import type { GameFrame } from './game-frame';
import type { Language, Translate } from './i18n';
import type { SessionValue } from './types';

/** What the page gives every engine. */
export interface EngineContext {
  api: ProviderApi;
  session: SessionValue;
  frame: GameFrame;
  t: Translate;
  language: Language;
  /**
   * A round moved money: show the new balance, read out `announcement`, tell the host page and
   * reload the history.
   */
  settled(roundId: string, balanceMinor: number, announcement: string): void;
  /** A call was refused or failed: say so in plain words (and stop everything if the session ended). */
  failed(error: unknown): void;
  /** True once the session has ended; engines stop taking bets. */
  isEnded(): boolean;
}

/** A mounted engine: its table, the action Space/Enter triggers, and what to stop on the way out. */
export interface EngineView {
  element: HTMLElement;
  primaryAction?: () => void;
  stop?: () => void;
}

/**
 * Runs one round-trip at a time: a second press while a round is on its way does nothing. The
 * button keeps focus (aria-disabled rather than disabled) so keyboard users stay where they were.
 */
export function singleFlight(button: HTMLButtonElement, ctx: EngineContext, run: () => Promise<void>): () => void {
  let busy = false;
  return () => {
    if (busy || ctx.isEnded()) return;
    busy = true;
    button.setAttribute('aria-disabled', 'true');
    ctx.frame.clearError();
    run()
      .catch((error: unknown) => ctx.failed(error))
      .finally(() => {
        busy = false;
        if (!ctx.isEnded()) button.removeAttribute('aria-disabled');
      });
  };
}
