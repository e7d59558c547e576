import { apiPut } from '@site/shared';
import type { RealNameRequest } from '@site/shared/contract/member';

/** PUT /wps/member/account/real-name: once only; the answer is the name as stored (upper case). */
export function putRealName(request: RealNameRequest): Promise<{ realName: string }> {
  return apiPut<{ realName: string }>('/wps/member/account/real-name', request);
}
