import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CHAT_STREAMS_PER_ADDRESS, CHAT_STREAMS_PER_MEMBER, chatEndpoints as calls, type ChatMessage } from '@site/shared/contract/chat';
import { accountOf } from '../accounts/session-auth';
import { operatorName } from '../audit/operator-actions';
import { endpointRoutes } from '../http/endpoint-routes';
import type { AreaOptions } from '../http/types';
import { createTicker } from '../scheduling/ticker';
import { ChatHub } from './chat-hub';
import { chatRefusal } from './chat-refusals';
import {
  assertMayRead,
  hideMessage,
  latestReports,
  liftSanction,
  listSanctions,
  postMessage,
  pruneOldMessages,
  reportMessage,
  roomsFor,
  sanction,
  type Viewer,
} from './chat-store';

export interface ChatOptions {
  /** The pruning timer (default on: every hour, first pass an hour after the start). */
  schedule?: boolean;
  /** How often an open member's stream checks again that its reader may still read (default a minute). */
  recheckMs?: number;
  /** Open streams per client address, and per member, on this process (defaults in the contract). */
  streamsPerAddress?: number;
  streamsPerMember?: number;
}

/** Open streams per key (an address, a member) on this process. */
class StreamCounts {
  private readonly counts = new Map<string, number>();
  constructor(private readonly cap: number) {}
  /** Counts one more stream for `key`, or answers false at the cap. */
  take(key: string): boolean {
    const count = this.counts.get(key) ?? 0;
    if (count >= this.cap) return false;
    this.counts.set(key, count + 1);
    return true;
  }
  give(key: string): void {
    const count = (this.counts.get(key) ?? 1) - 1;
    if (count <= 0) this.counts.delete(key);
    else this.counts.set(key, count);
  }
}

/** A comment line this often keeps proxies and browsers from closing a quiet stream. */
const KEEP_ALIVE_MS = 20_000;
/**
 * A reader's standing can change while their stream is open: a ban, a time-out or self-exclusion,
 * a VIP level lost, a session signed out. The stream checks again this often and ends when it no
 * longer holds; the reconnect is then refused with the reason.
 */
const RECHECK_MS = 60_000;
const PRUNE_TICK_MS = 60 * 60 * 1000;

const hiddenEvent = (messageId: number) => `event: hidden\ndata: {"id":${messageId}}\n\n`;

/** The event text of a message, made once however many streams it goes to (the hub hands each the same object). */
const events = new WeakMap<ChatMessage, string>();
function eventOf(message: ChatMessage): string {
  let text = events.get(message);
  if (text === undefined) {
    text = `id: ${message.id}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`;
    events.set(message, text);
  }
  return text;
}

/** `Last-Event-ID` as the browser sends it back (a message id), else the `after` query. */
function resumeAfter(request: FastifyRequest, after: number | undefined): number | null {
  const header = request.headers['last-event-id'];
  const text = Array.isArray(header) ? header[0] : header;
  if (typeof text === 'string' && /^[0-9]{1,15}$/.test(text)) return Number(text);
  return after ?? null;
}

/**
 * The chat room: rooms, the message stream (server-sent events), posting words or a bet card,
 * reports, the operator's mutes, bans and report list, and the 7-day pruning.
 */
export const chatPlugin = fp<AreaOptions & { chat?: ChatOptions }>(
  async (instance, options) => {
    const { db } = options;
    const route = endpointRoutes(instance.withTypeProvider<ZodTypeProvider>(), options);
    const hub = new ChatHub(db, (error) => instance.log.error({ err: error }, 'chat: fan-out read failed'));
    await hub.start();
    const memberSession = instance.callerChecks.session('any', { duringPasswordChange: false, cached: false });
    const me = (request: FastifyRequest) => String(accountOf(request).memberId);
    /** The reader: a visitor, or the session the Authorization header names (a dead token is 401). */
    const viewerOf = async (request: FastifyRequest): Promise<Viewer | null> => {
      if (!request.headers.authorization) return null;
      await memberSession(request);
      const account = accountOf(request);
      return { memberId: String(account.memberId), type: account.type };
    };
    /** Open streams, ended when the server closes. */
    const open = new Set<() => void>();
    /**
     * Caps on open streams, counted in this process's memory: a second server counts its own, so
     * behind a balancer an address or member may hold up to the cap on each server. They stop one
     * client from holding a server's sockets; the front proxy's own limits come first.
     */
    const perAddress = new StreamCounts(options.chat?.streamsPerAddress ?? CHAT_STREAMS_PER_ADDRESS);
    const perMember = new StreamCounts(options.chat?.streamsPerMember ?? CHAT_STREAMS_PER_MEMBER);
    /** Each open member stream's check again, by member: a ban taken on this server runs it at once. */
    const rechecks = new Map<string, Set<() => void>>();

    route(calls.rooms, async (request) => roomsFor(db, await viewerOf(request)));

    route(calls.stream, async (request, reply) => {
      const room = request.params.room;
      const viewer = await viewerOf(request);
      await assertMayRead(db, viewer, room);
      const after = resumeAfter(request, request.query.after);
      const address = request.ip;
      if (!perAddress.take(address)) throw chatRefusal('CHAT_TOO_MANY_STREAMS');
      if (viewer && !perMember.take(viewer.memberId)) {
        perAddress.give(address);
        throw chatRefusal('CHAT_TOO_MANY_STREAMS');
      }
      // Server-sent events on the raw response: the reply is no envelope from here on.
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      raw.write('retry: 3000\n\n');
      const write = (message: ChatMessage) => {
        raw.write(eventOf(message));
      };
      const unsubscribe = hub.subscribe(room, after, write, (messageId) => raw.write(hiddenEvent(messageId)));
      const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      const stillMayRead = async () => {
        try {
          await memberSession(request);
          await assertMayRead(db, viewer, room);
          return true;
        } catch {
          return false;
        }
      };
      const checkAgain = () => {
        void stillMayRead().then((mayRead) => {
          if (!mayRead) end();
        });
      };
      // A visitor's reading rests on nothing that can be taken away while the stream is open.
      const recheck = viewer ? setInterval(checkAgain, options.chat?.recheckMs ?? RECHECK_MS) : null;
      if (viewer) {
        let checks = rechecks.get(viewer.memberId);
        if (!checks) rechecks.set(viewer.memberId, (checks = new Set()));
        checks.add(checkAgain);
      }
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(keepAlive);
        if (recheck) clearInterval(recheck);
        unsubscribe();
        open.delete(end);
        perAddress.give(address);
        if (viewer) {
          perMember.give(viewer.memberId);
          const checks = rechecks.get(viewer.memberId);
          checks?.delete(checkAgain);
          if (checks?.size === 0) rechecks.delete(viewer.memberId);
        }
        if (!raw.writableEnded) raw.end();
      };
      open.add(end);
      request.raw.on('close', end);
      return reply;
    });

    const posted = (message: ChatMessage) => {
      // This process's own streams need not wait for the notification's round trip.
      hub.posted(message.room, message.id);
      return message;
    };
    route(calls.post, async (request) => posted(await postMessage(db, me(request), request.params.room, { kind: 'TEXT', text: request.body.text })));
    route(calls.shareBet, async (request) => posted(await postMessage(db, me(request), request.params.room, { kind: 'BET', betId: request.body.betId })));
    route(calls.report, async (request) => {
      await reportMessage(db, me(request), request.params.messageId, request.body.reason);
      return { reported: true as const };
    });
    route(calls.opsSanction, async (request) => {
      const done = await sanction(db, operatorName(request), request.body);
      // This server's streams of a banned member end now; other servers' at their next check.
      if (done.kind === 'BAN') for (const check of rechecks.get(done.memberId) ?? []) check();
      const { memberId: _memberId, ...answer } = done;
      return answer;
    });
    route(calls.opsReports, async () => ({ list: await latestReports(db) }));
    route(calls.opsSanctions, async (request) => ({ list: await listSanctions(db, request.query.account) }));
    route(calls.opsLift, (request) => liftSanction(db, operatorName(request), request.params.sanctionId, request.body));
    route(calls.opsHide, (request) => hideMessage(db, operatorName(request), request.params.messageId, request.body));

    const ticker =
      options.chat?.schedule === false
        ? null
        : createTicker(
            async () => {
              const pruned = await pruneOldMessages(db);
              if (pruned) instance.log.info({ pruned }, 'chat: old messages deleted');
            },
            (error) => instance.log.error({ err: error }, 'chat: pruning failed'),
          );
    // The first pass one tick after the start: a quick restart or a test platform does no work.
    ticker?.start(PRUNE_TICK_MS, { firstAfterOneTick: true });
    instance.addHook('preClose', async () => {
      for (const end of [...open]) end();
    });
    instance.addHook('onClose', async () => {
      ticker?.stop();
      await hub.stop();
    });
  },
  { name: 'chat', fastify: '5.x', dependencies: ['accounts'] },
);
