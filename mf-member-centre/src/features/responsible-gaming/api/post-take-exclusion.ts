import { callApi } from '@site/shared';
import type { ExclusionTaken, TakeExclusionBody } from '@site/shared/contract/protection/exclusion';

/** Takes a time-out or a self-exclusion, effective at once (the member's sessions end). */
export function postTakeExclusion(body: TakeExclusionBody): Promise<ExclusionTaken> {
  return callApi('POST /wps/member/protection/exclusion', { body });
}
