import { useEffect } from 'react';
import { useLatest } from '../hooks/use-latest';

/** One typed map of every event that crosses a remote boundary. Add events here, nowhere else. */
export interface BusEvents {
  'auth:open-login': { reason?: string } | undefined;
  'auth:open-register': undefined;
  'auth:open-forgot': undefined;
  'auth:open-change-password': undefined;
  /** A trial (type 4) account tried a gated action: mf-auth shows in_need_true_account. */
  'auth:need-real-account': undefined;
  'session:changed': { loggedIn: boolean };
  'wallet:changed': undefined;
  /** `section`: the part of the page to show first (My account's tab: 'profile', 'security', 'payout', 'history'). */
  'member-centre:open': { page?: string; section?: string } | undefined;
  /** The member centre closed: whatever sent the member there (an agent's transfer) may come back. */
  'member-centre:closed': undefined;
  'agent-centre:open': { page?: string } | undefined;
  'help:open': { section?: string } | undefined;
  /** Opens the shell's chat room modal, on `room` (a chat room id such as `lottery-FAST_1M`) when given. */
  'chat:open': { room?: string } | undefined;
  'notice:open': { index: number };
  'game:launch': { game: { vassalage: string; gameType: string; gameCode?: string; nodeId?: string } };
  'language:changed': { lang: string };
  /** The platform refused a call because the site is closed (maintenance or region block). */
  'system:closed': { errorCode: string };
}

export type BusEventName = keyof BusEvents;
type Handler<K extends BusEventName> = (payload: BusEvents[K]) => void;

/**
 * Synchronous, typed publish/subscribe. Delivery is synchronous so that a login seen by one
 * remote is seen by all of them in the same tick.
 */
export class EventBus {
  private handlers = new Map<BusEventName, Set<Handler<never>>>();

  on<K extends BusEventName>(name: K, handler: Handler<K>): () => void {
    let set = this.handlers.get(name);
    if (!set) {
      set = new Set();
      this.handlers.set(name, set);
    }
    set.add(handler as Handler<never>);
    return () => {
      set.delete(handler as Handler<never>);
    };
  }

  emit<K extends BusEventName>(name: K, ...payload: undefined extends BusEvents[K] ? [BusEvents[K]?] : [BusEvents[K]]): void {
    const set = this.handlers.get(name);
    if (!set) return;
    for (const handler of [...set]) {
      try {
        (handler as Handler<K>)(payload[0] as BusEvents[K]);
      } catch (error) {
        // One failing listener must not stop the others from hearing the event.
        console.error(`bus handler for ${name} failed`, error);
      }
    }
  }

  listenerCount(name: BusEventName): number {
    return this.handlers.get(name)?.size ?? 0;
  }
}

/** The page's one bus. */
export const bus = new EventBus();

/** Subscribe for the lifetime of a component; the latest handler is always called. */
export function useBusEvent<K extends BusEventName>(name: K, handler: Handler<K>): void {
  const latest = useLatest(handler);
  useEffect(() => bus.on(name, (payload) => latest.current(payload)), [name, latest]);
}
