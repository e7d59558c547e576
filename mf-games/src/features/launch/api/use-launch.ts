import { useState } from 'react';
import { queryClient, useSession, useQuery } from '@site/shared';
import { takeEarlyLaunch } from '../../../kit/launch/early-launch';
import { fetchLaunch } from '../../../kit/launch/launch-game';
import { launchKeyOf, type LaunchTarget } from '../../../kit/launch/launch-target';

/**
 * The launch of the game a hosting page shows. A game address works once (its launch token is
 * single use), so every visit of the page launches anew: the key carries a number of this mount,
 * nothing is kept after the page goes, and nothing is fetched again behind the player's back
 * (focus, reconnect), which would restart the game.
 */
export function useLaunch(target: LaunchTarget | null) {
  const session = useSession();
  const [visit] = useState(() => `${Date.now()}-${Math.random().toString(36).slice(2)}`);
  return useQuery(
    {
      queryKey: ['launch', target ? launchKeyOf(target) : null, session?.token ?? null, visit],
      // The tap that opened this page may have started the launch already (kit/launch/early-launch).
      queryFn: () => takeEarlyLaunch(target!) ?? fetchLaunch(target!),
      enabled: target !== null && session !== null,
      gcTime: 0,
      staleTime: Infinity,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
    queryClient,
  );
}
