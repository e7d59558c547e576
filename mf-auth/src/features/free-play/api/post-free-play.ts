import { callApi, type LoginValue } from '@site/shared';

/** A new trial account (type 4) and its session (FREEPLAY3). */
export function postFreePlay(): Promise<LoginValue> {
  return callApi('POST /wps/session/login/freeplay', { body: {} });
}
