import { apiPost, type LoginValue } from '@site/shared';

/** POST /wps/session/login/freeplay: a new trial account (type 4) and its session (FREEPLAY3). */
export function postFreePlay(): Promise<LoginValue> {
  return apiPost<LoginValue>('/wps/session/login/freeplay', {});
}
