import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chatEndpoints as calls, type ChatMessage } from '@site/shared/contract/chat';
import { accountOf } from '../accounts/session-auth';
import { operatorName } from '../audit/operator-actions';
import { endpointRoutes } from '../http/endpoint-routes';
import type { AreaOptions } from '../http/types';
import { createTicker } from '../scheduling/ticker';
import { ChatHub } from './chat-hub';
import { assertMayRead, latestReports, postMessage, pruneOldMessages, reportMessage, roomsFor, sanction, type Viewer } from './chat-store';

export interface ChatOptions {
  /** The pruning timer (default on: every hour, first pass an hour after the start). */
  schedule?: boolean;
  /** How often an open member's stream checks again that its reader may still read (default a minute). */
  recheckMs?: number;
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

    route(calls.rooms, async (request) => roomsFor(db, await viewerOf(request)));

    route(calls.stream, async (request, reply) => {
      const room = request.params.room;
      const viewer = await viewerOf(request);
      await assertMayRead(db, viewer, room);
      const after = resumeAfter(request, request.query.after);
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
      const unsubscribe = hub.subscribe(room, after, write);
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
      // A visitor's reading rests on nothing that can be taken away while the stream is open.
      const recheck = viewer
        ? setInterval(() => {
            void stillMayRead().then((mayRead) => {
              if (!mayRead) end();
            });
          }, options.chat?.recheckMs ?? RECHECK_MS)
        : null;
      const end = () => {
        clearInterval(keepAlive);
        if (recheck) clearInterval(recheck);
        unsubscribe();
        open.delete(end);
        if (!raw.writableEnded) raw.end();
      };
      open.add(end);
      request.raw.on('close', end);
      return reply;
    });

    const posted = (message: ChatMessage) => {
      // This process's own streams need not wait for the notification's round trip.
      hub.posted(message.room);
      return message;
    };
    route(calls.post, async (request) => posted(await postMessage(db, me(request), request.params.room, { kind: 'TEXT', text: request.body.text })));
    route(calls.shareBet, async (request) => posted(await postMessage(db, me(request), request.params.room, { kind: 'BET', betId: request.body.betId })));
    route(calls.report, async (request) => {
      await reportMessage(db, me(request), request.params.messageId, request.body.reason);
      return { reported: true as const };
    });
    route(calls.opsSanction, (request) => sanction(db, operatorName(request), request.body));
    route(calls.opsReports, async () => ({ list: await latestReports(db) }));

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
