import { callApi } from '@site/shared';
import type { NicknameRequest } from '@site/shared/contract/member';

/** A new nickname. */
export function putNickname(request: NicknameRequest): Promise<null> {
  return callApi('PUT /wps/member/account/nickname', { body: request });
}
