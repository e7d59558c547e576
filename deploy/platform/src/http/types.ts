import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';

/** The Fastify instance the routes are declared on: zod schemas type the requests and replies. */
export type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** What every area plugin is registered with. What one area shares with another is a decorator. */
export interface AreaOptions {
  db: Db;
  /** The secret of `Authorization: Bearer …` on /ops. Never logged. */
  operatorToken: string;
  /** Override how long cached start-up reads live (see ReadCache). */
  cacheTtlMs?: number;
}
