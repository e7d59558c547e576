import { promises as fs } from 'node:fs';
import autocannon, { type RequestParams } from 'autocannon';
import { sealPayload, type LoginRequest, type LoginValue, type RsaKeyValue } from '@site/shared/contract';

export interface Endpoint {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /**
   * Makes `count` bodies, each to be sent once (a sealed body is refused when sent again). They are
   * made just before the endpoint is loaded, so their time stays well inside the platform's window.
   */
  freshBodies?: (count: number) => Promise<string[]>;
  /** A new path for every request (e.g. a different search each time); `path` is the probe's. */
  nextPath?: () => string;
  /** Concurrent connections of this endpoint's load, when not the run's default. */
  connections?: number;
}

/** More sealed logins per second than the platform can check, so the run never runs out. */
const FRESH_BODIES_PER_SECOND = 400;

/** Sign-ins at once in the login load: a burst of players arriving together. */
export const LOGIN_CONNECTIONS = 20;

/** The platform calls every page start makes; each is loaded on loopback in turn. */
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
 * Members the login load signs in, one after another. The platform counts sign-ins in flight per
 * name and address as guesses (at most 5 at once), so many connections on one name would measure the
 * guessing limit, not the login; players sign in with their own names.
 */
const LOGIN_MEMBERS = 20;
const LOGIN_PASSWORD = 'bench12345';

async function createLoginMembers(origin: string, operatorToken: string): Promise<string[]> {
  const accounts = Array.from({ length: LOGIN_MEMBERS }, (_, i) => `bench${String(i).padStart(2, '0')}`);
  for (const account of accounts) {
    const response = await fetch(`${origin}/ops/members`, {
      method: 'POST',
      headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ account, password: LOGIN_PASSWORD }),
    });
    if (!response.ok) throw new Error(`bench: could not create the login member ${account}: HTTP ${response.status}`);
  }
  return accounts;
}

/**
 * The calls of a member (login, the balance, the game search): the encrypted login sealed as the
 * browser seals it, a fresh body for every request (each success makes a session) spread over
 * several members, and the other calls with the token of one real login.
 */
export async function memberEndpoints(origin: string, operatorToken: string): Promise<{ endpoints: Endpoint[]; memberToken: string; memberAccount: string }> {
  const envelope = async <T>(response: Response): Promise<T> => ((await response.json()) as { value: T }).value;
  const key = await envelope<RsaKeyValue>(await fetch(`${origin}/wps/session/key/rsa`));
  // Stamped with the platform's clock, as the browser does.
  const clockOffsetMs = key.serverTime - Date.now();
  const seal = async (login: LoginRequest) => JSON.stringify(await sealPayload(key, login, Date.now() + clockOffsetMs));
  const headers = { 'content-type': 'application/json' };
  const session = await envelope<LoginValue>(await fetch(`${origin}/wps/session/login`, { method: 'POST', headers, body: await seal({ type: 'username', ...DEMO_MEMBER }) }));
  const loginAccounts = await createLoginMembers(origin, operatorToken);
  let nextAccount = 0;
  const sealLogin = () => seal({ type: 'username', username: loginAccounts[nextAccount++ % loginAccounts.length]!, password: LOGIN_PASSWORD });
  const endpoints: Endpoint[] = [
    {
      name: 'login',
      path: '/wps/session/login',
      method: 'POST',
      headers,
      freshBodies: (count) => Promise.all(Array.from({ length: count }, sealLogin)),
      connections: LOGIN_CONNECTIONS,
    },
    { name: 'balance', path: '/wps/v2/wallets/balance', headers: { Authorization: session.token } },
    await gameSearchEndpoint(origin, session.token),
  ];
  return { endpoints, memberToken: session.token, memberAccount: DEMO_MEMBER.username };
}

/** The game list's search as players type it: 1 to 3 words of real catalogue names, in any case. */
async function gameSearchEndpoint(origin: string, token: string): Promise<Endpoint> {
  const listPath = (query: Record<string, string>) =>
    `/wps/relay/GCSGAME_gameList?${new URLSearchParams({ gameType: 'RNG', pageSize: '15', language: 'en', clientType: '3', platform: 'flash,html5-desktop', ...query }).toString()}`;
  // Words from a spread of real names, so queries match what the catalogue holds whatever the seed.
  const names: string[] = [];
  for (const pageNo of [1, 40, 80, 120, 160, 200, 240, 280, 320, 360]) {
    const response = await fetch(origin + listPath({ pageNo: String(pageNo) }), { headers: { Authorization: token } });
    const value = ((await response.json()) as { value?: { games?: { gameName: string }[] } }).value;
    names.push(...(value?.games ?? []).map((game) => game.gameName));
  }
  const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;
  const query = () => {
    const words = pick(names.length ? names : ['Golden Fortune']).split(/\s+/);
    const count = 1 + Math.floor(Math.random() * Math.min(3, words.length));
    const start = Math.floor(Math.random() * (words.length - count + 1));
    const text = words.slice(start, start + count).join(' ');
    return Math.random() < 0.5 ? text.toLowerCase() : text;
  };
  return {
    name: 'game search',
    path: listPath({ pageNo: '1', gameName: 'golden' }),
    headers: { Authorization: token },
    nextPath: () => listPath({ pageNo: '1', gameName: query() }),
  };
}

export interface ApiFigures {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** The server's CPU time (all its threads) per answered request, when its process was given. */
  serverCpuMsPerRequest?: number;
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

/**
 * CPU time a process has used so far, in ms, from /proc (Linux; null elsewhere). It counts every
 * thread, so work on the thread pool (password hashing) is in it too. /proc counts in clock ticks,
 * which are a hundredth of a second on Linux.
 */
export async function cpuMs(pid: number): Promise<number | null> {
  try {
    const fields = (await fs.readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Loads one endpoint; with `serverPid`, also what each request cost the server's CPU. */
export async function loadEndpoint(origin: string, endpoint: Endpoint, seconds: number, defaultConnections: number, serverPid?: number): Promise<ApiFigures> {
  const connections = endpoint.connections ?? defaultConnections;
  const url = origin + endpoint.path;
  const { method = 'GET' } = endpoint;
  const headers = { Language: 'en', Merchant: 'demo', ...endpoint.headers };
  // One body for the probe and, when bodies are single-use, one for every request of the run.
  const bodies = endpoint.freshBodies ? await endpoint.freshBodies(1 + Math.ceil(seconds * FRESH_BODIES_PER_SECOND)) : [];
  const body = bodies.shift() ?? endpoint.body;
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
  let next = 0;
  const { nextPath } = endpoint;
  const requests =
    bodies.length > 0
      ? [{ setupRequest: (request: RequestParams) => ({ ...request, body: bodies[next++ % bodies.length] }) }]
      : nextPath
        ? [{ setupRequest: (request: RequestParams) => ({ ...request, path: nextPath() }) }]
        : undefined;
  const cpuBefore = serverPid === undefined ? null : await cpuMs(serverPid);
  const result = await autocannon({ url, connections, duration: seconds, method, headers, body, requests });
  const cpuAfter = serverPid === undefined ? null : await cpuMs(serverPid);
  const answered = result.requests.total;
  return {
    name: endpoint.name,
    path: endpoint.path,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ...(cpuBefore !== null && cpuAfter !== null && answered > 0 ? { serverCpuMsPerRequest: (cpuAfter - cpuBefore) / answered } : {}),
  };
}
