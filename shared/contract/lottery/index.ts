/**
 * '@site/shared/contract/lottery': the lottery's calls (lobby menu, issues and results, bets) as
 * zod schemas shared by the platform and the lottery remote. A separate entry because it carries
 * zod: the lottery's first page imports its types and `./constants` only, lazily loaded screens
 * the schemas.
 */
import '../zod-in-browser';
export * from './constants';
export * from './menu';
export * from './results';
export * from './bets';
export * from './endpoints';
