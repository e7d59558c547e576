import { callApi, queryClient, useQuery } from '@site/shared';
import type { FeedbackItem } from '@site/shared/contract/feedback';
import type { Paged } from '@site/shared/contract/member';

/** What every read of the member's feedback is filed under, so a new one refreshes them all. */
export const FEEDBACK_KEY = ['feedback', 'mine'] as const;

export function fetchMyFeedback(pageNo: number): Promise<Paged<FeedbackItem>> {
  return callApi('GET /wps/member/feedback', { query: { pageNo } });
}

/** A page of the member's feedback with the replies, newest first. */
export function useMyFeedback(pageNo: number, enabled = true) {
  return useQuery({ queryKey: [...FEEDBACK_KEY, pageNo], queryFn: () => fetchMyFeedback(pageNo), enabled }, queryClient);
}
