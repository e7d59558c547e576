import { apiPost } from '@site/shared';
import type { ProofFileUpload } from '@site/shared/contract/member';

/** POST /wps/member/withdrawal/slices/:sliceNo/not-received: a dispute, with proof, for an operator. */
export function postSliceNotReceived(sliceNo: string, files: ProofFileUpload[], remark?: string): Promise<{ sliceNo: string }> {
  return apiPost<{ sliceNo: string }>(`/wps/member/withdrawal/slices/${encodeURIComponent(sliceNo)}/not-received`, { files, ...(remark ? { remark } : {}) });
}
