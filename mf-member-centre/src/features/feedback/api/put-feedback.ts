import { callApi } from '@site/shared';
import type { FeedbackSubmit } from '@site/shared/contract/feedback';

/** Sends feedback: as the signed-in member, or as a visitor without a session. */
export function putFeedback(body: FeedbackSubmit) {
  return callApi('PUT /wps/feedback', { body });
}
