import type { TFunction } from 'i18next';
import { ApiError } from '@site/shared';

/** Client errors that asking again may cure: a timed-out request, too many requests at once. */
const PASSING_CLIENT_ERRORS = new Set([408, 425, 429]);

/**
 * Whether the platform refused the request itself (a 4xx answer): asking again with the same
 * input gets the same answer, so a refusal is not offered a Retry.
 */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && !PASSING_CLIENT_ERRORS.has(error.status);
}

/**
 * The platform's sentence without the machine name of the field in front ("paymentPassword: the
 * payment password is incorrect" → "The payment password is incorrect"): the form shows the text
 * under the field, whose label already names it in words.
 */
export function withoutFieldName(message: string, field: string | undefined): string {
  const prefix = field ? `${field}: ` : '';
  if (!prefix || !message.startsWith(prefix)) return message;
  // What followed the name was the middle of a sentence; alone it starts one.
  const sentence = message.slice(prefix.length);
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** A refusal's plain details (a limit's figures) for the kit's sentence to name. */
function detailValues(details: unknown): Record<string, string | number> {
  if (typeof details !== 'object' || details === null) return {};
  return Object.fromEntries(Object.entries(details).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number'));
}

/**
 * What a person reads for a failed call: the kit's own words for a refusal it knows (in the
 * user's language, `refusal.<errorCode>` in the 'centre-kit' namespace), else the platform's
 * sentence without the field's machine name. `t` reads the kit's namespace.
 */
export function refusalText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const key = `refusal.${error.errorCode}`;
    const own = t(key, { defaultValue: '', ...detailValues(error.details) });
    if (own) return own;
    return withoutFieldName(error.message, error.field);
  }
  return error instanceof Error && error.message ? error.message : String(error);
}
