import { promises as fs } from 'node:fs';
import autocannon from 'autocannon';
import type { LoginRequest, LoginValue, RsaKeyValue } from '@site/shared/contract';
import { sealPayload } from '../../platform/src/testing/account-client';

export interface Endpoint {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** The platform calls every page start makes (brief §5); each is loaded on loopback in turn. */
export const API_ENDPOINTS: Endpoint[] = [
  { name: 'system status', path: '/wps/system/status' },
  { name: 'permission', path: '/wps/system/permission?url=127.0.0.1' },
  { name: 'game menus', path: '/lgw/games/game_menus' },
  { name: 'vendor lanes', path: '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop' },
  { name: 'announcements', path: '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B' },
];

/** The seeded demo member (deploy/platform/README.md). */
const DEMO_MEMBER = { username: 'demoplayer', password: 'player1234' };

/**
 * The calls of a member (DESIGN.md §6: login and the balance): the encrypted login as the browser
 * seals it (one sealed body, sent again and again; each success makes a session), and the balance
 * with the token of one real login.
 */
export async function memberEndpoints(origin: string): Promise<Endpoint[]> {
  const envelope = async <T>(response: Response): Promise<T> => ((await response.json()) as { value: T }).value;
  const key = await envelope<RsaKeyValue>(await fetch(`${origin}/wps/session/key/rsa`));
  const login: LoginRequest = { type: 'username', ...DEMO_MEMBER };
  const body = JSON.stringify(sealPayload(key, login));
  const headers = { 'content-type': 'application/json' };
  const session = await envelope<LoginValue>(await fetch(`${origin}/wps/session/login`, { method: 'POST', headers, body }));
  return [
    { name: 'login', path: '/wps/session/login', method: 'POST', headers, body },
    { name: 'balance', path: '/wps/v2/wallets/balance', headers: { Authorization: session.token } },
  ];
}

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

export async function loadEndpoint(origin: string, endpoint: Endpoint, seconds: number, connections: number): Promise<ApiFigures> {
  const url = origin + endpoint.path;
  const { method = 'GET', body } = endpoint;
  const headers = { Language: 'en', Merchant: 'demo', ...endpoint.headers };
  const probe = await fetch(url, { method, headers, body }).catch((error: Error) => error);
  if (probe instanceof Error || !probe.ok) {
    return {
      name: endpoint.name,
      path: endpoint.path,
      requestsPerSecond: 0,
      p50Ms: 0,
      p99Ms: 0,
      non2xx: 0,
      errors: 0,
      error: probe instanceof Error ? probe.message : `HTTP ${probe.status}: not measured`,
    };
  }
  const result = await autocannon({ url, connections, duration: seconds, method, headers, body });
  return {
    name: endpoint.name,
    path: endpoint.path,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
