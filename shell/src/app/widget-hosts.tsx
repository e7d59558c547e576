import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { bus, isAgentAccount, useSession, type BusEventName, type BusEvents, type RemoteId, type Session } from '@site/shared';
import { useIntended } from '../kit/host-intent';
import { AGENT_LOGIN_PATH } from '../kit/site-links';
import { RemoteArea } from './remote-area';
import { loadDescriptor } from './remotes';
import { normalisePath } from './route-table';

/** Who is on the page: hosts are mounted ahead of need only for those likely to use them. */
export type Audience = 'visitor' | 'member' | 'agent';

interface Host {
  remoteId: RemoteId;
  widget: string;
  /** Events this host answers; one arriving before the host listens makes it mount at once. */
  events: readonly BusEventName[];
  /**
   * Who gets this host mounted when the browser is idle, before any event: a member opens the
   * member centre and launches games; only an agent has an agent centre. Everyone else loads the
   * host on its first event, or on the intent to send one (kit/host-intent), so a visitor's first
   * page carries no member or agent code.
   */
  idleFor: readonly Audience[];
  /**
   * Pages where a visitor gets it mounted when the browser is idle, by path: on the agent login
   * page every sign-in ends in the agent centre.
   */
  idleForVisitorsOn?: readonly string[];
  /**
   * Pages, by the remote whose screen they show, where a visitor's browser loads only the host
   * remote's entry and descriptor when idle (not the host's code): on the games' pages (lobbies,
   * game lists, a game's page) every play control, favourites and recent games ask a visitor to
   * log in, and the tap then waits for the host's own chunks only. The home page is not one: a
   * first visit carries no sign-in code.
   */
  readyForVisitorsOn?: readonly RemoteId[];
}

/** The invisible, app-wide hosts that open the remotes' modals and panels when the bus asks. */
export const HOSTS: readonly Host[] = [
  {
    remoteId: 'auth',
    widget: 'modal-host',
    events: ['auth:open-login', 'auth:open-register', 'auth:open-forgot', 'auth:open-change-password', 'auth:need-real-account'],
    idleFor: [],
    readyForVisitorsOn: ['games'],
  },
  { remoteId: 'member-centre', widget: 'panel-host', events: ['member-centre:open'], idleFor: ['member', 'agent'] },
  { remoteId: 'member-centre', widget: 'help-modal', events: ['help:open'], idleFor: [] },
  { remoteId: 'agent-centre', widget: 'panel-host', events: ['agent-centre:open'], idleFor: ['agent'], idleForVisitorsOn: [AGENT_LOGIN_PATH] },
  { remoteId: 'games', widget: 'launch-host', events: ['game:launch'], idleFor: ['member', 'agent'] },
];

const keyOf = (host: Host) => `${host.remoteId}/${host.widget}`;

export function audienceOf(session: Session | null): Audience {
  if (!session) return 'visitor';
  return isAgentAccount(session) ? 'agent' : 'member';
}

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
 * Mounts each host when it is needed: after the first paint (when the browser is idle) for the
 * audience likely to use it or for a visitor on the pages named for it, on the intent to send its
 * event, or on its first event; on the pages whose screen comes from a remote named in
 * `readyForVisitorsOn` (`pageRemote`), a visitor's idle browser loads the host remote's descriptor. An
 * event for a host that is not listening yet (a click on "Log in" during start-up) mounts that host
 * at once and is delivered again as soon as the host subscribes, instead of being lost.
 */
export function WidgetHosts({ pageRemote = null }: { pageRemote?: RemoteId | null }) {
  const audience = audienceOf(useSession());
  const { pathname } = useLocation();
  const visitor = audience === 'visitor';
  const onVisitorPage = (host: Host) => visitor && (host.idleForVisitorsOn ?? []).some((path) => normalisePath(path) === normalisePath(pathname));
  const [idle, setIdle] = useState(false);
  const [asked, setAsked] = useState<ReadonlySet<string>>(() => new Set());
  const intended = useIntended();
  const pending = useRef<Pending[]>([]);
  // The event being delivered again, so our own listener does not queue it a second time. Only that
  // one: an event its host sends while answering it (the game launcher asking a visitor to log in)
  // is a new event and must be queued for its own host like any other.
  const replaying = useRef<BusEventName | null>(null);
  const [waiting, setWaiting] = useState(0);

  useEffect(() => whenIdle(() => setIdle(true)), []);

  // One key for the remotes to ready on this page, so the effect runs again only when they change.
  const readyKey = visitor && pageRemote ? HOSTS.filter((host) => host.readyForVisitorsOn?.includes(pageRemote)).map((host) => host.remoteId).join(' ') : '';
  useEffect(() => {
    if (!idle || !readyKey) return;
    for (const id of readyKey.split(' ')) void loadDescriptor(id as RemoteId);
  }, [idle, readyKey]);

  useEffect(() => {
    const offs = HOSTS.flatMap((host) =>
      host.events.map((name) =>
        bus.on(name, (payload: unknown) => {
          // Our own listener is one; anybody else means a host already answers this event.
          if (replaying.current === name || bus.listenerCount(name) > 1) return;
          pending.current.push({ name, payload, at: Date.now() });
          setAsked((current) => (current.has(keyOf(host)) ? current : new Set(current).add(keyOf(host))));
          setWaiting((n) => n + 1);
        }),
      ),
    );
    return () => offs.forEach((off) => off());
  }, []);

  useEffect(() => {
    if (pending.current.length === 0) return;
    const timer = setInterval(() => {
      const now = Date.now();
      // Taken out of the queue before delivery: events queued while these are delivered land in the
      // fresh queue and are kept.
      const due = pending.current;
      pending.current = [];
      const kept = due.filter((event) => {
        if (bus.listenerCount(event.name) > 1) {
          replaying.current = event.name;
          try {
            (bus.emit as (name: BusEventName, payload: unknown) => void)(event.name, event.payload as BusEvents[BusEventName]);
          } finally {
            replaying.current = null;
          }
          return false;
        }
        return now - event.at < REPLAY_WINDOW_MS;
      });
      pending.current = [...kept, ...pending.current];
      if (pending.current.length === 0) clearInterval(timer);
    }, REPLAY_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting]);

  const shown = HOSTS.filter((host) => asked.has(keyOf(host)) || intended(host.events) || (idle && (host.idleFor.includes(audience) || onVisitorPage(host))));
  return (
    <>
      {shown.map((host) => (
        <RemoteArea key={keyOf(host)} remoteId={host.remoteId} target={{ kind: 'widget', name: host.widget }} silent />
      ))}
    </>
  );
}
