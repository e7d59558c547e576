import { callApi, queryClient, queryKeys, useQuery } from '@site/shared';

/**
 * The languages the site offers (GET /wps/system/permission, the call the shell makes at start: the
 * same key, so it is not made twice). The bingo filter depends on language TY being among them.
 */
export function useOfferedLanguages(): readonly string[] {
  const { data } = useQuery(
    {
      queryKey: queryKeys.permission(),
      queryFn: () => callApi('GET /wps/system/permission', { query: { url: window.location.host } }),
    },
    queryClient,
  );
  return data?.info.languages ?? [];
}
