/**
 * What the logger must never write (pino `redact` paths). Fastify's request log holds method, URL
 * and addresses only; these paths cover anything that logs headers or bodies on purpose (or by
 * mistake). A light module of its own, so a host (deploy/server) can use it without loading the
 * platform.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.confirmPassword',
  '*.confirmNewPassword',
  '*.verificationCode',
  '*.captcha',
  '*.token',
];
