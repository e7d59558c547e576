import { callApi, queryClient, useMutation } from '@site/shared';
import type { JoinApplication } from '@site/shared/contract/agents/recruitment';

/** Sends an application to the operator's queue; the answer is its number. */
export function postJoinApply(body: JoinApplication): Promise<{ applicationNo: number }> {
  return callApi('POST /wps/join/apply', { body });
}

export function useJoinApply() {
  return useMutation({ mutationFn: postJoinApply }, queryClient);
}
