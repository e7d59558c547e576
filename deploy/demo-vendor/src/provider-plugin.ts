import type { AddressInfo } from 'node:net';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { vendorErrorHandler, vendorValidatorCompiler } from './http-envelope';
import type { VendorDb as Db } from './vendor-db';
import { DEFAULT_CLIENT_DIR } from './client-files';
import { DemoProvider } from './demo-provider';
import { createRng } from './engines/rng';
import type { EventScheduleOptions } from './event-book';
import { DEFAULT_JACKPOT_HIT_STAKE } from './jackpot';
import { registerProviderRoutes } from './provider-routes';
import { fetchTransport, WalletClient, type WalletTransport } from './wallet-client';

/** How the demo provider is set up; every field has a default fit for production. */
export interface ProviderOptions {
  /** The platform's base address for wallet calls; default env GAME_WALLET_URL, else the address this server listens on. */
  walletUrl?: string;
  /** How wallet calls travel; default `fetch` to walletUrl. Tests pass one that calls `app.inject`. */
  walletTransport?: WalletTransport;
  /** The secret shared with the platform for signing wallet calls; default env GAME_PROVIDER_SECRET. */
  gameProviderSecret?: string;
  /** Reproducible outcomes (tests, demos); default env GAME_RNG_SEED, else the cryptographic generator. */
  rngSeed?: string;
  /** How long a wallet call may take before the provider treats it as unanswered (a bet is then rolled back). */
  walletTimeoutMs?: number;
  /** How often unacknowledged wins and rollbacks are resent; 0 turns the timer off (tests call tick()). */
  outboxIntervalMs?: number;
  /** How often due matches are settled; 0 turns the timer off. */
  schedulerIntervalMs?: number;
  /** The provider's clock; tests move it. */
  now?: () => Date;
  /** The fixed-odds schedule (kick-off spacing, match length, matches open ahead). */
  eventSchedule?: Partial<EventScheduleOptions>;
  /** Minor units staked, on average, per jackpot hit; default DEFAULT_JACKPOT_HIT_STAKE (tests make hits certain). */
  jackpotHitStake?: number;
  /** Where the built game client is; default deploy/demo-vendor/dist/client. */
  clientDir?: string;
  /** Hands the running provider to a test, so it can run the scheduler's work itself. */
  onProvider?: (provider: DemoProvider) => void;
}

export interface ProviderPluginOptions extends ProviderOptions {
  db: Db;
}

/** The address this server listens on, for wallet calls to the platform in the same process. */
function listeningAddress(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') throw new Error('the server is not listening yet');
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * The demo game vendor as a Fastify plugin under /provider. In demo mode the site server runs it in
 * the platform's process and database for convenience only: it reaches the platform through signed
 * HTTP calls, never through its code or tables, and keeps its own tables in the schema `demo_vendor`
 * (run runVendorMigrations first). Timers (match settlement, outbox retries) start when the server is ready,
 * run once at start to catch up, and stop when it closes.
 */
export const providerPlugin: FastifyPluginAsync<ProviderPluginOptions> = async (instance, options) => {
  const env = process.env;
  const walletUrl = options.walletUrl ?? (env.GAME_WALLET_URL || undefined);
  const transport = options.walletTransport ?? fetchTransport(() => walletUrl ?? listeningAddress(instance));
  // Like any vendor, it knows the secret it was given, never the platform's settings.
  const shared = options.gameProviderSecret ?? (env.GAME_PROVIDER_SECRET || undefined);
  if (!shared) throw new Error('demo vendor: no game provider secret (pass gameProviderSecret or set GAME_PROVIDER_SECRET)');
  const secret = () => shared;
  const walletTimeoutMs = options.walletTimeoutMs ?? 5000;
  const provider = new DemoProvider({
    db: options.db,
    wallet: new WalletClient({ transport, secret, timeoutMs: walletTimeoutMs }),
    rng: createRng(options.rngSeed ?? (env.GAME_RNG_SEED || undefined)),
    now: options.now ?? (() => new Date()),
    walletTimeoutMs,
    log: instance.log,
    schedule: options.eventSchedule,
    jackpotHitStake: options.jackpotHitStake ?? DEFAULT_JACKPOT_HIT_STAKE,
  });
  options.onProvider?.(provider);

  const clientDir = options.clientDir ?? DEFAULT_CLIENT_DIR;
  // In a scope of its own, so reply.sendFile, its validation and its answers in its own envelope
  // do not leak into whatever else the server runs.
  await instance.register(async (scope) => {
    scope.setValidatorCompiler(vendorValidatorCompiler);
    scope.setErrorHandler(vendorErrorHandler);
    await scope.register(fastifyStatic, { root: clientDir, serve: false });
    registerProviderRoutes(scope.withTypeProvider<ZodTypeProvider>(), provider, clientDir);
  });

  const timers: NodeJS.Timeout[] = [];
  let closing = false;
  // One job at a time: a slow pass is never overlapped by the next tick.
  let work: Promise<unknown> = Promise.resolve();
  const run = (job: () => Promise<unknown>) => {
    if (closing) return work;
    work = work.then(job).catch((error: unknown) => instance.log.error({ err: error }, 'provider: scheduled work failed'));
    return work;
  };
  const every = (ms: number, job: () => Promise<unknown>) => {
    if (ms > 0) timers.push(setInterval(() => void run(job), ms).unref());
  };
  instance.addHook('onReady', async () => {
    every(options.outboxIntervalMs ?? 5000, () => provider.outbox.deliverDue());
    every(options.schedulerIntervalMs ?? 10_000, () => provider.events.settleDue());
    // Catch up at start: matches that fell due and wallet calls left unacknowledged while down.
    if ((options.schedulerIntervalMs ?? 10_000) > 0) setImmediate(() => void run(() => provider.tick()));
  });
  instance.addHook('onClose', async () => {
    closing = true;
    for (const timer of timers) clearInterval(timer);
    await work;
  });
};
