import { promises as fs } from 'node:fs';
import autocannon from 'autocannon';

/** The platform calls every page start makes (brief §5); each is loaded on loopback in turn. */
export const API_ENDPOINTS: { name: string; path: string }[] = [
  { name: 'system status', path: '/wps/system/status' },
  { name: 'permission', path: '/wps/system/permission?url=127.0.0.1' },
  { name: 'game menus', path: '/lgw/games/game_menus' },
  { name: 'vendor lanes', path: '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop' },
  { name: 'announcements', path: '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B' },
];

export interface ApiFigures {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  error?: string;
}

/** Resident set size of a process in MB from /proc (Linux); null elsewhere. */
export async function rssMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): Promise<number | null> {
  try {
    const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

export async function loadEndpoint(origin: string, endpoint: { name: string; path: string }, seconds: number, connections: number): Promise<ApiFigures> {
  const url = origin + endpoint.path;
  const probe = await fetch(url, { headers: { Language: 'en' } }).catch((error: Error) => error);
  if (probe instanceof Error || !probe.ok) {
    return {
      ...endpoint,
      requestsPerSecond: 0,
      p50Ms: 0,
      p99Ms: 0,
      non2xx: 0,
      errors: 0,
      error: probe instanceof Error ? probe.message : `HTTP ${probe.status}: not measured`,
    };
  }
  const result = await autocannon({ url, connections, duration: seconds, headers: { Language: 'en', Merchant: 'demo' } });
  return {
    ...endpoint,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
