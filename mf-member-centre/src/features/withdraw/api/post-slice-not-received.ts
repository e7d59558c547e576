import { callApi } from '@site/shared';
import type { ProofFileUpload } from '@site/shared/contract/member';

/** A dispute, with proof, for an operator. */
export function postSliceNotReceived(sliceNo: string, files: ProofFileUpload[], remark?: string): Promise<{ sliceNo: string }> {
  return callApi('POST /wps/member/withdrawal/slices/:sliceNo/not-received', { params: { sliceNo }, body: { files, ...(remark ? { remark } : {}) } });
}
