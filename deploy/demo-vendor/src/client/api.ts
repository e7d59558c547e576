import type {
  BaccaratSide,
  BaccaratValue,
  DragonTigerSide,
  DragonTigerValue,
  Envelope,
  EventBetValue,
  EventItem,
  HistoryEntry,
  Selection,
  SessionValue,
  SpinValue,
} from './types';

/** A refused call: the provider's errorCode (INSUFFICIENT_FUNDS, SESSION_EXPIRED, ...) or NETWORK. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ProviderApi {
  session(): Promise<SessionValue>;
  spin(stake: number): Promise<SpinValue>;
  dealBaccarat(bets: Partial<Record<BaccaratSide, number>>): Promise<BaccaratValue>;
  dealDragonTiger(bets: Partial<Record<DragonTigerSide, number>>): Promise<DragonTigerValue>;
  events(): Promise<EventItem[]>;
  betOnEvent(eventId: string, selection: Selection, stake: number): Promise<EventBetValue>;
  history(): Promise<HistoryEntry[]>;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

export interface ApiOptions {
  sessionId: string;
  /**
   * Where the client API lives. Relative to the play page (`<provider>/play`), so the client works
   * wherever the provider is mounted.
   */
  baseUrl?: string;
  fetch?: FetchLike;
}

export function createProviderApi({ sessionId, baseUrl = 'api/', fetch: doFetch = (url, init) => fetch(url, init) }: ApiOptions): ProviderApi {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { 'X-Provider-Session': sessionId, Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Awaited<ReturnType<FetchLike>>;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'same-origin',
        cache: 'no-store',
      });
    } catch (error) {
      throw new ApiError('NETWORK', error instanceof Error ? error.message : String(error));
    }
    let envelope: Envelope<T> | undefined;
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch {
      envelope = undefined;
    }
    if (!envelope || typeof envelope !== 'object') throw new ApiError(response.ok ? 'UNKNOWN' : `HTTP_${response.status}`, 'unreadable answer');
    if (!envelope.success) {
      throw new ApiError(envelope.errorCode || `HTTP_${response.status}`, envelope.message || '', envelope.value ?? null);
    }
    return envelope.value;
  }

  return {
    session: () => call<SessionValue>('GET', 'session'),
    spin: (stake) => call<SpinValue>('POST', 'slot/spin', { stake }),
    dealBaccarat: (bets) => call<BaccaratValue>('POST', 'baccarat/deal', { bets }),
    dealDragonTiger: (bets) => call<DragonTigerValue>('POST', 'dragon-tiger/deal', { bets }),
    events: () => call<EventItem[]>('GET', 'events'),
    betOnEvent: (eventId, selection, stake) => call<EventBetValue>('POST', 'events/bet', { eventId, selection, stake }),
    history: () => call<HistoryEntry[]>('GET', 'history'),
  };
}
