import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Delivery } from '../accounts/outbox';
import type { Db } from '../db/database';
import type { PlatformStore } from '../store/platform-store';

/** The Fastify instance the routes are declared on: zod schemas type the requests and replies. */
export type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

export interface RouteDeps {
  db: Db;
  store: PlatformStore;
  operatorToken: string;
  /** Where SMS and mail go; default: the outbox table (src/accounts/outbox.ts). */
  delivery?: Delivery;
  /** Test-only routes (GET /ops/captcha/<key>); default: env PLATFORM_TEST_HOOKS === '1'. */
  testHooks?: boolean;
}
