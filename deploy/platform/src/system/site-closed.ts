import { isRegionRestricted, type SiteSettings } from './system-repository';

/**
 * The refusals of a closed site. Clients translate by errorCode: MAINTENANCE shows the texts
 * `game_maintenance` / `info_maintenance`, REGION_BLOCKED shows `blockip` / `info_ip_block`, the
 * same as the whole-site screens; `message` is the English fallback.
 */
export const SITE_CLOSED_REFUSALS = {
  MAINTENANCE: { status: 503, message: 'System maintenance' },
  REGION_BLOCKED: { status: 403, message: 'Access restricted by IP or location' },
} as const;

export type SiteClosedCode = keyof typeof SITE_CLOSED_REFUSALS;

/** Why the site is closed to a visitor at `ip`, or null when it is open. Maintenance wins. */
export function siteClosedReason(settings: SiteSettings, ip: string): SiteClosedCode | null {
  if (settings.maintenance.enabled) return 'MAINTENANCE';
  if (isRegionRestricted(settings, ip)) return 'REGION_BLOCKED';
  return null;
}

/** The refusal a closed site answers the visitor at `ip`, or null when it is open to them. */
export function siteClosedRefusal(settings: SiteSettings, ip: string): { status: number; errorCode: SiteClosedCode; message: string } | null {
  const reason = siteClosedReason(settings, ip);
  return reason && { errorCode: reason, ...SITE_CLOSED_REFUSALS[reason] };
}
