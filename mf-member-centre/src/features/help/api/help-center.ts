import { ApiError, callApi, queryClient, type HelpSection, useQuery } from '@site/shared';

/** Help content depends on the language (the platform answers in the `Language` header's language). */
export const helpCenterKey = (lang: string) => ['help-center', lang] as const;

/** The help centre's sections, in display order. */
export async function fetchHelpCenter(): Promise<HelpSection[]> {
  const sections: HelpSection[] = await callApi('GET /wps/system/helpCenter');
  // The platform contract promises a list; anything else is a broken answer, not an empty help centre.
  if (!Array.isArray(sections)) throw new ApiError('BAD_RESPONSE', 'Unknown error', 200);
  return sections;
}

export function useHelpCenter(lang: string) {
  return useQuery({ queryKey: helpCenterKey(lang), queryFn: fetchHelpCenter }, queryClient);
}
