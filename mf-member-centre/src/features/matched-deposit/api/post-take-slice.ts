import { callApi } from '@site/shared';
import type { MatchedSlice } from '@site/shared/contract/member';

/** Take a part of the oldest open withdrawal that fits; the same requestId answers the same part. */
export function postTakeSlice(amount: string, requestId: string): Promise<MatchedSlice & { replayed: boolean }> {
  return callApi('POST /wps/member/matched/slices', { body: { amount, requestId } });
}
