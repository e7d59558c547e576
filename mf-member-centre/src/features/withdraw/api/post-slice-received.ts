import { apiPost } from '@site/shared';

/** POST /wps/member/withdrawal/slices/:sliceNo/received: the money of this slice arrived. */
export function postSliceReceived(sliceNo: string): Promise<{ sliceNo: string }> {
  return apiPost<{ sliceNo: string }>(`/wps/member/withdrawal/slices/${encodeURIComponent(sliceNo)}/received`);
}
