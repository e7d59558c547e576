import { getLanguage, getMerchantConfig } from '@site/shared';
import type { ChatMessage } from '@site/shared/contract/chat';
import type { ApiKey } from '@site/shared/contract/endpoints';

/** The declared stream call (its path comes from the contract's key, checked by the compiler). */
const STREAM: ApiKey = 'GET /wps/chat/rooms/:room/stream';
const RETRY_MS = 3_000;

export interface ChatStreamHandlers {
  onMessage(message: ChatMessage): void;
  /** An operator hid message `id`: drop it from the screen. */
  onHidden?(id: number): void;
  /** 'open' once the stream answers; 'lost' while it reconnects; 'refused' with the refusal's code (no retry). */
  onState(state: 'open' | 'lost' | { refused: string; message: string }): void;
}

/**
 * Reads a room's server-sent events with fetch rather than EventSource, because the stream must
 * carry the session (Authorization), which EventSource cannot send. After a lost connection it
 * reconnects with Last-Event-ID set to the last message seen, so nothing is missed or repeated.
 * Answers how to stop.
 */
export function openChatStream(room: string, token: string | null, handlers: ChatStreamHandlers): () => void {
  let stopped = false;
  let lastId: number | null = null;
  let controller: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const path = STREAM.slice(STREAM.indexOf(' ') + 1).replace(':room', encodeURIComponent(room));

  const connect = async () => {
    controller = new AbortController();
    const headers: Record<string, string> = { Accept: 'text/event-stream', Language: getLanguage(), Merchant: getMerchantConfig().merchantCode };
    if (token) headers.Authorization = token;
    if (lastId !== null) headers['Last-Event-ID'] = String(lastId);
    try {
      const response = await fetch(path, { headers, signal: controller.signal, cache: 'no-store' });
      if (!response.ok || !response.body) {
        const body = (await response.json().catch(() => null)) as { errorCode?: string; message?: string } | null;
        if (response.status >= 400 && response.status < 500 && body?.errorCode) {
          handlers.onState({ refused: body.errorCode, message: body.message ?? '' });
          return;
        }
        throw new Error(`chat stream: ${response.status}`);
      }
      handlers.onState('open');
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = event
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          if (!data) continue;
          // A hidden notice carries no id of its own, so the resume point stays the last message.
          if (/^event: hidden$/m.test(event)) {
            handlers.onHidden?.((JSON.parse(data) as { id: number }).id);
            continue;
          }
          const message = JSON.parse(data) as ChatMessage;
          if (lastId !== null && message.id <= lastId) continue;
          lastId = message.id;
          handlers.onMessage(message);
        }
      }
    } catch {
      // A failed or aborted connection: retried below unless stopped.
    }
    if (stopped) return;
    handlers.onState('lost');
    retry = setTimeout(() => void connect(), RETRY_MS);
  };
  void connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    controller?.abort();
  };
}
