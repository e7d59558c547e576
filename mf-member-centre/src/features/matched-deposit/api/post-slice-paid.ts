import { callApi } from '@site/shared';
import type { ProofFileUpload } from '@site/shared/contract/member';

/** Paid, with 1-3 proof pictures. */
export function postSlicePaid(sliceNo: string, files: ProofFileUpload[]): Promise<{ sliceNo: string }> {
  return callApi('POST /wps/member/matched/slices/:sliceNo/paid', { params: { sliceNo }, body: { files } });
}
