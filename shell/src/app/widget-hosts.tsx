import { useEffect, useRef, useState } from 'react';
import { bus, type BusEventName, type BusEvents, type RemoteId } from '@site/shared';
import { RemoteArea } from './remote-area';

interface Host {
  remoteId: RemoteId;
  widget: string;
  /** Events this host answers; one arriving before the host listens makes it mount at once. */
  events: readonly BusEventName[];
}

/** The invisible, app-wide hosts that open the remotes' modals and panels when the bus asks. */
export const HOSTS: readonly Host[] = [
  { remoteId: 'auth', widget: 'modal-host', events: ['auth:open-login', 'auth:open-register', 'auth:open-forgot', 'auth:open-change-password', 'auth:need-real-account'] },
  { remoteId: 'member-centre', widget: 'panel-host', events: ['member-centre:open'] },
  { remoteId: 'member-centre', widget: 'help-modal', events: ['help:open'] },
  { remoteId: 'agent-centre', widget: 'panel-host', events: ['agent-centre:open'] },
  { remoteId: 'games', widget: 'launch-host', events: ['game:launch'] },
];

/** How long an early event waits for its host before it is dropped (the chunk time-out). */
const REPLAY_WINDOW_MS = 120_000;
const REPLAY_POLL_MS = 100;

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
}

type Pending = { name: BusEventName; payload: unknown; at: number };

/**
 * Mounts the hosts after the first paint (when the browser is idle) so they never delay the home
 * page. An event for a host that is not listening yet (a click on "Log in" during start-up) mounts
 * the hosts at once and is delivered again as soon as the host subscribes, instead of being lost.
 */
export function WidgetHosts() {
  const [mounted, setMounted] = useState(false);
  const pending = useRef<Pending[]>([]);
  const replaying = useRef(false);
  const [waiting, setWaiting] = useState(0);

  useEffect(() => whenIdle(() => setMounted(true)), []);

  useEffect(() => {
    const names = HOSTS.flatMap((host) => host.events);
    const offs = names.map((name) =>
      bus.on(name, (payload: unknown) => {
        // Our own listener is one; anybody else means a host already answers this event.
        if (replaying.current || bus.listenerCount(name) > 1) return;
        pending.current.push({ name, payload, at: Date.now() });
        setMounted(true);
        setWaiting((n) => n + 1);
      }),
    );
    return () => offs.forEach((off) => off());
  }, []);

  useEffect(() => {
    if (pending.current.length === 0) return;
    const timer = setInterval(() => {
      const now = Date.now();
      pending.current = pending.current.filter((event) => {
        if (bus.listenerCount(event.name) > 1) {
          replaying.current = true;
          try {
            (bus.emit as (name: BusEventName, payload: unknown) => void)(event.name, event.payload as BusEvents[BusEventName]);
          } finally {
            replaying.current = false;
          }
          return false;
        }
        return now - event.at < REPLAY_WINDOW_MS;
      });
      if (pending.current.length === 0) clearInterval(timer);
    }, REPLAY_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting]);

  if (!mounted) return null;
  return (
    <>
      {HOSTS.map((host) => (
        <RemoteArea key={`${host.remoteId}/${host.widget}`} remoteId={host.remoteId} target={{ kind: 'widget', name: host.widget }} silent />
      ))}
    </>
  );
}
