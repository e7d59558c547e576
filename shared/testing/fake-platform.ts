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
import type { ApiEndpoints, ApiKey } from '../contract/endpoints';
import type { EndpointValue } from '../contract/endpoint';

/**
 * What a route answers: the body, and a status (200 when left out). `answers` exists for the
 * compiler only: it carries the type of the value `ok()` wrapped, so a fake of a declared call
 * that answers another shape than the declaration's fails to compile.
 */
export interface Reply<T = unknown> {
  data: unknown;
  status?: number;
  readonly answers?: T;
}

export type Handler<T = unknown> = (config: InternalAxiosRequestConfig) => Reply<T> | Promise<Reply<T>>;

/** The fakes of declared calls answer what their declaration says. */
type DeclaredRoutes = { [K in ApiKey]?: Handler<EndpointValue<ApiEndpoints[K]>> };

/**
 * Routes by 'METHOD /path' ('POST /wps/session/login') or by '/path' alone for any method; the
 * query string is not part of the key (read `config.params`). A declared path with parameters
 * ('GET /wps/member/withdrawal/:id') answers every address it matches.
 */
export type Routes = DeclaredRoutes & Record<string, Handler>;

export interface FakePlatform {
  /** Every request made, in order. */
  calls: InternalAxiosRequestConfig[];
  /** The requests made to one route key ('GET /wps/member/info' or '/wps/member/info'). */
  callsTo: (route: string) => InternalAxiosRequestConfig[];
  /** Put the client's previous adapter back. */
  restore: () => void;
}

/** The platform's envelope of a successful call. */
export function ok<T>(value: T): Reply<T> {
  return { data: { success: true, value, errorCode: null, message: null } };
}

/** The envelope of a refused call; `value` is what ApiError.details carries. */
export function refusal(errorCode: string, message = errorCode, status = 400, value: unknown = null): Reply<never> {
  return { data: { success: false, value, errorCode, message }, status };
}

/** A reply that never arrives (a call still in flight). */
export function never(): Promise<Reply<never>> {
  return new Promise(() => undefined);
}

function methodOf(config: InternalAxiosRequestConfig): string {
  return (config.method ?? 'get').toUpperCase();
}

/** '/wps/member/withdrawal/:id' matches '/wps/member/withdrawal/7'. */
function pathMatches(pattern: string, url: string): boolean {
  if (!pattern.includes(':')) return pattern === url;
  const source = pattern.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return new RegExp(`^${source}$`).test(url);
}

function matches(route: string, config: InternalAxiosRequestConfig): boolean {
  const url = config.url ?? '';
  const space = route.indexOf(' ');
  if (space < 0) return pathMatches(route, url);
  return route.slice(0, space) === methodOf(config) && pathMatches(route.slice(space + 1), url);
}

function handlerFor(routes: Routes, config: InternalAxiosRequestConfig): Handler | undefined {
  const table = routes as Record<string, Handler>;
  const exact = table[`${methodOf(config)} ${config.url ?? ''}`] ?? table[config.url ?? ''];
  if (exact) return exact;
  const key = Object.keys(table).find((route) => route.includes(':') && matches(route, config));
  return key === undefined ? undefined : table[key];
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
    const handler = handlerFor(routes, config);
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
