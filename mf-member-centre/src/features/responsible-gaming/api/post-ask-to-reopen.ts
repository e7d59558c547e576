import { callApi } from '@site/shared';
import type { ExclusionState } from '@site/shared/contract/protection/exclusion';

/** Asks to end a self-exclusion: play resumes after the cooling-off. */
export function postAskToReopen(): Promise<ExclusionState> {
  return callApi('POST /wps/member/protection/exclusion/reopen', { body: { confirm: true } });
}
