/**
 * What the platform and the front end agree on, with no state in it: API payload types, the field
 * rules of forms and of the server's checks, vendor-lane normalisation,
 * the error codes both sides act on and the sealing of encrypted calls. The platform imports it as
 * '@site/shared/contract'; the front end gets the same exports through '@site/shared'.
 */
export type * from './api';
export * from './games';
export * from './field-rules';
export * from './vendor-lanes';
export * from './errors';
export * from './seal';
export * from './first-data';
export * from './languages';
export * from './remotes';
export * from './site-day';
export * from './device-id';
