import { apiGet, queryClient, useQuery } from '@site/shared';
import type { ProofFile } from '@site/shared/contract/member';
import { withdrawKeys } from './withdraw-keys';

/** GET /wps/member/matched/files/:fileId: a proof picture of one of the member's slices. */
export function useProofFile(fileId: number, enabled: boolean) {
  return useQuery(
    { queryKey: withdrawKeys.file(fileId), queryFn: () => apiGet<ProofFile>(`/wps/member/matched/files/${fileId}`), enabled, staleTime: Infinity },
    queryClient,
  );
}
