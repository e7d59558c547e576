import { callApi } from '@site/shared';
import type { RealNameRequest } from '@site/shared/contract/member';

/** Once only; the answer is the name as stored (upper case). */
export function putRealName(request: RealNameRequest): Promise<{ realName: string }> {
  return callApi('PUT /wps/member/account/real-name', { body: request });
}
