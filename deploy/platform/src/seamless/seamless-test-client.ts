/**
 * Test support for the seamless wallet: members with money, launch tokens, and calls signed the way
 * a provider signs them (seamlessHeaders: method, path, provider id and body), against a platform fixture.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { GameType } from '@site/shared/contract';
import { createSession } from '../accounts/sessions';
import { buildPlatformApp } from '../app';
import { creditMember } from '../wallet/ledger';
import { TEST_OPERATOR_TOKEN, type PlatformFixture } from '../testing/platform-fixture';
import { openTestDatabase } from '../testing/test-database';
import { issueLaunchToken } from './launch-tokens';
import { seamlessHeaders } from './signature';

let serial = 0;

/** The secret the test platform checks signatures with. */
export const TEST_PROVIDER_SECRET = 'test-game-provider-secret-0123456789abcdef';

/** The platform on a fresh seeded database, with a known provider secret. */
export async function createSeamlessFixture(): Promise<PlatformFixture> {
  const db = await openTestDatabase({ seeded: true });
  const app = await buildPlatformApp({ db, operatorToken: TEST_OPERATOR_TOKEN, gameProviderSecret: TEST_PROVIDER_SECRET, bonus: { schedule: false } });
  return {
    db,
    app,
    call: ({ operator, headers, ...rest }) =>
      app.inject({ ...rest, headers: { ...(operator ? { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` } : {}), ...headers } }),
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/** Tables the seamless calls write; a refused call must leave their counts (and the balances) unchanged. */
export const SEAMLESS_TABLES = [
  'launch_tokens',
  'game_sessions',
  'seamless_players',
  'seamless_transactions',
  'game_rounds',
  'member_daily_rollups',
  'journal_entries',
  'journal_lines',
  'ledger_accounts',
] as const;

export interface Envelope<T = Record<string, unknown>> {
  success: boolean;
  value: T;
  errorCode: string | null;
  message: string | null;
  field?: string;
}

export class SeamlessClient {
  constructor(
    readonly fx: PlatformFixture,
    readonly secret = TEST_PROVIDER_SECRET,
  ) {}

  /** A new member (type 0, or 4 for a trial account) with `money` minor units of real money; returns its id. */
  async member(options: { money?: bigint; type?: number } = {}): Promise<string> {
    serial += 1;
    const rows = await this.fx.db.query<{ id: string }>(
      'INSERT INTO members (account, type, password_hash) VALUES ($1, $2, $3) RETURNING id::text AS id',
      [`seamless${process.pid % 10_000}x${serial}`, options.type ?? 0, 'scrypt$not-a-real-hash'],
    );
    const memberId = rows[0]!.id;
    if (options.money) {
      await creditMember(this.fx.db, { memberId, amount: options.money, idempotencyKey: `test-funding:${memberId}`, kind: 'TEST_FUNDING', source: 'OPERATOR_FUNDING' });
    }
    return memberId;
  }

  /** A launch token as the game launch issues it: from a fresh login session of the member. */
  async launchToken(memberId: string, game: { gameCode?: string; gameType?: GameType; vendor?: string; gameId?: number | null } = {}): Promise<string> {
    const login = await createSession(this.fx.db, memberId);
    return issueLaunchToken(this.fx.db, {
      memberId,
      loginSessionId: login.sessionId,
      gameCode: game.gameCode ?? 'SPORTS-SABA',
      gameName: 'Test game',
      gameType: game.gameType ?? 'SPORTS',
      vendor: game.vendor ?? 'SABA',
      gameId: game.gameId ?? null,
      language: 'en',
      lobbyOrigin: 'https://site.example',
    });
  }

  /** A signed call; `headers` override the signed ones (to test bad signatures). */
  call(name: string, body: unknown, options: { headers?: Record<string, string>; now?: number; raw?: string } = {}): Promise<LightMyRequestResponse> {
    const raw = options.raw ?? JSON.stringify(body);
    return this.fx.app.inject({
      method: 'POST',
      url: `/seamless/v1/${name}`,
      payload: raw,
      headers: { ...seamlessHeaders(this.secret, { path: `/seamless/v1/${name}`, rawBody: raw }, options.now), ...options.headers },
    });
  }

  /** A signed call that must succeed; its value. */
  async value<T = Record<string, unknown>>(name: string, body: unknown): Promise<T> {
    const response = await this.call(name, body);
    const envelope = response.json() as Envelope<T>;
    if (response.statusCode !== 200 || !envelope.success) throw new Error(`${name}: HTTP ${response.statusCode} ${response.body}`);
    return envelope.value;
  }

  /** A new member with money and a game session; returns the session token and the member. */
  async session(options: { money?: bigint; type?: number; gameCode?: string; gameType?: GameType; vendor?: string; gameId?: number | null } = {}) {
    const memberId = await this.member({ money: options.money ?? 10_000n, type: options.type });
    const launchToken = await this.launchToken(memberId, options);
    const value = await this.value<{ sessionToken: string; balance: number; currency: string; gameCode: string }>('authenticate', {
      requestId: `auth-${memberId}`,
      launchToken,
    });
    return { memberId, ...value };
  }

  async counts(): Promise<Record<(typeof SEAMLESS_TABLES)[number], number> & { balances: string }> {
    const rows = await this.fx.db.query<Record<string, number> & { balances: string }>(
      `SELECT ${SEAMLESS_TABLES.map((table) => `(SELECT count(*)::int FROM ${table}) AS ${table}`).join(', ')},
              (SELECT string_agg(id || ':' || balance, ',' ORDER BY id) FROM ledger_accounts) AS balances,
              (SELECT count(*)::int FROM launch_tokens WHERE used_at IS NOT NULL) AS used_launch_tokens`,
    );
    return rows[0] as Record<(typeof SEAMLESS_TABLES)[number], number> & { balances: string };
  }

  async walletBalance(memberId: string): Promise<number> {
    const rows = await this.fx.db.query<{ balance: string }>(
      `SELECT balance::text AS balance FROM ledger_accounts WHERE member_id = $1::bigint AND wallet_type = 'MAIN'`,
      [memberId],
    );
    return Number(rows[0]?.balance ?? 0);
  }
}
