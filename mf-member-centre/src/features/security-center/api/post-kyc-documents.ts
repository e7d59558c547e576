import { callApi } from '@site/shared';
import type { KycUpload } from '@site/shared/contract/protection/kyc';

/** Sends one document (1-3 files) for review. */
export function postKycDocuments(request: KycUpload) {
  return callApi('POST /wps/member/kyc/documents', { body: request });
}
