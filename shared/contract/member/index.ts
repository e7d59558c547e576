/**
 * '@site/shared/contract/member': the member centre's calls (account, wallets, deposits,
 * withdrawals, records, messages) as zod schemas shared by the platform and the member centre.
 * A separate entry from '@site/shared/contract' because it carries zod: the member centre's lazy
 * pages load it, the first page never does.
 */
import '../zod-in-browser';
export * from './common';
export * from './account';
export * from './deposits';
export * from './wallets';
export * from './balance';
export * from './withdrawals';
export * from './records';
export * from './messages';
