import { ApiError, type ProviderApi } from './api';
import { el, replaceChildren } from './dom';
import type { EngineContext, EngineView } from './engine-context';
import { mountBaccarat } from './engines/baccarat';
import { mountDragonTiger } from './engines/dragon-tiger';
import { mountEvents } from './engines/events';
import { mountSlot } from './engines/slot';
import { createGameFrame } from './game-frame';
import { createTranslator, errorKey, pickLanguage, type Language } from './i18n';
import { postRoundSettled } from './round-message';
import { applyTheme, pickTheme } from './theme';
import type { SessionValue } from './types';

export interface StartOptions {
  /** The element the game is drawn into. */
  root: HTMLElement;
  api: ProviderApi;
  /** The `lang` the launch address carried; the session's language and English are the fallbacks. */
  language?: string | null;
  /** The site's `theme` the launch address carried; the device's preference is the fallback. */
  theme?: string | null;
  win?: Window;
  /** Reload interval of the sports lists. */
  refreshMs?: number;
}

export interface RunningGame {
  session: SessionValue;
  language: Language;
  stop(): void;
}

function mountEngine(ctx: EngineContext, refreshMs: number | undefined): EngineView {
  switch (ctx.session.game.engine) {
    case 'slot':
      return mountSlot(ctx);
    case 'baccarat':
      return mountBaccarat(ctx);
    case 'dragon-tiger':
      return mountDragonTiger(ctx);
    case 'events':
      return mountEvents(ctx, { refreshMs });
    default:
      throw new ApiError('UNKNOWN', `unknown engine ${String(ctx.session.game.engine)}`);
  }
}

/** Space or Enter pressed on the page itself (not in a control that has its own use for the key). */
function isPageKey(event: KeyboardEvent): boolean {
  if (event.key !== ' ' && event.key !== 'Enter') return false;
  if (event.repeat || event.altKey || event.ctrlKey || event.metaKey) return false;
  const target = event.target as Element | null;
  return !target?.closest?.('button, a[href], input, select, textarea, summary, [contenteditable], [tabindex]:not([tabindex="-1"])');
}

function setLanguage(doc: Document, language: Language): void {
  doc.documentElement.lang = language;
}

/**
 * Loads the session and draws the game it names. Resolves once the game is on screen; a session
 * that cannot be loaded leaves a plain-words error in `root` and rejects.
 */
export async function startGame({ root, api, language: requested, theme, win = window, refreshMs }: StartOptions): Promise<RunningGame> {
  const doc = root.ownerDocument;
  applyTheme(doc, pickTheme(theme));
  let language = pickLanguage(requested);
  setLanguage(doc, language);
  let t = createTranslator(language);
  root.setAttribute('aria-busy', 'true');
  replaceChildren(root, el('p', { class: 'loading', role: 'status' }, t('loading')));

  let session: SessionValue;
  try {
    session = await api.session();
  } catch (error) {
    const code = error instanceof ApiError ? error.code : 'UNKNOWN';
    replaceChildren(root, el('p', { class: 'error fatal', role: 'alert' }, t(errorKey(code))));
    root.removeAttribute('aria-busy');
    throw error;
  }
  if (!requested) {
    language = pickLanguage(session.language);
    setLanguage(doc, language);
    t = createTranslator(language);
  }
  doc.title = session.game.name;

  const frame = createGameFrame({ gameName: session.game.name, currency: session.currency, balance: session.balance, stakes: session.stakes, t, language });
  let ended = false;
  // Set once the engine is mounted; the session can end (and stop it) only after that.
  const mounted: { view?: EngineView } = {};

  async function reloadHistory(): Promise<void> {
    try {
      frame.setHistory(await api.history());
    } catch {
      // The history is a convenience: a failed reload keeps the last one shown.
    }
  }

  function end(): void {
    if (ended) return;
    ended = true;
    mounted.view?.stop?.();
    frame.end();
  }

  const ctx: EngineContext = {
    api,
    session,
    frame,
    t,
    language,
    settled(roundId, balanceMinor, announcement) {
      session.balance = balanceMinor;
      frame.setBalance(balanceMinor);
      frame.announce(announcement);
      postRoundSettled(win, session.lobbyOrigin, roundId, balanceMinor);
      void reloadHistory();
    },
    failed(error) {
      const code = error instanceof ApiError ? error.code : 'UNKNOWN';
      frame.showError(code);
      const value = error instanceof ApiError ? (error.value as { balance?: unknown } | null) : null;
      if (value && typeof value.balance === 'number') frame.setBalance(value.balance);
      if (code === 'SESSION_EXPIRED') end();
    },
    isEnded: () => ended,
  };

  const view = mountEngine(ctx, refreshMs);
  mounted.view = view;
  frame.board.appendChild(view.element);
  replaceChildren(root, frame.element);
  root.removeAttribute('aria-busy');
  root.classList.add(`engine-${session.game.engine}`);

  const onKey = (event: KeyboardEvent) => {
    if (!view.primaryAction || !isPageKey(event)) return;
    event.preventDefault();
    view.primaryAction();
  };
  doc.addEventListener('keydown', onKey);
  await reloadHistory();

  return {
    session,
    language,
    stop() {
      doc.removeEventListener('keydown', onKey);
      view.stop?.();
    },
  };
}
