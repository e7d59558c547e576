import { apiPut } from '@site/shared';
import type { NicknameRequest } from '@site/shared/contract/member';

/** PUT /wps/member/account/nickname */
export function putNickname(request: NicknameRequest): Promise<null> {
  return apiPut<null>('/wps/member/account/nickname', request);
}
