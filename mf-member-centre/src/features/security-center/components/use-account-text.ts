import { useCallback } from 'react';
import { ApiError, queryClient, useMutation, useTranslation } from '@site/shared';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { accountKeys } from '../api/account-keys';
import { texts } from '../texts';
import { useFieldProblemText } from './field-problems';

type RefusalCode = keyof typeof texts.en.error;
const KNOWN_REFUSALS = new Set(Object.keys(texts.en.error));

/** The page's texts: `t('profile.nickname')` reads `securityCenter.profile.nickname`. */
export function useAccountText() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  return useCallback((key: string, options?: Record<string, unknown>) => t(`securityCenter.${key}`, options ?? {}), [t]);
}

/**
 * A platform refusal in the member's language: the codes this page knows get their own sentence,
 * and a value the platform's check refused gets that field's rule (both still placed under the
 * field the platform named); anything else keeps the platform's message.
 */
export function useLocalizeRefusal() {
  const t = useAccountText();
  const describeField = useFieldProblemText();
  return useCallback(
    (error: unknown): unknown => {
      if (!(error instanceof ApiError)) return error;
      if (error.errorCode === 'VALIDATION' && error.field) {
        return new ApiError(error.errorCode, describeField(error.field, 'default'), error.status, error.field, error.details);
      }
      if (!KNOWN_REFUSALS.has(error.errorCode)) return error;
      return new ApiError(error.errorCode, t(`error.${error.errorCode as RefusalCode}`), error.status, error.field, error.details);
    },
    [t, describeField],
  );
}

/**
 * A change to the account as a react-query mutation whose refusal is already in the member's
 * words (see useLocalizeRefusal), ready for a form's `form.submit` or a button's alert.
 * `onSuccess` may return a promise: the mutation stays pending until it settles.
 */
export function useAccountChange<TRequest = void, TAnswer = unknown>(change: (request: TRequest) => Promise<TAnswer>, onSuccess?: () => Promise<unknown>) {
  const localize = useLocalizeRefusal();
  return useMutation({ mutationFn: (request: TRequest) => change(request).catch((error: unknown) => Promise.reject(localize(error))), onSuccess }, queryClient);
}

/** After any change the whole page reads again: the profile's counts and flags depend on every section. */
export function refreshAccount(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: accountKeys.all });
}
