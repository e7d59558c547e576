import { apiPost } from '@site/shared';
import type { MatchedSlice } from '@site/shared/contract/member';

/** POST /wps/member/matched/slices: take a part of the oldest open withdrawal that fits; the same requestId answers the same part. */
export function postTakeSlice(amount: string, requestId: string): Promise<MatchedSlice & { replayed: boolean }> {
  return apiPost<MatchedSlice & { replayed: boolean }>('/wps/member/matched/slices', { amount, requestId });
}
