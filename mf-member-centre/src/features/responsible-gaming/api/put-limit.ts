import { callApi } from '@site/shared';
import type { LimitChange } from '@site/shared/contract/protection/limits';

/** Sets, lowers, raises or removes one limit (a raise or removal waits, then needs confirming). */
export function putLimit(body: LimitChange) {
  return callApi('PUT /wps/member/protection/limits', { body });
}
