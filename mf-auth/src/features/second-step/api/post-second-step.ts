import { callApi, callSealedApi, type LoginValue } from '@site/shared';
import type { SecondStepAnswer, SecondStepCodeRequest } from '@site/shared/contract/protection/two-step';

/** The answer to a pending sign-in, sealed like the login; the session when it is right. */
export function postSecondStep(request: SecondStepAnswer): Promise<LoginValue> {
  return callSealedApi('POST /wps/session/login/second-step', { body: request });
}

/** A code for the pending sign-in, to the account's own number or address. */
export function postSecondStepCode(request: SecondStepCodeRequest): Promise<{ expiredMinutes: number; to: string }> {
  return callApi('POST /wps/session/login/second-step/code', { body: request });
}
