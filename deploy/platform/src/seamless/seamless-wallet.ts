/**
 * The platform side of the seamless wallet protocol: a game provider authenticates with a launch
 * token, then reads the balance and sends bets, wins and rollbacks. Every movement is one ledger
 * entry (key `seamless:<provider>:<kind>:<txId>`) committed in one transaction with its
 * transaction record, its round row and the member's daily rollup.
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
import { TRIAL_TYPE } from '../accounts/members';
import type { Db } from '../db/database';
import { PlatformError } from '../http/errors';
import { openMemberWallet, postTransfer, systemAccountId } from '../wallet/ledger';
import { toMinor } from '../wallet/money';
import { createGameSession, findGameSession, touchGameSession, type GameSession } from './game-sessions';
import { consumeLaunchToken } from './launch-tokens';
import {
  addBetToRound,
  addToDailyRollup,
  addWinToRound,
  assertRoundOpen,
  lockRound,
  removeBetFromRound,
  roundHasWin,
} from './rounds';
import { accountFrozen, gameMismatch, insufficientFunds, launchTokenInvalid, roundSettled, sessionExpired, sessionInvalid, txMismatch } from './seamless-errors';
import type { Currency } from './seamless-schemas';
import { findTransactions, fingerprintOf, lockTransaction, markBetRolledBack, recordTransaction, replayOf } from './seamless-transactions';

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

const HOUSE_OF: Record<Currency, 'HOUSE' | 'PLAY_HOUSE'> = { REAL: 'HOUSE', PLAY: 'PLAY_HOUSE' };

export class SeamlessWallet {
  private readonly houses = new Map<Currency, Promise<string>>();

  constructor(
    private readonly db: Db,
    readonly provider = 'DEMO',
  ) {}

  /** The house account bets of this currency go to (system accounts never change: looked up once). */
  private house(tx: Db, currency: Currency): Promise<string> {
    let id = this.houses.get(currency);
    if (!id) {
      id = systemAccountId(tx, HOUSE_OF[currency]);
      id.catch(() => this.houses.delete(currency));
      this.houses.set(currency, id);
    }
    return id;
  }

  private key(kind: 'bet' | 'win' | 'rollback', txId: string): string {
    return `seamless:${this.provider}:${kind}:${txId}`;
  }

  /** Trades a launch token for a game session (one transaction: a token is never burnt for nothing). */
  async authenticate(launchToken: string): Promise<AuthenticateValue> {
    return this.db.transaction(async (tx) => {
      const launch = await consumeLaunchToken(tx, launchToken);
      if (!launch) throw launchTokenInvalid();
      if (launch.memberStatus === 'FROZEN') throw accountFrozen();
      // Opening the wallet here (a trial account gets its play money) means no later call writes one.
      const wallet = await openMemberWallet(tx, launch.memberId);
      const currency: Currency = launch.memberType === TRIAL_TYPE ? 'PLAY' : 'REAL';
      const { memberType: _type, memberStatus: _status, ...target } = launch;
      const sessionToken = await createGameSession(tx, this.provider, target, currency);
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
        balance: Number(wallet.balance),
      };
    });
  }

  /** The session named by a call, expired or not; SESSION_INVALID when there is none. */
  async session(sessionToken: string): Promise<GameSession> {
    const session = await findGameSession(this.db, this.provider, sessionToken);
    if (!session) throw sessionInvalid();
    return session;
  }

  /** The member's balance, read without opening anything (authenticate opened the wallet). */
  private async walletBalance(db: Db, memberId: string): Promise<bigint> {
    const rows = await db.query<{ balance: string }>(
      `SELECT balance::text AS balance FROM ledger_accounts WHERE member_id = $1::bigint AND wallet_type = 'MAIN'`,
      [memberId],
    );
    return rows[0] ? toMinor(rows[0].balance) : 0n;
  }

  async balance(session: GameSession, gameCode: string): Promise<BalanceValue> {
    if (gameCode !== session.gameCode) throw gameMismatch();
    if (!session.alive) throw sessionExpired();
    await touchGameSession(this.db, session.id);
    return { balance: Number(await this.walletBalance(this.db, session.memberId)), currency: session.currency };
  }

  async bet(session: GameSession, call: RoundCall & { amount: number }): Promise<BetValue> {
    if (call.gameCode !== session.gameCode) throw gameMismatch();
    const fingerprint = fingerprintOf({ kind: 'BET', memberId: session.memberId, gameCode: call.gameCode, roundId: call.roundId, amount: call.amount });
    const record = { provider: this.provider, txId: call.txId, fingerprint, sessionId: session.id, memberId: session.memberId, roundId: call.roundId, amount: call.amount };
    try {
      const value = await this.db.transaction(async (tx) => {
        await lockTransaction(tx, this.provider, 'bet', call.txId);
        const earlier = await findTransactions(tx, this.provider, call.txId, ['BET', 'ROLLBACK']);
        const sameBet = earlier.find((t) => t.kind === 'BET');
        if (sameBet) return replayOf<BetValue>(sameBet, fingerprint);
        if (!session.alive) throw sessionExpired();
        if (session.memberFrozen) throw accountFrozen();
        const wallet = await openMemberWallet(tx, session.memberId);

        const rolledBackFirst = earlier.find((t) => t.kind === 'ROLLBACK');
        if (rolledBackFirst) {
          if (rolledBackFirst.memberId !== session.memberId || rolledBackFirst.roundId !== call.roundId) throw txMismatch();
          // The provider gave this bet up before it arrived: keep it on record, move nothing.
          const answer: BetValue = { balance: Number(wallet.balance), currency: session.currency, txId: call.txId, rolledBack: true };
          await recordTransaction(tx, { ...record, kind: 'BET', status: 'ROLLED_BACK', entryId: null, response: answer });
          return answer;
        }

        const round = await addBetToRound(tx, session, call.roundId, call.amount);
        const posted = await postTransfer(tx, {
          idempotencyKey: this.key('bet', call.txId),
          kind: 'SEAMLESS_BET',
          from: wallet.accountId,
          to: await this.house(tx, session.currency),
          amount: BigInt(call.amount),
        });
        await addToDailyRollup(tx, round.id, { validBet: call.amount, win: 0, rounds: round.opened ? 1 : 0 });
        const answer: BetValue = { balance: Number(posted.fromBalance), currency: session.currency, txId: call.txId, rolledBack: false };
        await recordTransaction(tx, { ...record, kind: 'BET', status: 'DONE', entryId: posted.entryId, response: answer });
        return answer;
      });
      await touchGameSession(this.db, session.id);
      return value;
    } catch (error) {
      // The whole transaction was undone; answer with the balance as it stands.
      if (error instanceof PlatformError && error.errorCode === 'INSUFFICIENT_FUNDS') {
        throw insufficientFunds(await this.walletBalance(this.db, session.memberId), session.currency);
      }
      throw error;
    }
  }

  async win(session: GameSession, call: RoundCall & { amount: number; roundClosed: boolean }): Promise<TransactionValue> {
    if (call.gameCode !== session.gameCode) throw gameMismatch();
    const fingerprint = fingerprintOf({
      kind: 'WIN',
      memberId: session.memberId,
      gameCode: call.gameCode,
      roundId: call.roundId,
      amount: call.amount,
      roundClosed: call.roundClosed,
    });
    return this.db.transaction(async (tx) => {
      await lockTransaction(tx, this.provider, 'win', call.txId);
      const [sameWin] = await findTransactions(tx, this.provider, call.txId, ['WIN']);
      if (sameWin) return replayOf<TransactionValue>(sameWin, fingerprint);
      const round = await lockRound(tx, session, call.roundId);
      assertRoundOpen(round);
      const wallet = await openMemberWallet(tx, session.memberId);
      let balance = wallet.balance;
      let entryId: string | null = null;
      // A zero win (a lost round closing) moves no money: the ledger has no empty entries.
      if (call.amount > 0) {
        const posted = await postTransfer(tx, {
          idempotencyKey: this.key('win', call.txId),
          kind: 'SEAMLESS_WIN',
          from: await this.house(tx, round.ledger),
          to: wallet.accountId,
          amount: BigInt(call.amount),
        });
        balance = posted.toBalance;
        entryId = posted.entryId;
      }
      await addWinToRound(tx, round.id, call.amount, call.roundClosed);
      await addToDailyRollup(tx, round.id, { validBet: 0, win: call.amount, rounds: 0 });
      const answer: TransactionValue = { balance: Number(balance), currency: round.ledger, txId: call.txId };
      await recordTransaction(tx, {
        provider: this.provider,
        kind: 'WIN',
        txId: call.txId,
        fingerprint,
        sessionId: session.id,
        memberId: session.memberId,
        roundId: call.roundId,
        amount: call.amount,
        status: 'DONE',
        entryId,
        response: answer,
      });
      return answer;
    });
  }

  async rollback(session: GameSession, call: RoundCall): Promise<TransactionValue> {
    if (call.gameCode !== session.gameCode) throw gameMismatch();
    const fingerprint = fingerprintOf({ kind: 'ROLLBACK', memberId: session.memberId, gameCode: call.gameCode, roundId: call.roundId, amount: 0 });
    const record = { provider: this.provider, kind: 'ROLLBACK' as const, txId: call.txId, fingerprint, sessionId: session.id, memberId: session.memberId, roundId: call.roundId };
    return this.db.transaction(async (tx) => {
      await lockTransaction(tx, this.provider, 'bet', call.txId);
      const earlier = await findTransactions(tx, this.provider, call.txId, ['BET', 'ROLLBACK']);
      const sameRollback = earlier.find((t) => t.kind === 'ROLLBACK');
      if (sameRollback) return replayOf<TransactionValue>(sameRollback, fingerprint);
      const bet = earlier.find((t) => t.kind === 'BET');
      const wallet = await openMemberWallet(tx, session.memberId);

      if (!bet) {
        // The bet never arrived (or not yet): remember the rollback so it moves nothing later.
        const answer: TransactionValue = { balance: Number(wallet.balance), currency: session.currency, txId: call.txId };
        await recordTransaction(tx, { ...record, amount: 0, status: 'NO_BET', entryId: null, response: answer });
        return answer;
      }
      if (bet.memberId !== session.memberId || bet.roundId !== call.roundId) throw txMismatch();

      const round = await lockRound(tx, session, call.roundId);
      if (round.status === 'SETTLED' || (await roundHasWin(tx, this.provider, call.roundId))) throw roundSettled();
      const posted = await postTransfer(tx, {
        idempotencyKey: this.key('rollback', call.txId),
        kind: 'SEAMLESS_ROLLBACK',
        from: await this.house(tx, round.ledger),
        to: wallet.accountId,
        amount: BigInt(bet.amount),
      });
      await markBetRolledBack(tx, this.provider, call.txId);
      const roundRolledBack = await removeBetFromRound(tx, round, this.provider, call.roundId, bet.amount);
      await addToDailyRollup(tx, round.id, { validBet: -bet.amount, win: 0, rounds: roundRolledBack ? -1 : 0 });
      const answer: TransactionValue = { balance: Number(posted.toBalance), currency: round.ledger, txId: call.txId };
      await recordTransaction(tx, { ...record, amount: bet.amount, status: 'DONE', entryId: posted.entryId, response: answer });
      return answer;
    });
  }
}
