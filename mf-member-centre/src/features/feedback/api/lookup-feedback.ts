import { callApi } from '@site/shared';
import type { FeedbackLookup } from '@site/shared/contract/feedback';

/** A visitor's feedback by reference number and the contact given with it (both must match). */
export function lookUpFeedback(body: FeedbackLookup) {
  return callApi('POST /wps/feedback/lookup', { body });
}
