import { randomUUID } from 'node:crypto';
import { signSeamlessCall } from '../../platform/src/seamless/signature';

/**
 * The provider's side of the seamless wallet protocol: signed JSON calls to the platform's
 * `POST /seamless/v1/<call>`. How the bytes travel is a transport: `fetch` to a base address in
 * production, `app.inject` in tests (or a transport that fails on purpose).
 */
export type WalletCall = 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback';

export interface TransportRequest {
  /** '/seamless/v1/bet' */
  path: string;
  headers: Record<string, string>;
  body: string;
  /** The transport may give up after this long; the client stops waiting then anyway. */
  timeoutMs: number;
}

export interface TransportResponse {
  status: number;
  body: string;
}

export type WalletTransport = (request: TransportRequest) => Promise<TransportResponse>;

/**
 * `fetch` to the platform at `baseUrl()` (asked at the first call and kept, so a base address that
 * is only known once the server listens works).
 */
export function fetchTransport(baseUrl: () => string): WalletTransport {
  let base: string | undefined;
  return async ({ path, headers, body, timeoutMs }) => {
    base ??= baseUrl();
    const response = await fetch(new URL(path, base), { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, body: await response.text() };
  };
}

export type WalletResult<T> =
  /** The platform did it (or had done it: a replay answers the first answer again). */
  | { kind: 'ok'; value: T }
  /** The platform answered no: a definite refusal, nothing was done. */
  | { kind: 'refused'; status: number; errorCode: string; message: string; value: unknown }
  /** No usable answer (timeout, network failure, a server error): the call may or may not have been done. */
  | { kind: 'unavailable'; reason: string };

export interface WalletClientOptions {
  transport: WalletTransport;
  /** The shared secret, asked at each call (the platform may hand it over after the provider starts). */
  secret: () => string;
  providerId?: string;
  timeoutMs: number;
}

class TimeoutError extends Error {}

export class WalletClient {
  constructor(private readonly options: WalletClientOptions) {}

  /** A fresh request id; outbox calls keep theirs so every retry sends the same bytes. */
  static requestId(): string {
    return randomUUID();
  }

  async call<T>(call: WalletCall, payload: Record<string, unknown>): Promise<WalletResult<T>> {
    const body = JSON.stringify(payload);
    const { timeoutMs } = this.options;
    let timer: NodeJS.Timeout | undefined;
    let response: TransportResponse;
    try {
      const timestamp = String(Date.now());
      const providerId = this.options.providerId ?? 'DEMO';
      const path = `/seamless/v1/${call}`;
      const headers = {
        'content-type': 'application/json',
        'x-provider-id': providerId,
        'x-timestamp': timestamp,
        // Signed over the method, the path and the provider id too: a signature made for one call is no use for another.
        'x-signature': signSeamlessCall(this.options.secret(), timestamp, { method: 'POST', path, providerId, rawBody: body }),
      };
      response = await Promise.race([
        this.options.transport({ path, headers, body, timeoutMs }),
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new TimeoutError(`no answer within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
    } catch (error) {
      return { kind: 'unavailable', reason: error instanceof Error ? error.message : 'transport failed' };
    } finally {
      clearTimeout(timer);
    }
    return interpret<T>(response);
  }
}

function interpret<T>(response: TransportResponse): WalletResult<T> {
  let envelope: { success?: unknown; value?: unknown; errorCode?: unknown; message?: unknown };
  try {
    envelope = JSON.parse(response.body) as typeof envelope;
  } catch {
    return { kind: 'unavailable', reason: `HTTP ${response.status} without a JSON answer` };
  }
  if (response.status < 300 && envelope.success === true) return { kind: 'ok', value: envelope.value as T };
  // A server error says nothing certain about whether the call was done: the caller treats it like silence.
  if (response.status >= 500 || typeof envelope.errorCode !== 'string') {
    return { kind: 'unavailable', reason: `HTTP ${response.status} ${String(envelope.errorCode ?? '')}`.trim() };
  }
  return {
    kind: 'refused',
    status: response.status,
    errorCode: envelope.errorCode,
    message: typeof envelope.message === 'string' ? envelope.message : '',
    value: envelope.value ?? null,
  };
}
