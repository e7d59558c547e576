import { fork } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chatEndpoints, type ChatMessage } from '@site/shared/contract/chat';
import { startServer } from '../../e2e/server-process';
import { issueSession } from '../../platform/src/accounts/session-auth';
import { connectDatabase, type ScriptDb } from '../../platform/src/db/database';
import { runMigrations } from '../../platform/src/db/migrate';
import { cpuMs, rssMb } from './api-load';
import type { ChildReport, FinishCommand, OpenCommand } from './chat-clients';
import { percentile } from './paced-load';
import { loadRows, machineLoad, type MachineLoad } from './rewards-load';
import type { Row } from './seeded-server';

/**
 * The chat room's fan-out, on a server of its own over a fresh embedded database: 1,000 readers
 * hold the room's server-sent event stream open (in a process of their own, forked from here), and
 * posters (real members with bound phones, seeded by SQL) post through the ordinary call at a fixed
 * rate, taking turns so that none breaks the pace rules (one message per 3 s, 20 a minute). For every
 * reader and message: the time from the post's sending to the message's arrival at the reader.
 * The server logs at warn, as a busy production server would.
 */

export const CHAT_BUDGETS = {
  /** From the post's sending to a reader's receipt, 99th percentile over every reader and message. */
  fanOutP99Ms: 200,
} as const;

/** Seeding, the server's start, opening 1,000 streams and a few seconds of posts. */
export const CHAT_DEADLINE_MS = 120_000;

const READERS = 1_000;
/** Readers per local address: within the server's cap of streams per address. */
const READERS_PER_ADDRESS = 50;
const POSTS_PER_SECOND = 10;
const POSTING_SECONDS = 3;
/** Each poster's turn comes back after 3.5 s (the pace rule: one message every 3 s). */
const POSTERS = Math.ceil(POSTS_PER_SECOND * 3.5);
const ROOM = 'lobby-en';

export interface ChatFigures {
  readers: number;
  posts: number;
  postsFailed: number;
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  /** Reader-message pairs that never arrived within the wait, and copies that arrived twice. */
  missing: number | null;
  duplicates: number | null;
  rssBeforeMb: number | null;
  rssWithReadersMb: number | null;
  serverCpuMsPerPost: number | null;
  load: MachineLoad | null;
  error?: string;
}

async function seed(db: ScriptDb): Promise<string[]> {
  const members = await db.query<{ id: string }>(
    `INSERT INTO members (account, type, password_hash, dialing_code, mobile_num)
     SELECT 'chbench' || n, 0, 'scrypt$chat-bench-no-login', '+84', '9' || lpad(n::text, 9, '0')
     FROM generate_series(1, $1::int) n RETURNING id::text AS id`,
    [POSTERS],
  );
  const tokens: string[] = [];
  for (const member of members) tokens.push(await issueSession(db, member.id));
  return tokens;
}

/** The fan-out figures from the posts' sending times and each message's receipts. */
export function fanOut(sent: Map<number, number>, receipts: Record<string, number[]>, readers: number) {
  const latencies: number[] = [];
  let missing = 0;
  for (const [id, at] of sent) {
    const times = receipts[id] ?? [];
    missing += Math.max(0, readers - times.length);
    for (const time of times) latencies.push(time - at);
  }
  latencies.sort((a, b) => a - b);
  return { p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99), maxMs: latencies.at(-1) ?? null, missing };
}

const now = () => performance.timeOrigin + performance.now();

export async function loadChat(options: { env: Record<string, string> }): Promise<ChatFigures> {
  const base = await fs.mkdtemp(path.join(os.tmpdir(), 'site-bench-chat-'));
  const dataDir = path.join(base, 'data');
  let stop: (() => Promise<void>) | undefined;
  const child = fork(path.join(__dirname, 'chat-clients.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const reports: ChildReport[] = [];
  const waiters: (() => void)[] = [];
  child.on('message', (report: ChildReport) => {
    reports.push(report);
    waiters.splice(0).forEach((wake) => wake());
  });
  const next = async <T extends ChildReport['type']>(type: T): Promise<Extract<ChildReport, { type: T }>> => {
    for (;;) {
      const found = reports.find((report) => report.type === type);
      if (found) return found as Extract<ChildReport, { type: T }>;
      if (child.exitCode !== null) throw new Error(`the readers' process ended (code ${child.exitCode})`);
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  child.on('exit', () => waiters.splice(0).forEach((wake) => wake()));
  const empty = { readers: 0, posts: 0, postsFailed: 0, p50Ms: null, p99Ms: null, maxMs: null, missing: null, duplicates: null, rssBeforeMb: null, rssWithReadersMb: null, serverCpuMsPerPost: null, load: null };
  try {
    await fs.mkdir(dataDir, { recursive: true });
    const db = await connectDatabase({ dataDir });
    let tokens: string[];
    try {
      await runMigrations(db);
      tokens = await seed(db);
    } finally {
      await db.close();
    }
    const server = await startServer({ label: 'site-bench-chat', dataDir, env: { ...options.env, LOG_LEVEL: 'warn' } });
    stop = () => server.stop();
    const postUrl = server.url + chatEndpoints.post.path.replace(':room', ROOM);
    const post = (token: string, text: string) =>
      fetch(postUrl, { method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify({ text }) });
    const rssBeforeMb = await rssMb(server.pid);

    child.send({ type: 'open', origin: server.url, path: chatEndpoints.stream.path.replace(':room', ROOM), clients: READERS, perAddress: READERS_PER_ADDRESS } satisfies OpenCommand);
    const ready = await next('ready');
    if (ready.connected < READERS) throw new Error(`${ready.connected} of ${READERS} streams opened (${ready.failures.join('; ')})`);

    // One untimed post first, through the same path, so the first timed one plans no statements.
    const warm = await post(tokens[0]!, 'warming up');
    const warmId = warm.ok ? ((await warm.json()) as { value: ChatMessage }).value.id : null;

    const sent = new Map<number, number>();
    let failed = 0;
    const loadStart = machineLoad();
    const cpuBefore = await cpuMs(server.pid);
    const total = POSTS_PER_SECOND * POSTING_SECONDS;
    const started = now();
    const posts: Promise<void>[] = [];
    for (let k = 0; k < total; k += 1) {
      const due = started + (k * 1000) / POSTS_PER_SECOND;
      const wait = due - now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      // The warm-up's poster waits for its next turn well past 3 s: it posts last in the first round.
      const token = tokens[(k + 1) % POSTERS]!;
      const at = now();
      posts.push(
        post(token, `fan-out message ${k}`).then(async (response) => {
          if (!response.ok) {
            failed += 1;
            return;
          }
          sent.set(((await response.json()) as { value: ChatMessage }).value.id, at);
        }),
      );
    }
    await Promise.all(posts);
    const ids = [...sent.keys()];
    if (warmId !== null) ids.push(warmId);
    child.send({ type: 'finish', ids, waitMs: 10_000 } satisfies FinishCommand);
    const rssWithReadersMb = await rssMb(server.pid);
    const receipts = await next('receipts');
    const cpuAfter = await cpuMs(server.pid);
    const figures = fanOut(sent, receipts.receipts, READERS);
    const warmMissing = warmId === null ? 0 : READERS - (receipts.receipts[warmId]?.length ?? 0);
    return {
      readers: ready.connected,
      posts: total,
      postsFailed: failed,
      ...figures,
      missing: figures.missing + warmMissing,
      duplicates: receipts.duplicates + receipts.unexpected,
      rssBeforeMb,
      rssWithReadersMb,
      serverCpuMsPerPost: cpuBefore !== null && cpuAfter !== null && sent.size > 0 ? (cpuAfter - cpuBefore) / sent.size : null,
      load: { start: loadStart, end: machineLoad() },
    };
  } catch (error) {
    return { ...empty, error: `not measured: ${(error as Error).message}` };
  } finally {
    if (child.exitCode === null) child.kill();
    await stop?.();
    await fs.rm(base, { recursive: true, force: true });
  }
}

export function chatRows(figures: ChatFigures): Row[] {
  const scope = `chat fan-out (${READERS} readers, ${POSTS_PER_SECOND} posts/s)`;
  if (figures.error) return [{ scope, metric: figures.error, value: null, unit: 'ms' }];
  return [
    { scope, metric: 'streams open', value: figures.readers, unit: '#', budget: READERS, kind: 'min' },
    { scope, metric: 'posts refused or failed', value: figures.postsFailed, unit: '#', budget: 0, kind: 'max' },
    { scope, metric: 'fan-out p50 (post sent to reader)', value: figures.p50Ms, unit: 'ms' },
    { scope, metric: 'fan-out p99', value: figures.p99Ms, unit: 'ms', budget: CHAT_BUDGETS.fanOutP99Ms, kind: 'max' },
    { scope, metric: 'fan-out max', value: figures.maxMs, unit: 'ms' },
    { scope, metric: 'messages not received by a reader', value: figures.missing, unit: '#', budget: 0, kind: 'max' },
    { scope, metric: 'messages received twice', value: figures.duplicates, unit: '#', budget: 0, kind: 'max' },
    { scope, metric: 'server RSS before the readers', value: figures.rssBeforeMb, unit: 'MB' },
    { scope, metric: 'server RSS with the readers', value: figures.rssWithReadersMb, unit: 'MB' },
    ...(figures.serverCpuMsPerPost === null ? [] : [{ scope, metric: 'server CPU per post (with its fan-out)', value: figures.serverCpuMsPerPost, unit: 'ms' }]),
    ...(figures.load ? loadRows(scope, figures.load) : []),
  ];
}
