/**
 * '@site/shared/contract/seamless': the seamless wallet protocol between a game vendor and the
 * platform, as zod schemas and declarations. A separate entry because it carries zod; no page
 * loads it.
 */
export * from './schemas';
export * from './endpoints';
