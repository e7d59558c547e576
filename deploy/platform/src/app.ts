import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import {
  createJsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { accountsPlugin } from './accounts/accounts-plugin';
import { agentsPlugin } from './agents/agents-plugin';
import { appReleasesPlugin } from './app-releases/app-releases-plugin';
import { recruitmentPlugin } from './recruitment/recruitment-plugin';
import type { SettlementOptions } from './agents/settlement/settlement-routes';
import type { Delivery } from './accounts/outbox';
import { EncryptionKeys } from './accounts/encryption-keys';
import { sessionGuard } from './accounts/session-auth';
import { contentPlugin } from './content/content-plugin';
import { customerServicePlugin } from './customer-service/customer-service-plugin';
import type { Db } from './db/database';
import { demoDataDecision } from './db/database-mode';
import { developmentSealingKeys, type SealingKeys, SecretSealer, sealingKeysFromEnv } from './crypto/sealed-secret';
import { depositsPlugin } from './deposits/deposits-plugin';
import { feedbackPlugin } from './feedback/feedback-plugin';
import { helpPlugin } from './help/help-plugin';
import { chatPlugin, type ChatOptions } from './chat/chat-plugin';
import { gamesPlugin } from './games/games-plugin';
import { healthPlugin } from './health/health-plugin';
import { messagesPlugin } from './messages/messages-plugin';
import { apiDocumentRoutes } from './http/api-document';
import { limitDefaultBodies } from './http/body-parsers';
import { closedSiteGuard } from './http/closed-site-guard';
import type { CallerChecks } from './http/endpoint-routes';
import { siteClosedRefusal } from './system/site-closed';
import { platformErrorHandler } from './http/error-handler';
import { errorEnvelope } from './http/errors';
import { LOG_REDACT_PATHS } from './http/log-redaction';
import { lotteryPlugin, type LotteryOptions } from './lottery/lottery-plugin';
import type { TrustProxySetting } from './http/trust-proxy';
import { zodValidatorCompiler } from './http/validation';
import { memberPlugin } from './member/member-plugin';
import { assertOperatorToken } from './config/operator-token';
import { configuredBrandProfile, type BrandProfile } from './protection/brand-profile';
import { recordsPlugin } from './records/records-plugin';
import { rewardsPlugin } from './rewards/rewards-plugin';
import { rebatePlugin } from './rewards/rebate/rebate-plugin';
import { bonusPlugin, type BonusOptions } from './rewards/bonus/bonus-plugin';
import { kycPlugin } from './protection/kyc/kyc-plugin';
import { limitsPlugin } from './protection/limits/limits-plugin';
import { exclusionPlugin } from './protection/exclusion/exclusion-plugin';
import { statementPlugin } from './protection/statement/statement-plugin';
import { seamlessPlugin } from './seamless/seamless-plugin';
import { systemPlugin } from './system/system-plugin';
import { walletPlugin } from './wallet/wallet-plugin';
import { walletsPlugin } from './wallets/wallets-plugin';
import { withdrawalsPlugin } from './withdrawals/withdrawals-plugin';

export interface PlatformPluginOptions {
  db: Db;
  /** The secret of `Authorization: Bearer …` on /ops (32 characters or more); see resolveOperatorToken. Never logged. */
  operatorToken: string;
  /** Override how long cached start-up reads live (see ReadCache). */
  cacheTtlMs?: number;
  /** Where SMS and mail go; default: the outbox table. */
  delivery?: Delivery;
  /** Test-only routes (GET /ops/captcha/<key>); default: env PLATFORM_TEST_HOOKS === '1'. */
  testHooks?: boolean;
  /** The seamless wallet's signing secret (32+ characters); default env GAME_PROVIDER_SECRET, else generated. Never logged. */
  gameProviderSecret?: string;
  /** The demo gateway's secret shared by all servers (see SiteSecrets); default: the deposits area's own. Never logged. */
  demoGatewaySecret?: string;
  /**
   * Demo mode: the demo payment gateway (pays without money) exists only then. Default: the same
   * decision as the demo seed's, demoDataDecision(db.kind, process.env).
   */
  demoMode?: boolean;
  /** The lottery's scheduler (default: runs every second), clock and tick; tests turn the scheduler off. */
  lottery?: LotteryOptions;
  /** The agents' settlement scheduler (default: runs every 30 s) and clock; tests turn the scheduler off. */
  settlement?: SettlementOptions;
  /** The bonus sweep (default: every 30 s); tests turn it off. */
  bonus?: BonusOptions;
  /** The chat's pruning timer and how often an open stream checks its reader again. */
  chat?: ChatOptions;
  /** The licence's protection figures (see protection/brand-profile.ts); default: env BRAND_PROFILE, an invalid one refused here. */
  brandProfile?: BrandProfile;
  /**
   * The keys secrets at rest are sealed with (crypto/sealed-secret.ts), as resolveSiteSecrets settled
   * them; default: SECRETS_SEALING_KEY, else the development key.
   */
  sealingKeys?: SealingKeys;
}

/** Path prefixes the platform owns; anything unknown under them is a 404 envelope, not the site's page. */
const OWNED_PREFIXES = ['/wps', '/lgw', '/ops', '/media', '/pay'];

/**
 * The platform API as a Fastify plugin (encapsulated: its compilers, error handler, OpenAPI
 * document and the areas' decorators apply to its own routes only). Each area (system, content,
 * games, accounts, wallet) is a plugin of its own, registered after the areas it depends on; the
 * database is migrated and seeded before (seed.ts), not here. The site server registers it at the
 * root prefix; `buildPlatformApp` runs it alone. Request `ip` comes from the host Fastify
 * instance, so which X-Forwarded-For entries count is the host's `trustProxy` setting (none unless
 * told).
 */
export const platformPlugin: FastifyPluginAsync<PlatformPluginOptions> = async (instance, options) => {
  assertOperatorToken(options.operatorToken);
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.decorate('brandProfile', options.brandProfile ?? configuredBrandProfile());
  // The servers' entry points pass the keys resolveSiteSecrets settled (which refuses PostgreSQL
  // outside demo mode without a key); a platform built without them (tests) takes the variables or the development key.
  app.decorate('secretSealer', new SecretSealer(options.sealingKeys ?? sealingKeysFromEnv() ?? developmentSealingKeys()));

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(platformErrorHandler);
  limitDefaultBodies(app);
  // Sign-in, registration, codes, passwords, wallet and games are refused from a blocked address
  // and during maintenance; which calls that means is declared in closed-site-guard.ts.
  // The settings are the system area's, registered below; the hook reads them per request.
  // Every area's declared calls check sessions and open sealed bodies the accounts area's way.
  const keys = new EncryptionKeys(options.db);
  const callerChecks: CallerChecks = {
    session: (role, check) => sessionGuard(options.db, role, check),
    openSealed: (body) => keys.open(body),
  };
  app.decorate('callerChecks', callerChecks);
  app.addHook('onRequest', closedSiteGuard(async (ip) => siteClosedRefusal(await app.system.settings(), ip)));

  // API answers describe live state; only the pictures under /media set their own caching.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Site platform API',
        description: 'The platform protocol of the site: every answer is { success, value, errorCode, message }.',
        version: '1.0.0',
      },
      tags: [
        { name: 'system', description: 'Start-up configuration and status' },
        { name: 'content', description: 'Announcements, banners and promotions' },
        { name: 'games', description: 'Navigation and providers' },
        { name: 'media', description: 'Generated pictures' },
        { name: 'session', description: 'Encryption key, captcha, logins and logout' },
        { name: 'member', description: 'Registration, member info, codes and passwords' },
        { name: 'wallet', description: 'Balance and unread messages (session token)' },
        { name: 'messages', description: "The member's inbox (platform information) and operator messages" },
        { name: 'operator', description: 'Every operator call, beside its area (Bearer operator token)' },
        { name: 'records', description: 'Betting and account records, profit and loss, bonuses (session token)' },
        { name: 'rewards', description: 'Rewards: manual rebate and the reward centre (session token)' },
        { name: 'deposit', description: 'Deposit channels and orders, the payment gateway callback (session token or signed)' },
        { name: 'withdrawal', description: 'Withdrawals, matched deposits and their slices (session token)' },
        { name: 'payment gateway', description: 'The demo payment gateway: its hosted payment page (HTML)' },
        { name: 'lottery', description: 'The lottery: lobby menu, issues, results and their proof, bets' },
        { name: 'agents', description: "The agent centre: the caller's team, register centre, transfers, notices, reports, contracts (agent session)" },
        { name: 'protection', description: 'Player protection: limits, reality checks, time-out and self-exclusion, the exclusion register, KYC' },
        { name: 'feedback', description: "Feedback and complaints: sending (members and visitors), my history, the operator's replies and status" },
        { name: 'chat', description: 'The chat room: rooms, the message stream (server-sent events), posts, shared bets, reports, mutes and bans' },
        { name: 'seamless', description: 'Seamless wallet protocol: a game provider moves member money (signed calls, minor units)' },
      ],
      components: {
        securitySchemes: {
          operatorToken: { type: 'http', scheme: 'bearer' },
          sessionToken: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'The raw session token, no scheme' },
        },
      },
    },
    transform: createJsonSchemaTransform({ skipList: [] }),
    transformObject: jsonSchemaTransformObject,
  });
  // The document only, no browsing UI: see api-document.ts.
  apiDocumentRoutes(app);

  const area = { db: options.db, operatorToken: options.operatorToken, cacheTtlMs: options.cacheTtlMs };
  await app.register(healthPlugin, area);
  await app.register(systemPlugin, area);
  await app.register(contentPlugin, area);
  await app.register(gamesPlugin, area);
  await app.register(accountsPlugin, { ...area, delivery: options.delivery, testHooks: options.testHooks, demoMode: options.demoMode ?? demoDataDecision(options.db.kind).enabled });
  await app.register(walletPlugin, area);
  await app.register(memberPlugin, { ...area, delivery: options.delivery });
  await app.register(seamlessPlugin, { ...area, gameProviderSecret: options.gameProviderSecret });
  await app.register(walletsPlugin, area);
  await app.register(depositsPlugin, { ...area, demoMode: options.demoMode ?? demoDataDecision(options.db.kind).enabled, demoGatewaySecret: options.demoGatewaySecret });
  await app.register(withdrawalsPlugin, area);
  await app.register(recordsPlugin, area);
  await app.register(rebatePlugin, area);
  await app.register(rewardsPlugin, area);
  await app.register(bonusPlugin, { ...area, bonus: options.bonus });
  await app.register(kycPlugin, area);
  await app.register(limitsPlugin, area);
  await app.register(exclusionPlugin, area);
  await app.register(statementPlugin, area);
  await app.register(messagesPlugin, area);
  await app.register(feedbackPlugin, area);
  await app.register(helpPlugin, area);
  await app.register(chatPlugin, { ...area, chat: options.chat });
  await app.register(lotteryPlugin, { ...area, lottery: options.lottery, testHooks: options.testHooks });
  await app.register(agentsPlugin, { ...area, testHooks: options.testHooks, settlement: options.settlement });
  await app.register(appReleasesPlugin, area);
  await app.register(recruitmentPlugin, area);
  await app.register(customerServicePlugin, area);

  for (const prefix of OWNED_PREFIXES) {
    for (const url of [prefix, `${prefix}/*`]) {
      app.all(url, { schema: { hide: true } }, async (_request, reply) =>
        reply.code(404).send(errorEnvelope('NOT_FOUND', 'Not found')),
      );
    }
  }
};

export interface BuildPlatformAppOptions {
  db: Db;
  operatorToken: string;
  logger?: boolean;
  /** Which proxies may name the visitor in X-Forwarded-For (see parseTrustProxy). Default: none. */
  trustProxy?: TrustProxySetting;
  /** See PlatformPluginOptions.testHooks. */
  testHooks?: boolean;
  /** See PlatformPluginOptions.gameProviderSecret. */
  gameProviderSecret?: string;
  /** See PlatformPluginOptions.demoMode. */
  demoMode?: boolean;
  /** See PlatformPluginOptions.lottery. */
  lottery?: LotteryOptions;
  /** See PlatformPluginOptions.settlement. */
  settlement?: SettlementOptions;
  /** See PlatformPluginOptions.bonus. */
  bonus?: BonusOptions;
  /** See PlatformPluginOptions.chat. */
  chat?: ChatOptions;
  /** See PlatformPluginOptions.brandProfile. */
  brandProfile?: BrandProfile;
  /** See PlatformPluginOptions.sealingKeys. */
  sealingKeys?: SealingKeys;
}

export { LOG_REDACT_PATHS };

/** A Fastify instance running only the platform, ready for `inject` or `listen`. */
export async function buildPlatformApp(options: BuildPlatformAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { redact: LOG_REDACT_PATHS } : false,
    trustProxy: options.trustProxy ?? false,
  });
  await app.register(platformPlugin, {
    db: options.db,
    operatorToken: options.operatorToken,
    testHooks: options.testHooks,
    gameProviderSecret: options.gameProviderSecret,
    demoMode: options.demoMode,
    lottery: options.lottery,
    settlement: options.settlement,
    bonus: options.bonus,
    chat: options.chat,
    brandProfile: options.brandProfile,
    sealingKeys: options.sealingKeys,
  });
  await app.ready();
  return app;
}
