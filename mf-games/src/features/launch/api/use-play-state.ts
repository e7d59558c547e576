import { callApi, queryClient, useQuery, useSession } from '@site/shared';
import type { PlayState } from '@site/shared/contract/protection/limits';

/** How often an open game reports play and reads the reality check (the server keeps the clock). */
export const PLAY_REPORT_MS = 60_000;

export const playStateKey = (token: string | null) => ['protection-play', token] as const;

/** Reports play while a real-money game is open, and reads whether the reality check is due. */
export function usePlayState(enabled: boolean) {
  const session = useSession();
  return useQuery(
    {
      queryKey: playStateKey(session?.token ?? null),
      queryFn: (): Promise<PlayState> => callApi('POST /wps/member/protection/play'),
      enabled: enabled && session !== null,
      staleTime: 0,
      refetchInterval: PLAY_REPORT_MS,
      retry: false,
    },
    queryClient,
  );
}

/** The member read the check and plays on: the next one is an interval from now. */
export function continuePlay(): Promise<PlayState> {
  return callApi('POST /wps/member/protection/play/continue');
}
