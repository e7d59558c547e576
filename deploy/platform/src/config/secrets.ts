/**
 * The secrets every platform process of a site must share, resolved once at start:
 * - OPERATOR_TOKEN, the key to /ops;
 * - LOTTERY_SEED_KEY (and LOTTERY_SEED_KEY_PREVIOUS), what every draw is derived from;
 * - GAME_PROVIDER_SECRET, what the seamless wallet calls are signed with;
 * - in demo mode, DEMO_GATEWAY_SECRET, what the demo payment gateway signs its callbacks with.
 * - SECRETS_SEALING_KEY (and SECRETS_SEALING_KEY_PREVIOUS), what secrets at rest are sealed with
 *   (crypto/sealed-secret.ts): never in the database; without it the development key, only in demo
 *   mode or on the embedded database; on PostgreSQL outside demo mode the start is refused.
 * (PAYMENT_GATEWAY_SECRET is the real gateway's, given by it: deposits/payment-gateways.ts reads it.)
 *
 * A variable that is set wins on every database. All of them are checked before anything is read
 * or written: a short one stops the start, naming the variable and never echoing the value.
 * Without the variable:
 * - on PostgreSQL (DATABASE_URL), where several servers share one database, a value generated once
 *   and kept in the table site_secrets: the first server to start inserts it, and every server reads
 *   back the row that won, so servers starting together agree. A server's own disk counts only once,
 *   on the upgrade: a token or demo seed key it wrote into DATA_DIR before becomes the shared value
 *   when the database has none yet, so the operators' token keeps working and committed issues can
 *   be drawn. The seed key goes there in demo mode only; outside it LOTTERY_SEED_KEY is required,
 *   so a copy of the database is never enough to compute a draw.
 * - on the embedded database (one server), as before: the token and the seed key in DATA_DIR files,
 *   the wallet's and the demo gateway's secrets made per process (both sides run in it).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { resolveSealingKeys, type SealingKeys } from '../crypto/sealed-secret';
import type { Db } from '../db/database';
import { demoDataDecision } from '../db/database-mode';
import { type LotterySeedKeys, readSeedKeyFile, requireSeedKeyOutsideDemo, resolveLotterySeedKeys, seedKeysFromEnv } from '../lottery/seed-key';
import { assertOperatorToken, OPERATOR_TOKEN_FILE, readOperatorTokenFile, resolveOperatorToken, writeOperatorTokenCopy } from './operator-token';
import { resolveGameProviderSecret } from '../seamless/signature';

type Env = Record<string, string | undefined>;

export interface SiteSecrets {
  operatorToken: string;
  lotterySeedKeys: LotterySeedKeys;
  gameProviderSecret: string;
  /**
   * The demo gateway's secret when the database keeps it (demo mode on PostgreSQL without
   * DEMO_GATEWAY_SECRET); otherwise undefined and the deposits area decides as it always has.
   */
  demoGatewaySecret: string | undefined;
  /** The keys of secrets at rest. */
  sealingKeys: SealingKeys;
  /** Where each came from, for the start-up log: a variable's name, a file's path or the table. Never a value. */
  sources: Record<'operatorToken' | 'lotterySeedKey' | 'gameProviderSecret' | 'demoGatewaySecret' | 'sealingKey', string>;
}

/** Row names in site_secrets. */
export const SECRET_NAMES = {
  operatorToken: 'operator-token',
  lotterySeedKey: 'lottery-seed-key',
  gameProviderSecret: 'game-provider-secret',
  demoGatewaySecret: 'demo-gateway-secret',
} as const;

const IN_DATABASE = 'the database (site_secrets)';
const PER_PROCESS = 'made for this process';

const variable = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

/**
 * The value stored under `name`, inserting `initial()` (or a new random one) when there is none.
 * Read, insert if absent, read again: of two servers inserting at once one row wins and both read it.
 */
async function sharedSecret(db: Db, name: string, initial: () => string | null): Promise<string> {
  const read = async () => (await db.query<{ value: string }>('SELECT value FROM site_secrets WHERE name = $1', [name]))[0]?.value;
  const existing = await read();
  if (existing !== undefined) return existing;
  const candidate = initial() ?? randomBytes(32).toString('hex');
  await db.query('INSERT INTO site_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, candidate]);
  const stored = await read();
  if (stored === undefined) throw new Error(`site_secrets holds no ${name} right after it was inserted`);
  return stored;
}

/** Resolves every shared secret for a platform on `db` with its files in `dataDir` (see the top of this file). */
export async function resolveSiteSecrets(options: { db: Db; dataDir: string; env?: Env }): Promise<SiteSecrets> {
  const { db, dataDir } = options;
  const env = options.env ?? process.env;
  const demo = demoDataDecision(db.kind, env).enabled;
  const onPostgres = db.kind === 'postgres';

  // The configured values, all checked before the database or a file is touched.
  const givenToken = variable(env, 'OPERATOR_TOKEN');
  if (givenToken) assertOperatorToken(givenToken, 'OPERATOR_TOKEN');
  const givenSeedKeys = seedKeysFromEnv(env);
  if (!givenSeedKeys) requireSeedKeyOutsideDemo(db.kind, env);
  const givenProviderSecret = variable(env, 'GAME_PROVIDER_SECRET');
  if (givenProviderSecret) resolveGameProviderSecret(givenProviderSecret, 'GAME_PROVIDER_SECRET');
  const givenGatewaySecret = demo ? variable(env, 'DEMO_GATEWAY_SECRET') : undefined;
  if (givenGatewaySecret) resolveGameProviderSecret(givenGatewaySecret, 'DEMO_GATEWAY_SECRET');
  const sealingKeys = resolveSealingKeys({ developmentAllowed: demo || !onPostgres, env });

  let operatorToken: { value: string; source: string };
  if (givenToken) operatorToken = { value: givenToken, source: 'OPERATOR_TOKEN' };
  else if (onPostgres) {
    const value = await sharedSecret(db, SECRET_NAMES.operatorToken, () => readOperatorTokenFile(dataDir));
    assertOperatorToken(value, `The operator token in ${IN_DATABASE}`);
    operatorToken = { value, source: `${IN_DATABASE}, copied to ${writeOperatorTokenCopy(dataDir, value)} for the ops CLI` };
  } else {
    const value = resolveOperatorToken(dataDir, env);
    operatorToken = { value, source: `the file ${path.join(dataDir, OPERATOR_TOKEN_FILE)}` };
  }

  let seed: { keys: LotterySeedKeys; source: string };
  if (givenSeedKeys) seed = { keys: givenSeedKeys, source: 'LOTTERY_SEED_KEY' };
  else if (onPostgres) seed = { keys: { current: await sharedSecret(db, SECRET_NAMES.lotterySeedKey, () => readSeedKeyFile(dataDir)) }, source: IN_DATABASE };
  else seed = resolveLotterySeedKeys({ dataDir, kind: db.kind, env });

  let provider: { value: string; source: string };
  if (givenProviderSecret) provider = { value: givenProviderSecret, source: 'GAME_PROVIDER_SECRET' };
  else if (onPostgres) provider = { value: await sharedSecret(db, SECRET_NAMES.gameProviderSecret, () => null), source: IN_DATABASE };
  else provider = { value: resolveGameProviderSecret(undefined).secret, source: PER_PROCESS };

  let gateway: { value: string | undefined; source: string };
  if (!demo) gateway = { value: undefined, source: 'none (not in demo mode)' };
  else if (givenGatewaySecret) gateway = { value: undefined, source: 'DEMO_GATEWAY_SECRET' };
  else if (onPostgres) gateway = { value: await sharedSecret(db, SECRET_NAMES.demoGatewaySecret, () => null), source: IN_DATABASE };
  else gateway = { value: undefined, source: PER_PROCESS };

  return {
    operatorToken: operatorToken.value,
    lotterySeedKeys: seed.keys,
    gameProviderSecret: provider.value,
    demoGatewaySecret: gateway.value,
    sealingKeys,
    sources: {
      operatorToken: operatorToken.source,
      lotterySeedKey: seed.source,
      gameProviderSecret: provider.source,
      demoGatewaySecret: gateway.source,
      sealingKey: sealingKeys.source,
    },
  };
}
