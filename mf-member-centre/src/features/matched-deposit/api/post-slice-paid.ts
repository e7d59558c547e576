import { apiPost } from '@site/shared';
import type { ProofFileUpload } from '@site/shared/contract/member';

/** POST /wps/member/matched/slices/:sliceNo/paid: paid, with 1-3 proof pictures. */
export function postSlicePaid(sliceNo: string, files: ProofFileUpload[]): Promise<{ sliceNo: string }> {
  return apiPost<{ sliceNo: string }>(`/wps/member/matched/slices/${encodeURIComponent(sliceNo)}/paid`, { files });
}
