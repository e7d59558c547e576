import { callApi, queryClient, useQuery } from '@site/shared';
import type { AppRelease } from '@site/shared/contract/site/app-releases';

/** The notes come in the page's language (the `Language` header), so the key carries it. */
export const appReleasesKey = (lang: string) => ['app-releases', lang] as const;

/** The active release of each platform that has one. */
export async function fetchAppReleases(): Promise<AppRelease[]> {
  return (await callApi('GET /wps/app/releases')).releases;
}

export function useAppReleases(lang: string) {
  return useQuery({ queryKey: appReleasesKey(lang), queryFn: fetchAppReleases }, queryClient);
}
