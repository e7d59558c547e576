import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { VendorDb as Db } from './vendor-db';
import { playBaccarat, type BaccaratBets } from './engines/baccarat';
import { playDragonTiger, type DragonTigerBets } from './engines/dragon-tiger';
import type { Selection } from './engines/fixed-odds';
import type { Rng } from './engines/rng';
import { spinSlot } from './engines/slot';
import { DEFAULT_EVENT_SCHEDULE, EventBook, type EventScheduleOptions } from './event-book';
import { engineFor, eventKindOf, STAKES, themeFor, type Engine, type Theme } from './game-kinds';
import { drawJackpotHit, feedJackpot, readJackpot, type JackpotView } from './jackpot';
import { Outbox } from './outbox';
import { providerRefusals } from './provider-errors';
import { LANGUAGES, type Language } from './provider-schemas';
import { findSession, insertSession, type ProviderSession, roundHistory, touchSession, type HistoryRow } from './provider-store';
import { Rounds } from './rounds';
import { WalletClient } from './wallet-client';

/** A provider session ends after this long without a call, like the platform's game session. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;

interface AuthenticateValue {
  sessionToken: string;
  gameCode: string;
  gameName: string;
  gameType: string;
  vendor: string;
  language: string;
  lobbyOrigin: string;
  currency: 'REAL' | 'PLAY';
  balance: number;
  /** A stable id of the player, when the platform sends one; history then spans sessions. */
  playerId?: string | number;
}

export interface SessionView {
  game: { code: string; name: string; type: string; vendor: string; engine: Engine; theme: Theme };
  currency: 'REAL' | 'PLAY';
  balance: number;
  stakes: number[];
  lobbyOrigin: string;
  language: string;
}

export interface DemoProviderDeps {
  db: Db;
  wallet: WalletClient;
  rng: Rng;
  now: () => Date;
  walletTimeoutMs: number;
  log: FastifyBaseLogger;
  schedule?: Partial<EventScheduleOptions>;
  /** Minor units staked, on average, per jackpot hit (jackpot.ts). */
  jackpotHitStake: number;
}

const hashSessionId = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

function languageOf(...candidates: (string | undefined)[]): Language {
  for (const candidate of candidates) {
    const short = candidate?.toLowerCase().slice(0, 2);
    if (short && (LANGUAGES as readonly string[]).includes(short)) return short as Language;
  }
  return 'en';
}

function checkStake(stake: number | undefined, field: string): void {
  if (stake !== undefined && !(STAKES as readonly number[]).includes(stake)) throw providerRefusals.stakeInvalid(field);
}

/**
 * The demo game provider: launches sessions from the platform's launch tokens, plays rounds with
 * the engines, and moves money only through the signed wallet calls. Built like a third party:
 * its state is its own `demo_vendor` schema, the platform is an HTTP address.
 */
export class DemoProvider {
  readonly outbox: Outbox;
  readonly rounds: Rounds;
  readonly events: EventBook;

  constructor(private readonly deps: DemoProviderDeps) {
    this.outbox = new Outbox(deps.db, deps.wallet, deps.now, deps.log);
    this.rounds = new Rounds({ db: deps.db, wallet: deps.wallet, outbox: this.outbox, now: deps.now, walletTimeoutMs: deps.walletTimeoutMs });
    this.events = new EventBook(deps.db, this.rounds, this.outbox, deps.rng, deps.now, { ...DEFAULT_EVENT_SCHEDULE, ...deps.schedule });
  }

  /**
   * Exchanges a launch token for a provider session. Answers the new session id (the browser's
   * key to the game), or why there is none.
   */
  async launch(token: string, lang: string | undefined): Promise<{ sessionId: string; language: Language } | { refused: 'launch' | 'wallet' }> {
    const result = await this.deps.wallet.call<AuthenticateValue>('authenticate', { requestId: WalletClient.requestId(), launchToken: token });
    if (result.kind === 'unavailable') return { refused: 'wallet' };
    if (result.kind === 'refused') return { refused: 'launch' };
    const value = result.value;
    const engine = engineFor(value.gameType);
    if (!engine) return { refused: 'launch' };
    const sessionId = randomBytes(32).toString('base64url');
    const sessionHash = hashSessionId(sessionId);
    const language = languageOf(lang, value.language);
    await insertSession(
      this.deps.db,
      {
        sessionHash,
        platformToken: value.sessionToken,
        playerRef: value.playerId === undefined ? `session:${sessionHash}` : `player:${String(value.playerId)}`,
        gameCode: value.gameCode,
        gameName: value.gameName,
        gameType: value.gameType,
        vendor: value.vendor,
        engine,
        language,
        lobbyOrigin: value.lobbyOrigin,
        currency: value.currency,
        balance: value.balance,
      },
      this.deps.now(),
    );
    return { sessionId, language };
  }

  /** The session a client call names; an unknown or idle one is SESSION_EXPIRED. */
  async session(sessionId: string, engine?: Engine): Promise<ProviderSession> {
    const session = await findSession(this.deps.db, hashSessionId(sessionId));
    const now = this.deps.now();
    if (!session || now.getTime() - new Date(session.lastSeenAt).getTime() > SESSION_IDLE_MS) throw providerRefusals.sessionExpired();
    if (engine && session.engine !== engine) throw providerRefusals.wrongGame();
    await touchSession(this.deps.db, session.sessionHash, now);
    return session;
  }

  async view(session: ProviderSession): Promise<SessionView> {
    const result = await this.deps.wallet.call<{ balance: number }>('balance', {
      requestId: WalletClient.requestId(),
      sessionToken: session.platformToken,
      gameCode: session.gameCode,
    });
    if (result.kind === 'refused' && (result.errorCode === 'SESSION_EXPIRED' || result.errorCode === 'SESSION_INVALID')) throw providerRefusals.sessionExpired();
    // Without an answer the last balance the platform gave is shown; the next round corrects it.
    const balance = result.kind === 'ok' ? result.value.balance : session.balance;
    if (result.kind === 'ok') await touchSession(this.deps.db, session.sessionHash, this.deps.now(), balance);
    return {
      game: {
        code: session.gameCode,
        name: session.gameName,
        type: session.gameType,
        vendor: session.vendor,
        engine: session.engine,
        theme: themeFor(session.gameCode, session.gameType),
      },
      currency: session.currency,
      balance,
      stakes: [...STAKES],
      lobbyOrigin: session.lobbyOrigin,
      language: session.language,
    };
  }

  async spin(session: ProviderSession, stake: number) {
    checkStake(stake, 'stake');
    const symbols = themeFor(session.gameCode, session.gameType).symbols;
    // Play money never feeds or wins the jackpot: the pool is real money.
    const jackpotOn = session.currency === 'REAL';
    let hit = false;
    const round = await this.rounds.playInstant(
      session,
      stake,
      () => {
        const spin = spinSlot(this.deps.rng, stake);
        hit = jackpotOn && drawJackpotHit(this.deps.rng, stake, this.deps.jackpotHitStake);
        const reels = spin.window.map((reel) => reel.map((symbol) => symbols[symbol]!));
        const lines = spin.lines.map((line) => ({ line: line.line, symbol: symbols[line.symbol]!, count: line.count, win: line.win }));
        const summary = reels.map((reel) => reel[1]).join(' ');
        return { result: { reels, lines, jackpot: 0, win: spin.win }, summary };
      },
      jackpotOn
        ? async (tx, result, roundId, now) => {
            const jackpot = await feedJackpot(tx, { roundId, playerRef: session.playerRef, gameCode: session.gameCode, stake, hit }, now);
            return { ...result, jackpot, win: result.win + jackpot };
          }
        : undefined,
    );
    const { roundId, reels, lines, jackpot, win, balance, winPending } = round;
    return { roundId, reels, lines, jackpot, win, balance, winPending };
  }

  /** The jackpot pool as every server sees it. */
  jackpot(): Promise<JackpotView> {
    return readJackpot(this.deps.db);
  }

  async baccarat(session: ProviderSession, bets: BaccaratBets) {
    for (const [side, stake] of Object.entries(bets)) checkStake(stake as number | undefined, `bets.${side}`);
    const stake = (bets.player ?? 0) + (bets.banker ?? 0) + (bets.tie ?? 0);
    const round = await this.rounds.playInstant(session, stake, () => {
      const result = playBaccarat(this.deps.rng, bets);
      return { result, summary: `${result.outcome} ${result.playerTotal}:${result.bankerTotal}` };
    });
    const { roundId, playerCards, bankerCards, playerTotal, bankerTotal, outcome, win, balance, winPending } = round;
    return { roundId, playerCards, bankerCards, playerTotal, bankerTotal, outcome, win, balance, winPending };
  }

  async dragonTiger(session: ProviderSession, bets: DragonTigerBets) {
    for (const [side, stake] of Object.entries(bets)) checkStake(stake as number | undefined, `bets.${side}`);
    const stake = (bets.dragon ?? 0) + (bets.tiger ?? 0) + (bets.tie ?? 0);
    const round = await this.rounds.playInstant(session, stake, () => {
      const result = playDragonTiger(this.deps.rng, bets);
      return { result, summary: `${result.outcome} ${result.dragonCard}:${result.tigerCard}` };
    });
    const { roundId, dragonCard, tigerCard, outcome, win, balance, winPending } = round;
    return { roundId, dragonCard, tigerCard, outcome, win, balance, winPending };
  }

  listEvents(session: ProviderSession) {
    return this.events.list(session.gameCode, eventKindOf(session.gameType)!);
  }

  async betEvent(session: ProviderSession, eventId: string, selection: Selection, stake: number) {
    checkStake(stake, 'stake');
    return this.events.bet(session, eventId, selection, stake);
  }

  history(session: ProviderSession): Promise<HistoryRow[]> {
    return roundHistory(this.deps.db, session.playerRef, session.gameCode);
  }

  /** The scheduler's work: settle the matches that are due, then send what is waiting in the outbox. */
  async tick(): Promise<void> {
    await this.events.settleDue();
    await this.outbox.deliverDue();
  }
}
