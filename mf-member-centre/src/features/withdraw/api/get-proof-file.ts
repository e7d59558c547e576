import { callApi, queryClient, useQuery } from '@site/shared';
import { withdrawKeys } from './withdraw-keys';

/** A proof picture of one of the member's slices. */
export function useProofFile(fileId: number, enabled: boolean) {
  return useQuery(
    { queryKey: withdrawKeys.file(fileId), queryFn: () => callApi('GET /wps/member/matched/files/:fileId', { params: { fileId: String(fileId) } }), enabled, staleTime: Infinity },
    queryClient,
  );
}
