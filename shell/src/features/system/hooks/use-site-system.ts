import { useLayoutEffect, useMemo } from 'react';
import { queryClient, updatePublicState, useBusEvent, type PermissionValue } from '@site/shared';
import { usePermission } from '../api/get-permission';
import { systemStatusQuery, useSystemStatus } from '../api/get-system-status';
import { flattenWhiteLabel } from '../state/flatten-white-label';
import { resolveSystemStatus, type ResolvedSystemStatus } from '../state/resolve-system-status';

export interface SiteSystem {
  system: ResolvedSystemStatus;
  /** The permission call's info once it has answered. */
  info: PermissionValue['info'] | undefined;
  /** The permission call (which carries the white-label flags) has answered or failed: a missing flag now means off. */
  flagsKnown: boolean;
}

/**
 * The site-wide start-up state: system status, permission and white-label flags. White-label
 * flags and the system status go into the shared public state so every remote can read them.
 */
export function useSiteSystem(): SiteSystem {
  const status = useSystemStatus();
  const permission = usePermission();

  const system = useMemo(() => resolveSystemStatus(status.data, permission.data), [status.data, permission.data]);
  // The permission answer carries the white-label tree; GET /wps/system/whitelabel returns the same
  // tree alone, so the shell does not ask for it a second time.
  const flags = useMemo(() => flattenWhiteLabel(permission.data?.info.whiteLabel), [permission.data]);

  // Layout effects: the store changes before the browser paints, so nothing (the Register button)
  // is ever drawn from the previous flags and then moved.
  useLayoutEffect(() => {
    updatePublicState({ whiteLabel: flags });
  }, [flags]);
  useLayoutEffect(() => {
    updatePublicState({ systemStatus: system.status });
  }, [system.status]);
  // A call refused because the site closed since the page loaded: ask again, so the maintenance
  // or region-blocked screen replaces the page instead of a failed form.
  useBusEvent('system:closed', () => {
    void queryClient.invalidateQueries({ queryKey: systemStatusQuery().queryKey });
  });

  return { system, info: permission.data?.info, flagsKnown: !permission.isPending };
}
