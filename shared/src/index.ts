/**
 * The public API of the shared singleton package: the contract between the shell and every remote.
 * Import it only as '@site/shared'; a deep or relative import would create a second store.
 */
export * from './contract/remote';
export * from './bus/bus';
export * from './session/store';
export * from './api/client';
export { apiEncrypted, encryptPayload } from './api/encrypted';
export * from './session/gate';
export * from './account/account-queries';
export * from './config/merchant';
export * from './i18n/i18n';
export * from './theme/theme';
export * from './format/balance';
export * from './ui';
export * from './query/query-client';
export * from './games/vendor-lanes-query';
// What the platform and the front end agree on (payload types, field rules, banner groups, lanes).
export * from '../contract';
