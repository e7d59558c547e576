import type { FastifyBaseLogger } from 'fastify';
import type { VendorDb as Db } from './vendor-db';
import { acknowledgeOutbox, dueOutbox, outboxItem, type OutboxRow, refuseOutbox, retryOutboxLater } from './provider-store';
import type { WalletClient } from './wallet-client';

/** The first retry waits 1 s, each next one twice as long, at most 5 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(1000 * 2 ** Math.min(attempts, 20), 5 * 60 * 1000);
}

/**
 * Wins and rollbacks must reach the platform whatever happens: each is written to demo_vendor.outbox
 * (in the same transaction as the round it settles) before it is sent, and stays there until the
 * platform acknowledges it. Resending is safe: the platform processes a txId once and answers a
 * replay with its first answer. A definite refusal (bad input, conflict) ends the retries and is
 * logged for the operator; silence, network failures, server errors and signature failures (a
 * secret being changed) are retried with a growing delay.
 */
export class Outbox {
  private running: Promise<number> | null = null;

  constructor(
    private readonly db: Db,
    private readonly wallet: WalletClient,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Sends one item now (right after its round); true when the platform acknowledged it. */
  async deliver(id: number): Promise<{ acknowledged: boolean; value: unknown }> {
    const item = await outboxItem(this.db, id);
    if (!item || item.status !== 'PENDING') return { acknowledged: item?.status === 'ACKNOWLEDGED', value: null };
    return this.send(item);
  }

  /** Sends everything due; one pass at a time (a pass already running is awaited, not doubled). */
  deliverDue(): Promise<number> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async pass(): Promise<number> {
    let acknowledged = 0;
    for (const item of await dueOutbox(this.db, this.now())) {
      if ((await this.send(item)).acknowledged) acknowledged += 1;
    }
    return acknowledged;
  }

  private async send(item: OutboxRow): Promise<{ acknowledged: boolean; value: unknown }> {
    const result = await this.wallet.call(item.kind, item.body);
    if (result.kind === 'ok') {
      await acknowledgeOutbox(this.db, item.id, this.now());
      return { acknowledged: true, value: result.value };
    }
    if (result.kind === 'refused' && result.errorCode !== 'SIGNATURE_INVALID') {
      await refuseOutbox(this.db, item.id, `${result.errorCode}: ${result.message}`);
      this.log.error({ outboxId: item.id, kind: item.kind, errorCode: result.errorCode }, 'provider: the platform refused a wallet call for good');
      return { acknowledged: false, value: null };
    }
    const reason = result.kind === 'refused' ? result.errorCode : result.reason;
    await retryOutboxLater(this.db, item.id, new Date(this.now().getTime() + retryDelayMs(item.attempts)), reason);
    this.log.warn({ outboxId: item.id, kind: item.kind, attempts: item.attempts + 1, reason }, 'provider: wallet call not acknowledged, will retry');
    return { acknowledged: false, value: null };
  }
}
