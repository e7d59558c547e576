import { callApi } from '@site/shared';

/** Records that the member answered the first deposit's limit prompt (so it is not asked again). */
export function postLimitPrompt() {
  return callApi('POST /wps/member/protection/limit-prompt');
}
