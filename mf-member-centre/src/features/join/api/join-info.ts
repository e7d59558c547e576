import { callApi, queryClient, useQuery } from '@site/shared';

export const joinInfoKey = ['join-info'] as const;

/** How contracts pay today: the platform computes every figure from the live contract settings. */
export function useJoinInfo() {
  return useQuery({ queryKey: joinInfoKey, queryFn: () => callApi('GET /wps/join/info') }, queryClient);
}
