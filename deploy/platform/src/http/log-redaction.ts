/**
 * What the logger must never write (pino `redact` paths). Fastify's request log holds method, URL
 * and addresses only; these paths cover anything that logs headers or bodies on purpose (or by
 * mistake). A light module of its own, so a host (deploy/server) can use it without loading the
 * platform.
 */
const SECRET_KEYS = [
  'password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'confirmNewPassword',
  'paymentPassword',
  'newPaymentPassword',
  'confirmPaymentPassword',
  'verificationCode',
  'captcha',
  'token',
  'resetToken',
  'authorization',
  'cookie',
];

/**
 * A pino path names one depth only ('*.password' misses 'password' and 'body.user.password'), so
 * every secret key is listed at the top and up to four levels down.
 */
const DEPTHS = ['', '*.', '*.*.', '*.*.*.', '*.*.*.*.'];

export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => DEPTHS.map((depth) => `${depth}${key}`)),
];
