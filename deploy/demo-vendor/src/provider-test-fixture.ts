/**
 * Test support for the demo vendor: the platform and the vendor on one Fastify instance (as the
 * site server runs them in demo mode), wallet calls carried by `app.inject` (through an optional
 * wrapper that can delay or fail them), a clock the test moves, timers off (the test runs the
 * scheduler's work itself), and a seeded RNG.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import type { GameType } from '@site/shared/contract';
import { platformPlugin, type PlatformPluginOptions } from '../../platform/src/app';
import type { Db, ScriptDb } from '../../platform/src/db/database';
import { SeamlessClient, TEST_PROVIDER_SECRET } from '../../platform/src/seamless/seamless-test-client';
import { TEST_OPERATOR_TOKEN, type PlatformFixture } from '../../platform/src/testing/platform-fixture';
import { openTestDatabase } from '../../platform/src/testing/test-database';
import type { DemoProvider } from './demo-provider';
import { mountDemoVendor } from './mount';
import type { ProviderOptions } from './provider-plugin';
import type { WalletTransport } from './wallet-client';

/** The platform and the vendor on one instance, sharing the test's signing secret; ready for inject or listen. */
export async function buildPlatformWithVendor(
  db: ScriptDb,
  vendor: ProviderOptions,
  platform: Partial<Omit<PlatformPluginOptions, 'db' | 'operatorToken' | 'gameProviderSecret'>> = {},
): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(platformPlugin, { db, operatorToken: TEST_OPERATOR_TOKEN, gameProviderSecret: TEST_PROVIDER_SECRET, ...platform });
  await mountDemoVendor(app, { ...vendor, db, gameProviderSecret: TEST_PROVIDER_SECRET });
  await app.ready();
  return app;
}

export interface ProviderFixture {
  db: ScriptDb;
  app: FastifyInstance;
  provider: DemoProvider;
  seamless: SeamlessClient;
  /** Moves the provider's clock. */
  advance(ms: number): void;
  close(options?: { keepDb?: boolean }): Promise<void>;
}

/** Wraps the real transport, e.g. to make some calls time out or fail. */
export type TransportWrapper = (inner: WalletTransport) => WalletTransport;

export interface ProviderFixtureOptions extends Omit<ProviderOptions, 'walletTransport' | 'now' | 'onProvider'> {
  wrap?: TransportWrapper;
  /** Reuse a database (a restart). */
  db?: ScriptDb;
  /** Start the clock here (ms since 1970). */
  startAt?: number;
}

export async function createProviderFixture(options: ProviderFixtureOptions = {}): Promise<ProviderFixture> {
  const { wrap, db: givenDb, startAt, ...providerOptions } = options;
  const db = givenDb ?? (await openTestDatabase({ seeded: true }));
  let clock = startAt ?? Date.now();
  // The transport needs the app it is part of: filled in once the app is built.
  const built: { app?: FastifyInstance } = {};
  const inject: WalletTransport = async ({ path: url, headers, body }) => {
    const response = await built.app!.inject({ method: 'POST', url, headers, payload: body });
    return { status: response.statusCode, body: response.body };
  };
  let provider: DemoProvider | undefined;
  const app = await buildPlatformWithVendor(db, {
    rngSeed: 'provider-tests',
    outboxIntervalMs: 0,
    schedulerIntervalMs: 0,
    walletTimeoutMs: 1000,
    ...providerOptions,
    walletTransport: wrap ? wrap(inject) : inject,
    now: () => new Date(clock),
    onProvider: (created) => {
      provider = created;
    },
  });
  built.app = app;
  const fixture: PlatformFixture = {
    db,
    app,
    call: (request) => app.inject(request),
    close: async () => undefined,
  };
  return {
    db,
    app,
    provider: provider!,
    seamless: new SeamlessClient(fixture),
    advance: (ms) => {
      clock += ms;
    },
    close: async ({ keepDb = false } = {}) => {
      await app.close();
      if (!keepDb) await db.close();
    },
  };
}

/** A catalogue game of a type (the first one), as the games area would launch it. */
export async function catalogueGame(db: Db, gameType: GameType): Promise<{ gameCode: string; gameType: GameType; vendor: string; gameId: number }> {
  const rows = await db.query<{ id: number; vendor: string }>('SELECT id, vendor FROM games WHERE game_type = $1 ORDER BY id LIMIT 1', [gameType]);
  const game = rows[0]!;
  return { gameCode: `${gameType}-${game.id}`, gameType, vendor: game.vendor, gameId: game.id };
}

/** Opens a game for a member through /provider/launch; answers the provider session id. */
export async function launchGame(
  fx: ProviderFixture,
  memberId: string,
  game: { gameCode: string; gameType: GameType; vendor: string; gameId?: number | null },
): Promise<string> {
  const token = await fx.seamless.launchToken(memberId, game);
  const response = await fx.app.inject({ method: 'GET', url: `/provider/launch?token=${token}&lang=es` });
  if (response.statusCode !== 303) throw new Error(`launch: HTTP ${response.statusCode} ${response.body}`);
  const location = new URL(String(response.headers.location), 'http://provider.test');
  return location.searchParams.get('session')!;
}

/** A client API call with the session header. */
export function play(fx: ProviderFixture, session: string, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return fx.app.inject({
    method,
    url: `/provider/api/${url}`,
    headers: { 'x-provider-session': session },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A scratch folder standing in for the built game client. */
export function fakeClientDir(withPage: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'provider-client-'));
  if (withPage) {
    fs.writeFileSync(path.join(dir, 'play.html'), '<!doctype html><title>game</title><script src="/provider/assets/client.js"></script>');
    fs.writeFileSync(path.join(dir, 'client.js'), 'console.log("game");');
  }
  return dir;
}
