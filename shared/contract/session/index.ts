/**
 * '@site/shared/contract/session': signing in and out, registration, code sends, passwords, the
 * signed-in account's info and the operator's account calls, as zod schemas and declarations. A
 * separate entry from '@site/shared/contract' because it carries zod: the shell's first page
 * imports only its types.
 */
import '../zod-in-browser';
export * from './login';
export * from './registration';
export * from './passwords';
export * from './member-info';
export * from './operator';
