/**
 * The chat bench's readers, in a process of their own (forked by chat-load.ts), so parsing 1,000
 * streams costs the load generator's CPU, not the measured server's. Each reader is one plain HTTP
 * connection to the room's server-sent event stream; it notes the wall-clock time each message id
 * arrives (both processes read the same system clock).
 *
 * Messages from the parent: `{ type: 'open', ... }` opens the streams and answers `ready`;
 * `{ type: 'finish', ids, waitMs }` waits until every reader has every id (or waitMs), answers
 * `receipts` and closes the streams.
 */
import http from 'node:http';

export interface OpenCommand {
  type: 'open';
  origin: string;
  path: string;
  clients: number;
  /** Readers per local address (127.0.0.2, .3...): the server caps streams per address. */
  perAddress: number;
}
export interface FinishCommand {
  type: 'finish';
  ids: number[];
  waitMs: number;
}
export type ChildReport =
  | { type: 'ready'; connected: number; failures: string[] }
  | { type: 'receipts'; receipts: Record<string, number[]>; duplicates: number; unexpected: number; closedEarly: number };

const now = () => performance.timeOrigin + performance.now();

interface Reader {
  request: http.ClientRequest;
  seen: Set<number>;
  closed: boolean;
}

const readers: Reader[] = [];
/** Per message id, the time each reader received it. */
const receipts = new Map<number, number[]>();
let duplicates = 0;
let unexpected = 0;
let expected: Set<number> | null = null;
let complete: (() => void) | null = null;

function checkComplete(): void {
  if (!expected || !complete) return;
  for (const id of expected) if ((receipts.get(id)?.length ?? 0) < readers.length) return;
  complete();
}

function open(command: OpenCommand): Promise<{ connected: number; failures: string[] }> {
  const url = new URL(command.path, command.origin);
  const failures: string[] = [];
  let connected = 0;
  return new Promise((resolve) => {
    let settled = 0;
    const settle = () => {
      settled += 1;
      if (settled === command.clients) resolve({ connected, failures });
    };
    for (let index = 0; index < command.clients; index += 1) {
      const localAddress = `127.0.0.${2 + Math.floor(index / command.perAddress)}`;
      const reader: Reader = { request: undefined as unknown as http.ClientRequest, seen: new Set(), closed: false };
      let first = true;
      reader.request = http.get(
        { host: url.hostname, port: url.port, path: url.pathname + url.search, localAddress, agent: false, headers: { accept: 'text/event-stream' } },
        (response) => {
          if (response.statusCode !== 200) {
            first = false;
            failures.push(`HTTP ${response.statusCode}`);
            response.resume();
            settle();
            return;
          }
          response.setEncoding('utf8');
          let buffer = '';
          response.on('data', (chunk: string) => {
            const at = now();
            // The first write is the retry line, sent once the stream is subscribed.
            if (first) {
              first = false;
              connected += 1;
              settle();
            }
            buffer += chunk;
            let end = buffer.indexOf('\n\n');
            while (end >= 0) {
              const event = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              end = buffer.indexOf('\n\n');
              const id = /^id: (\d+)$/m.exec(event)?.[1];
              if (id === undefined) continue;
              const messageId = Number(id);
              if (reader.seen.has(messageId)) {
                duplicates += 1;
                continue;
              }
              reader.seen.add(messageId);
              let times = receipts.get(messageId);
              if (!times) receipts.set(messageId, (times = []));
              times.push(at);
            }
            checkComplete();
          });
          response.on('close', () => {
            reader.closed = true;
          });
        },
      );
      reader.request.on('error', (error) => {
        reader.closed = true;
        if (first) {
          first = false;
          failures.push(error.message);
          settle();
        }
      });
      readers.push(reader);
    }
  });
}

async function finish(command: FinishCommand): Promise<ChildReport> {
  expected = new Set(command.ids);
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, command.waitMs);
    complete = () => {
      clearTimeout(timer);
      resolve();
    };
    checkComplete();
  });
  const closedEarly = readers.filter((reader) => reader.closed).length;
  for (const [id, times] of receipts) if (!expected.has(id)) unexpected += times.length;
  for (const reader of readers) reader.request.destroy();
  const out: Record<string, number[]> = {};
  for (const id of expected) out[id] = receipts.get(id) ?? [];
  return { type: 'receipts', receipts: out, duplicates, unexpected, closedEarly };
}

process.on('message', (command: OpenCommand | FinishCommand) => {
  if (command.type === 'open') {
    void open(command).then(({ connected, failures }) => process.send!({ type: 'ready', connected, failures: failures.slice(0, 5) } satisfies ChildReport));
  } else {
    void finish(command).then((report) => {
      process.send!(report, () => process.exit(0));
    });
  }
});
