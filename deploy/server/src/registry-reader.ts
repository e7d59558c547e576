import type { FastifyBaseLogger } from 'fastify';
import type { ActiveRegistry } from '../../releases/src/registry';

export interface RegistryReaderOptions {
  /** Reads the registry as it is now (the file, or the database). */
  read: () => Promise<ActiveRegistry>;
  /** What to serve while no read has succeeded yet: the releases the server knew at start. */
  initial: ActiveRegistry;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  /** A read that takes longer than this counts as failed (a database that does not answer). */
  timeoutMs?: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The active registry for every page load and /remotes.json. A registry that cannot be read (a
 * truncated or hand-broken registry.json, a database that is down) must not take the site down nor
 * show a visitor the reason: the last registry read well is served instead, the failure is logged
 * once when it starts and once when it ends, and each page load tries again, so a fix is live on
 * the next load. Page loads arriving together share one read.
 */
export class RegistryReader {
  private lastGood: ActiveRegistry | undefined;
  private failing = false;
  private pending: Promise<ActiveRegistry> | undefined;

  constructor(private readonly options: RegistryReaderOptions) {}

  active(): Promise<ActiveRegistry> {
    this.pending ??= this.readOnce().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async readOnce(): Promise<ActiveRegistry> {
    try {
      const registry = await withTimeout(this.options.read(), this.options.timeoutMs ?? 3000);
      if (this.failing) this.options.log.info('the remote registry can be read again');
      this.failing = false;
      this.lastGood = registry;
      return registry;
    } catch (error) {
      if (!this.failing) {
        this.options.log.error(
          { err: error },
          `the remote registry cannot be read; serving the ${this.lastGood ? 'last one read' : 'releases known at start'} until it can`,
        );
      }
      this.failing = true;
      return this.lastGood ?? this.options.initial;
    }
  }
}
