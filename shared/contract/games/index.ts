/**
 * '@site/shared/contract/games': the game calls' zod schemas and declarations, shared by the
 * platform and the game pages. A separate entry because it carries zod: the shell's first page
 * imports the game types only (from '@site/shared'), never this.
 */
import '../zod-in-browser';
export * from './schemas';
export * from './endpoints';
