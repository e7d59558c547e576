/**
 * One fake platform for every front-end package's tests: it answers the page's HTTP client in
 * memory, at axios' adapter hook, so the code under test runs its real client (headers, envelope
 * unwrapping, sign-out on an ended session) and only the network is replaced.
 *
 * The client is reached by a path inside this package on purpose: the raw axios instance is not
 * part of '@site/shared', so nothing shipped can bypass `apiRequest`.
 */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../src/api/client';

/** What a route answers: the body, and a status (200 when left out). */
export interface Reply {
  data: unknown;
  status?: number;
}

export type Handler = (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>;

/**
 * Routes by 'METHOD /path' ('POST /wps/session/login') or by '/path' alone for any method; the
 * query string is not part of the key (read `config.params`).
 */
export type Routes = Record<string, Handler>;

export interface FakePlatform {
  /** Every request made, in order. */
  calls: InternalAxiosRequestConfig[];
  /** The requests made to one route key ('GET /wps/member/info' or '/wps/member/info'). */
  callsTo: (route: string) => InternalAxiosRequestConfig[];
  /** Put the client's previous adapter back. */
  restore: () => void;
}

/** The platform's envelope of a successful call. */
export function ok<T>(value: T): Reply {
  return { data: { success: true, value, errorCode: null, message: null } };
}

/** The envelope of a refused call; `value` is what ApiError.details carries. */
export function refusal(errorCode: string, message = errorCode, status = 400, value: unknown = null): Reply {
  return { data: { success: false, value, errorCode, message }, status };
}

/** A reply that never arrives (a call still in flight). */
export function never(): Promise<Reply> {
  return new Promise(() => undefined);
}

function methodOf(config: InternalAxiosRequestConfig): string {
  return (config.method ?? 'get').toUpperCase();
}

function matches(route: string, config: InternalAxiosRequestConfig): boolean {
  return route === config.url || route === `${methodOf(config)} ${config.url ?? ''}`;
}

/**
 * Answer the page's client from `routes` until the next `fakePlatform` or `restore()`. A request no
 * route answers gets a 404 NOT_FOUND envelope. A status of 400 or more rejects with the response
 * attached, as axios does for a real error status.
 */
export function fakePlatform(routes: Routes): FakePlatform {
  const previous = http.defaults.adapter;
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const handler = routes[`${methodOf(config)} ${config.url ?? ''}`] ?? routes[config.url ?? ''];
    const reply = handler ? await handler(config) : refusal('NOT_FOUND', `no route ${methodOf(config)} ${config.url ?? ''}`, 404);
    const status = reply.status ?? 200;
    const response: AxiosResponse = { data: reply.data, status, statusText: String(status), headers: new AxiosHeaders(), config };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
    return response;
  };
  http.defaults.adapter = adapter;
  return {
    calls,
    callsTo: (route) => calls.filter((config) => matches(route, config)),
    restore: () => {
      http.defaults.adapter = previous;
    },
  };
}

/** The body a request sent, parsed from JSON when it was sent as text. */
export function bodyOf(config: InternalAxiosRequestConfig | undefined): unknown {
  if (!config) return undefined;
  return typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
}
