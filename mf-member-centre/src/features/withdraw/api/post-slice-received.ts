import { callApi } from '@site/shared';

/** The money of this slice arrived. */
export function postSliceReceived(sliceNo: string): Promise<{ sliceNo: string }> {
  return callApi('POST /wps/member/withdrawal/slices/:sliceNo/received', { params: { sliceNo } });
}
