import { callApi } from '@site/shared';

/** Chooses the reality-check interval (null: the site's default). */
export function putRealityCheck(minutes: 15 | 30 | 45 | 60 | null) {
  return callApi('PUT /wps/member/protection/reality-check', { body: { minutes } });
}
