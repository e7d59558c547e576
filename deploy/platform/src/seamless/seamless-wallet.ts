/**
 * The platform side of the seamless wallet protocol: a game provider authenticates with a launch
 * token, then reads the balance and sends bets, wins and rollbacks. Every movement is one ledger
 * entry (key `seamless:<provider>:<kind>:<txId>`) committed in one transaction with its
 * transaction record, its round row and the member's daily rollup.
 *
 * Bets, wins and rollbacks each run as one database function (sql/seamless_bet.sql,
 * seamless_win.sql, seamless_rollback.sql), so a call is one round trip and commits or fails whole.
 *
 * Rules:
 * - a txId is processed once per kind: the same content answers the first answer again, other
 *   content is refused (TX_CONFLICT);
 * - a bet larger than the balance is refused with the balance and writes nothing;
 * - bets need a live session; wins and rollbacks are accepted after it expired;
 * - a rollback names the bet's txId. One for an unknown bet is recorded, and that bet, if it comes
 *   later, moves nothing (answered with `rolledBack: true`). A bet whose round already has a win
 *   (or is closed) is not rolled back (ROUND_SETTLED): the win was paid on the strength of it.
 */
import { limitRefusal } from '../protection/limits/limit-refusal';
import { exclusionRefusal } from '../protection/exclusion/exclusion-check';
import { TRIAL_TYPE } from '../accounts/members';
import type { Db } from '../db/database';
import { databaseError } from '../db/database-error';
import { PlatformError } from '../http/errors';
import { openMemberWallet, postingRefusal } from '../wallet/ledger';
import { openWallet, sessionWalletType, walletBalance, type WalletType } from '../wallets/vendor-wallets';
import {
  createGameSession,
  findGameSession,
  KnownSessions,
  SESSION_IDLE_MS,
  touchGameSession,
  type GameSession,
  type SessionFacts,
} from './game-sessions';
import { consumeLaunchToken, hashToken } from './launch-tokens';
import { playerIdOf } from './players';
import {
  accountFrozen,
  gameMismatch,
  insufficientFunds,
  launchTokenInvalid,
  roundMismatch,
  roundNotFound,
  roundRolledBack,
  roundSettled,
  sessionExpired,
  sessionInvalid,
  txConflict,
  txMismatch,
} from './seamless-errors';
import type { Currency } from '@site/shared/contract/seamless';
import { fingerprintOf } from './seamless-transactions';
import { bonusBalance } from '../wallet/bonus-wallet';

export interface AuthenticateValue {
  sessionToken: string;
  gameCode: string;
  gameName: string;
  gameType: string;
  vendor: string;
  gameId: number | null;
  language: string;
  lobbyOrigin: string;
  currency: Currency;
  balance: number;
  playerId: string;
}

export interface BalanceValue {
  balance: number;
  currency: Currency;
}

export interface TransactionValue extends BalanceValue {
  txId: string;
}

export interface BetValue extends TransactionValue {
  rolledBack: boolean;
}

interface RoundCall {
  gameCode: string;
  roundId: string;
  txId: string;
}

/** What seamless_bet and seamless_win answer: a result code and, unless refused, the answer. */
interface CallRow {
  result: string;
  answer: Record<string, unknown> | null;
}

/** Result codes that carry the answer: done now, done before (a replay), or a bet a rollback beat. */
const ANSWERED = new Set(['DONE', 'REPLAY', 'ROLLED_BACK']);

/** The SQLSTATE of a bet on a game session whose login session was revoked or expired (migration 034). */
const LOGIN_SESSION_ENDED = 'SL001';

const CALL_REFUSALS: Record<string, () => PlatformError> = {
  SESSION_INVALID: sessionInvalid,
  SESSION_EXPIRED: sessionExpired,
  ACCOUNT_FROZEN: accountFrozen,
  TX_CONFLICT: txConflict,
  TX_MISMATCH: txMismatch,
  ROUND_NOT_FOUND: roundNotFound,
  ROUND_MISMATCH: roundMismatch,
  ROUND_SETTLED: roundSettled,
  ROUND_ROLLED_BACK: roundRolledBack,
};

export class SeamlessWallet {
  private readonly sessions: KnownSessions;

  constructor(
    private readonly db: Db,
    readonly provider = 'DEMO',
    sessions = new KnownSessions(),
  ) {
    this.sessions = sessions;
  }

  /** Trades a launch token for a game session (one transaction: a token is never burnt for nothing). */
  async authenticate(launchToken: string): Promise<AuthenticateValue> {
    return this.db.transaction(async (tx) => {
      const launch = await consumeLaunchToken(tx, launchToken);
      if (!launch) throw launchTokenInvalid();
      if (launch.memberStatus === 'FROZEN') throw accountFrozen();
      // Opening the wallets here (a trial account gets its play money) means no later call writes one.
      await openMemberWallet(tx, launch.memberId);
      const currency: Currency = launch.memberType === TRIAL_TYPE ? 'PLAY' : 'REAL';
      // A transfer-wallet vendor's session plays from the member's wallet of that vendor.
      const walletType = await sessionWalletType(tx, launch.vendor, currency);
      await openWallet(tx, launch.memberId, walletType);
      const { memberType: _type, memberStatus: _status, ...target } = launch;
      const sessionToken = await createGameSession(tx, this.provider, target, currency, walletType);
      const playerId = await playerIdOf(tx, this.provider, launch.memberId);
      return {
        sessionToken,
        gameCode: target.gameCode,
        gameName: target.gameName,
        gameType: target.gameType,
        vendor: target.vendor,
        gameId: target.gameId,
        language: target.language,
        lobbyOrigin: target.lobbyOrigin,
        currency,
        balance: Number(await this.walletBalance(tx, launch.memberId, walletType)),
        playerId,
      };
    });
  }

  /**
   * The session named by a call, read now (alive or not, member frozen or not); SESSION_INVALID when
   * there is none.
   */
  async session(sessionToken: string): Promise<GameSession> {
    const session = await findGameSession(this.db, this.provider, sessionToken);
    if (!session) throw sessionInvalid();
    const { alive: _alive, memberFrozen: _frozen, ...facts } = session;
    this.sessions.remember(hashToken(sessionToken), facts);
    return session;
  }

  /** What never changes about the session named by a call: from memory after its first call. */
  async knownSession(sessionToken: string): Promise<SessionFacts> {
    return this.sessions.get(hashToken(sessionToken)) ?? (await this.session(sessionToken));
  }

  /**
   * The balance of the session's wallet, read without opening anything (authenticate opened it).
   * A game playing from MAIN may stake BONUS money after it, so it sees both as one balance.
   */
  private async walletBalance(db: Db, memberId: string, walletType: WalletType): Promise<bigint> {
    const own = await walletBalance(db, memberId, walletType);
    return walletType === 'MAIN' ? own + (await bonusBalance(db, memberId)) : own;
  }

  async balance(call: { sessionToken: string; gameCode: string }): Promise<BalanceValue> {
    const session = await this.session(call.sessionToken);
    if (call.gameCode !== session.gameCode) throw gameMismatch();
    if (!session.alive) throw sessionExpired();
    await touchGameSession(this.db, session.id);
    return { balance: Number(await this.walletBalance(this.db, session.memberId, session.walletType)), currency: session.currency };
  }

  /**
   * Runs one of the database's call functions (seamless_bet, seamless_win, seamless_rollback), a single
   * statement that commits or fails whole, and turns its result code into the answer or refusal.
   */
  private async runCall<T>(session: SessionFacts, sessionToken: string, sql: string, params: unknown[]): Promise<T> {
    let row: CallRow | undefined;
    try {
      [row] = await this.db.query<CallRow>(sql, params);
    } catch (error) {
      // Migration 034 refuses a bet whose game session's login session has ended; nothing was written.
      if (databaseError(error).code === LOGIN_SESSION_ENDED) throw sessionExpired();
      // The member stepped away from play (time-out, self-exclusion, the exclusion register); nothing was written.
      const excluded = exclusionRefusal(error);
      if (excluded) throw excluded;
      // A member's limit left no room for the stake (sql/protection_limit_check.sql); nothing was written.
      const limited = limitRefusal(error);
      if (limited) throw limited;
      const refused = postingRefusal(error);
      // Nothing was written; answer with the balance as it stands.
      if (refused instanceof PlatformError && refused.errorCode === 'INSUFFICIENT_FUNDS') {
        throw insufficientFunds(await this.walletBalance(this.db, session.memberId, session.walletType), session.currency);
      }
      throw refused ?? error;
    }
    if (!row) throw new Error('seamless: the call function answered no row');
    if (ANSWERED.has(row.result) && row.answer) return row.answer as T;
    if (row.result === 'SESSION_INVALID') this.sessions.forget(hashToken(sessionToken));
    const refusal = CALL_REFUSALS[row.result];
    if (!refusal) throw new Error(`seamless: unknown call result ${row.result}`);
    throw refusal();
  }

  async bet(call: RoundCall & { sessionToken: string; amount: number; tableRoundId?: string; side?: string }): Promise<BetValue> {
    const session = await this.knownSession(call.sessionToken);
    if (call.gameCode !== session.gameCode) throw gameMismatch();
    const fingerprint = fingerprintOf({ kind: 'BET', memberId: session.memberId, gameCode: call.gameCode, roundId: call.roundId, amount: call.amount });
    const answer = await this.runCall<BetValue>(
      session,
      call.sessionToken,
      'SELECT o_result AS result, o_answer AS answer FROM seamless_bet($1, $2::bigint, $3, $4, $5::bigint, $6, $7::bigint)',
      [this.provider, session.id, call.roundId, call.txId, call.amount, fingerprint, SESSION_IDLE_MS],
    );
    if (call.tableRoundId !== undefined && call.side !== undefined) await this.recordSide(call.roundId, call.tableRoundId, call.side);
    return answer;
  }

  /**
   * The side a real-money bet took in a round many players share, kept for the opposite-sides abuse
   * signal (a trigger records it, sql/round_side_signals.sql). After the bet's own statement: the
   * side moves no money, and a replayed bet or one a rollback beat records nothing new.
   */
  private async recordSide(roundId: string, tableRound: string, side: string): Promise<void> {
    await this.db.query(
      `INSERT INTO round_sides (provider, round_id, member_id, table_round, side)
       SELECT provider, round_id, member_id, $3, $4 FROM game_rounds
       WHERE provider = $1 AND round_id = $2 AND ledger = 'REAL' AND status <> 'ROLLED_BACK'
       ON CONFLICT (provider, round_id) DO NOTHING`,
      [this.provider, roundId, tableRound, side],
    );
  }

  async win(call: RoundCall & { sessionToken: string; amount: number; roundClosed: boolean }): Promise<TransactionValue> {
    const session = await this.knownSession(call.sessionToken);
    if (call.gameCode !== session.gameCode) throw gameMismatch();
    const fingerprint = fingerprintOf({
      kind: 'WIN',
      memberId: session.memberId,
      gameCode: call.gameCode,
      roundId: call.roundId,
      amount: call.amount,
      roundClosed: call.roundClosed,
    });
    return this.runCall<TransactionValue>(
      session,
      call.sessionToken,
      'SELECT o_result AS result, o_answer AS answer FROM seamless_win($1, $2::bigint, $3, $4, $5::bigint, $6, $7)',
      [this.provider, session.id, call.roundId, call.txId, call.amount, call.roundClosed, fingerprint],
    );
  }

  async rollback(call: RoundCall & { sessionToken: string }): Promise<TransactionValue> {
    const session = await this.knownSession(call.sessionToken);
    if (call.gameCode !== session.gameCode) throw gameMismatch();
    const fingerprint = fingerprintOf({ kind: 'ROLLBACK', memberId: session.memberId, gameCode: call.gameCode, roundId: call.roundId, amount: 0 });
    return this.runCall<TransactionValue>(
      session,
      call.sessionToken,
      'SELECT o_result AS result, o_answer AS answer FROM seamless_rollback($1, $2::bigint, $3, $4, $5)',
      [this.provider, session.id, call.roundId, call.txId, fingerprint],
    );
  }
}
