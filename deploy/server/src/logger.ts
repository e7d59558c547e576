import { LOG_REDACT_PATHS } from '../../platform/src/http/log-redaction';

/**
 * The site server's logger: LOG_LEVEL (default info), redacting what the platform's logger
 * redacts (passwords, codes, tokens, authorization and cookies, nested in bodies too), since the
 * platform runs in this process and anything logged here may hold a request's headers or body.
 */
export function siteLoggerOptions(stream?: { write: (line: string) => void }) {
  return {
    level: process.env.LOG_LEVEL ?? 'info',
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}
