import type { TFunction } from 'i18next';
import { ApiError } from '@site/shared';

/** Refusals the slip explains in its own words; anything else shows the platform's message. */
const EXPLAINED = ['LOTTERY_ISSUE_LOCKED', 'LOTTERY_ISSUE_NOT_OPEN', 'LOTTERY_UNKNOWN_ISSUE', 'LOTTERY_UNKNOWN_GAME', 'INSUFFICIENT_FUNDS', 'NETWORK'];
/** Fields of the bet the player can name on screen. */
const FIELDS = ['numbers', 'units', 'betType', 'numero', 'gameId', 'requestId'];

/**
 * What the player reads when a bet is refused: why, and that nothing was taken. A validation
 * refusal names the field as the slip labels it, followed by the platform's reason.
 */
export function refusalText(error: unknown, numero: string, t: TFunction): string {
  const apiError = error instanceof ApiError ? error : new ApiError('UNKNOWN', error instanceof Error ? error.message : String(error), 0);
  if (EXPLAINED.includes(apiError.errorCode)) return t(`betting.refusal.${apiError.errorCode}`, { numero });
  if (apiError.errorCode === 'VALIDATION') {
    const field = apiError.field && FIELDS.includes(apiError.field) ? t(`betting.fields.${apiError.field}`) : (apiError.field ?? '');
    // The platform writes "<field>: <problem>"; the field is shown by its label instead.
    const problem = apiError.field ? apiError.message.replace(new RegExp(`^${apiError.field}: `), '') : apiError.message;
    return field ? t('betting.refusal.VALIDATION', { field, message: problem }) : t('betting.refusal.other', { message: problem });
  }
  return t('betting.refusal.other', { message: apiError.message });
}
