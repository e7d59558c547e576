import { randomUUID } from 'node:crypto';
import type { VendorDb as Db } from './vendor-db';
import type { Outbox } from './outbox';
import { providerRefusals } from './provider-errors';
import { enqueueOutbox, insertRound, type ProviderSession, setRoundStatus, settleRound, touchSession } from './provider-store';
import { WalletClient } from './wallet-client';

interface TransactionValue {
  balance: number;
  /** The platform had a rollback of this txId before the bet: no money moved. */
  rolledBack?: boolean;
}

export interface RoundDeps {
  db: Db;
  wallet: WalletClient;
  outbox: Outbox;
  now: () => Date;
  /** How long a just-written outbox item belongs to the immediate send before the retry worker may take it. */
  walletTimeoutMs: number;
}

export const betTxId = (roundId: string) => `${roundId}:bet`;
export const winTxId = (roundId: string) => `${roundId}:win`;

/**
 * One round through the wallet: the round row first (so a bet without an answer can be found and
 * rolled back), then the bet, then the outcome, then the win (0 for a lost round) through the
 * outbox, then the answer.
 */
export class Rounds {
  constructor(private readonly deps: RoundDeps) {}

  newRoundId(): string {
    return randomUUID();
  }

  /** When a freshly written outbox item may first be retried by the worker. */
  private retryAt(now: Date): Date {
    return new Date(now.getTime() + 2 * this.deps.walletTimeoutMs);
  }

  /**
   * A round decided at once (slot, baccarat, dragon tiger). `settle`, when given, may add to the
   * result inside the settling transaction (the slot's jackpot), before the win is recorded and sent.
   */
  async playInstant<T extends { win: number }>(
    session: ProviderSession,
    stake: number,
    decide: () => { result: T; summary: string },
    settle?: (tx: Db, result: T, roundId: string, now: Date) => Promise<T>,
  ): Promise<T & { roundId: string; balance: number; winPending: boolean }> {
    const { db } = this.deps;
    const roundId = this.newRoundId();
    await insertRound(db, { roundId, session, stake }, this.deps.now());
    const betBalance = await this.bet(session, roundId, stake);
    // Decided only once the stake is taken, on the server, before the client shows anything.
    const decided = decide();
    let result = decided.result;
    const paid = await this.sendWin(session, roundId, async (tx, now) => {
      result = settle ? await settle(tx, decided.result, roundId, now) : decided.result;
      await settleRound(tx, { roundId, win: result.win, summary: decided.summary, outcome: result }, now);
      return result.win;
    });
    const balance = paid.balance ?? betBalance + result.win;
    await touchSession(db, session.sessionHash, this.deps.now(), balance);
    return { ...result, roundId, balance, winPending: paid.balance === null };
  }

  /**
   * Sends the bet of a round whose row exists. Answers the balance after it; a refusal or silence
   * throws the client's refusal, and silence first rolls the bet back (through the outbox).
   * `onCancelled` runs in the transaction that marks the round refused or rolled back. `shared`
   * names the round many players share (a match) and the side this bet took in it, as the wallet
   * protocol lets a vendor tell.
   */
  async bet(
    session: ProviderSession,
    roundId: string,
    stake: number,
    onCancelled?: (tx: Db) => Promise<void>,
    shared?: { tableRoundId: string; side: string },
  ): Promise<number> {
    const { db, wallet } = this.deps;
    const result = await wallet.call<TransactionValue>('bet', {
      requestId: WalletClient.requestId(),
      sessionToken: session.platformToken,
      gameCode: session.gameCode,
      roundId,
      txId: betTxId(roundId),
      amount: stake,
      ...shared,
    });
    if (result.kind === 'ok' && !result.value.rolledBack) {
      await setRoundStatus(db, roundId, 'OPEN');
      return result.value.balance;
    }
    if (result.kind === 'ok') {
      // Our own earlier rollback reached the platform first: the bet moved nothing.
      await db.transaction(async (tx) => {
        await setRoundStatus(tx, roundId, 'ROLLED_BACK');
        await onCancelled?.(tx);
      });
      await touchSession(db, session.sessionHash, this.deps.now(), result.value.balance);
      throw providerRefusals.walletUnavailable();
    }
    if (result.kind === 'refused') {
      await db.transaction(async (tx) => {
        await setRoundStatus(tx, roundId, 'REFUSED');
        await onCancelled?.(tx);
      });
      if (result.errorCode === 'INSUFFICIENT_FUNDS') {
        const balance = (result.value as { balance?: unknown } | null)?.balance;
        const known = typeof balance === 'number' ? balance : null;
        await touchSession(db, session.sessionHash, this.deps.now(), known ?? undefined);
        throw providerRefusals.insufficientFunds(known);
      }
      if (result.errorCode === 'SESSION_EXPIRED' || result.errorCode === 'SESSION_INVALID') throw providerRefusals.sessionExpired();
      throw providerRefusals.walletRefused(result.errorCode);
    }
    await this.rollback(session, roundId, onCancelled);
    throw providerRefusals.walletUnavailable();
  }

  /**
   * Cancels a bet whose answer never came: recorded in the outbox with the round marked rolled
   * back, then sent; the retry worker keeps sending it until the platform acknowledges.
   */
  private async rollback(session: ProviderSession, roundId: string, onCancelled?: (tx: Db) => Promise<void>): Promise<void> {
    const now = this.deps.now();
    const id = await this.deps.db.transaction(async (tx) => {
      await setRoundStatus(tx, roundId, 'ROLLED_BACK');
      await onCancelled?.(tx);
      return enqueueOutbox(
        tx,
        {
          kind: 'rollback',
          txId: betTxId(roundId),
          roundId,
          body: { requestId: WalletClient.requestId(), sessionToken: session.platformToken, gameCode: session.gameCode, roundId, txId: betTxId(roundId) },
        },
        now,
        this.retryAt(now),
      );
    });
    await this.deps.outbox.deliver(id);
  }

  /**
   * Records the round (with `record`, which answers its win, in the same transaction) and sends the
   * win. Answers the balance the platform gave, or null when it did not acknowledge yet (the worker
   * keeps trying).
   */
  async sendWin(
    session: Pick<ProviderSession, 'platformToken' | 'gameCode'>,
    roundId: string,
    record: (tx: Db, now: Date) => Promise<number>,
  ): Promise<{ balance: number | null }> {
    const now = this.deps.now();
    const id = await this.deps.db.transaction(async (tx) => this.queueWin(tx, session, roundId, await record(tx, now), now));
    const delivery = await this.deps.outbox.deliver(id);
    const balance = (delivery.value as { balance?: unknown } | null)?.balance;
    return { balance: delivery.acknowledged && typeof balance === 'number' ? balance : null };
  }

  /** Writes a round's closing win to the outbox inside the caller's transaction. */
  queueWin(tx: Db, session: Pick<ProviderSession, 'platformToken' | 'gameCode'>, roundId: string, win: number, now: Date): Promise<number> {
    const txId = winTxId(roundId);
    return enqueueOutbox(
      tx,
      {
        kind: 'win',
        txId,
        roundId,
        body: {
          requestId: WalletClient.requestId(),
          sessionToken: session.platformToken,
          gameCode: session.gameCode,
          roundId,
          txId,
          amount: win,
          roundClosed: true,
        },
      },
      now,
      this.retryAt(now),
    );
  }
}
