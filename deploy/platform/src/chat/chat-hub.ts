/**
 * Fan-out of new messages to this process's open streams. The database is the only channel
 * between servers: a post sends NOTIFY (payload: the room) in its transaction, every process
 * LISTENs, and on a notification reads the room's rows after the last id it delivered. So a
 * second server sees a post the moment it commits, and a lost notification costs nothing but
 * delay: the next one (or the reconnect) reads everything after the last id anyway.
 *
 * Each stream has its own cursor (the last id it was sent) and is sent only ids above it, so the
 * catch-up of a resuming stream and the live fan-out never send one message twice nor skip one:
 * while a stream catches up, live messages wait in its queue.
 */
import type { ChatMessage } from '@site/shared/contract/chat';
import type { Db } from '../db/database';
import { CHAT_CHANNEL, HIDDEN_PREFIX, lastMessageId, messagesAfter } from './chat-store';

interface Subscriber {
  cursor: number;
  /** Live messages that arrived while the stream was still catching up. */
  queue: ChatMessage[] | null;
  send(message: ChatMessage): void;
  /** An operator hid a message of the room: the reader drops it if shown. */
  drop(messageId: number): void;
}

interface Room {
  subscribers: Set<Subscriber>;
  /** The last id this process read for the room, known once `ready` resolves. */
  last: number;
  ready: Promise<void>;
  /** The read in progress, and the highest id asked for meanwhile (0: none; Infinity: unknown). */
  reading: Promise<void> | null;
  wanted: number;
}

export class ChatHub {
  private readonly rooms = new Map<string, Room>();
  private stopListening: (() => Promise<void>) | null = null;
  private poll: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** LISTENs on the database (a database without it, such as a test's fake, is polled every 2 s). */
  async start(): Promise<void> {
    if (this.db.listen) {
      this.stopListening = await this.db.listen(CHAT_CHANNEL, (payload) => this.notified(payload), () => {
        for (const room of this.rooms.keys()) this.posted(room);
      });
    } else {
      this.poll = setInterval(() => {
        for (const room of this.rooms.keys()) this.posted(room);
      }, 2_000);
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.poll);
    await this.stopListening?.();
    this.stopListening = null;
  }

  /** How many streams are open (all rooms). */
  get streams(): number {
    let count = 0;
    for (const room of this.rooms.values()) count += room.subscribers.size;
    return count;
  }

  /**
   * Opens a stream of `room` after `after` (null: the last messages). Answers how to close it.
   * The catch-up is read first; messages posted meanwhile follow in order.
   */
  subscribe(roomId: string, after: number | null, send: (message: ChatMessage) => void, drop: (messageId: number) => void = () => undefined): () => void {
    const room = this.room(roomId);
    const subscriber: Subscriber = { cursor: after ?? 0, queue: [], send, drop };
    room.subscribers.add(subscriber);
    const deliver = (message: ChatMessage) => {
      if (message.id <= subscriber.cursor) return;
      subscriber.cursor = message.id;
      subscriber.send(message);
    };
    void (async () => {
      try {
        // After the room's starting point is known: whatever committed before it, the catch-up
        // reads; whatever after, the room's reader brings.
        await room.ready;
        let batch = await messagesAfter(this.db, roomId, after);
        batch.forEach(deliver);
        // A long absence: read on until the stream has caught up.
        while (after !== null && batch.length === 500) {
          batch = await messagesAfter(this.db, roomId, subscriber.cursor);
          batch.forEach(deliver);
        }
      } catch (error) {
        this.onError(error);
      }
      const queued = subscriber.queue ?? [];
      subscriber.queue = null;
      queued.forEach(deliver);
    })();
    return () => {
      room.subscribers.delete(subscriber);
      if (room.subscribers.size === 0 && !room.reading) this.rooms.delete(roomId);
    };
  }

  /** A notification: a room's new message (`<room>:<id>`), or a hidden one (`hidden:<room>:<id>`). */
  private notified(payload: string): void {
    const hidden = payload.startsWith(HIDDEN_PREFIX);
    const at = payload.lastIndexOf(':');
    const roomId = payload.slice(hidden ? HIDDEN_PREFIX.length : 0, at < 0 ? undefined : at);
    const messageId = at < 0 ? NaN : Number(payload.slice(at + 1));
    const room = this.rooms.get(roomId);
    if (!hidden) {
      this.posted(roomId, Number.isSafeInteger(messageId) ? messageId : Infinity);
      return;
    }
    if (!room || !Number.isSafeInteger(messageId)) return;
    for (const subscriber of room.subscribers) {
      // Still queued behind a catch-up: it is simply never sent.
      if (subscriber.queue) subscriber.queue = subscriber.queue.filter((message) => message.id !== messageId);
      subscriber.drop(messageId);
    }
  }

  /**
   * A room has a new message (a notification, or this process's own post): read and fan out. With
   * the message's id, a message already read is not read again: this process's own post is read
   * right after it commits, and its notification then costs nothing.
   */
  posted(roomId: string, messageId = Infinity): void {
    const room = this.rooms.get(roomId);
    if (!room || messageId <= room.last) return;
    if (room.reading) {
      // The read under way may have started before this message committed: read again after it unless it got there.
      room.wanted = Math.max(room.wanted, messageId);
      return;
    }
    room.reading = this.read(roomId, room)
      .catch(this.onError)
      .finally(() => {
        room.reading = null;
        const wanted = room.wanted;
        room.wanted = 0;
        if (wanted > room.last) this.posted(roomId, wanted);
        else if (room.subscribers.size === 0) this.rooms.delete(roomId);
      });
  }

  private async read(roomId: string, room: Room): Promise<void> {
    await room.ready;
    for (;;) {
      const batch = await messagesAfter(this.db, roomId, room.last);
      for (const message of batch) {
        room.last = message.id;
        for (const subscriber of room.subscribers) {
          if (subscriber.queue) subscriber.queue.push(message);
          else if (message.id > subscriber.cursor) {
            subscriber.cursor = message.id;
            subscriber.send(message);
          }
        }
      }
      if (batch.length < 500) return;
    }
  }

  private room(roomId: string): Room {
    let room = this.rooms.get(roomId);
    if (!room) {
      const created: Room = { subscribers: new Set(), last: 0, ready: Promise.resolve(), reading: null, wanted: 0 };
      created.ready = lastMessageId(this.db, roomId).then((last) => {
        created.last = last;
      });
      created.ready.catch(this.onError);
      this.rooms.set(roomId, created);
      room = created;
    }
    return room;
  }
}
