import type { PermissionValue, SystemStatusValue } from '@site/shared';

export type SystemStatus = 0 | 1 | 2;

export interface ResolvedSystemStatus {
  /** 0 normal, 1 maintenance, 2 region restriction. */
  status: SystemStatus;
  /** The visitor's IP as the platform saw it, when known. */
  ip: string | null;
  /** When maintenance is expected to end (ISO), when known. */
  maintenanceEndTime: string | null;
}

/**
 * One answer from the two places the platform reports the site's state: the status call and the
 * permission call's maintenance / regionRestriction. Either source saying "maintenance" means
 * maintenance, and maintenance wins over a region restriction. A source that has not
 * answered (or failed) counts as normal, so a slow status call never blocks a working site.
 */
export function resolveSystemStatus(status: SystemStatusValue | undefined, permission: PermissionValue | undefined): ResolvedSystemStatus {
  const maintenance = status?.status === 1 || permission?.maintenance?.enabled === true;
  const restricted = status?.status === 2 || permission?.regionRestriction?.restricted === true;
  return {
    status: maintenance ? 1 : restricted ? 2 : 0,
    ip: status?.ip || permission?.location?.ip || null,
    maintenanceEndTime: status?.maintenanceEndTime ?? permission?.maintenance?.endTime ?? null,
  };
}
