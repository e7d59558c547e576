import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  addRemoteResources,
  containerName,
  dropWaitingChunks,
  REMOTE_IDS,
  REMOTE_LOAD_TIMEOUT_MS,
  renewWaitingChunks,
  retryUrl,
  withTimeout,
  type RemoteDescriptor,
  type RemoteId,
  type RouteDeclaration,
} from '@site/shared';

/** A remote's active release: its version, its entry script and the routes that version declares. */
export interface RegistryEntry {
  version: string;
  entry: string;
  routes?: RouteDeclaration[];
}
export type Registry = Partial<Record<RemoteId, RegistryEntry>>;

declare global {
  interface Window {
    __REMOTES__?: Registry;
  }
}

/** The active registry: inlined by the server into index.html (taken at once), else fetched (never cached). */
export function loadRegistry(): Registry | Promise<Registry> {
  return window.__REMOTES__ ?? fetchRegistry();
}

function fetchRegistry(): Promise<Registry> {
  const read = async () => {
    const response = await fetch('/remotes.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
    return (await response.json()) as Registry;
  };
  return withTimeout(read(), REMOTE_LOAD_TIMEOUT_MS, 'remotes.json');
}

/** The entry each remote is registered with in the federation runtime (null: no registry taken yet). */
let registered: Map<RemoteId, string> | null = null;
let registryReady: Promise<void> = Promise.resolve();
/** The registry the route table is built from; null while it is on its way. */
let knownRegistry: Registry | null = null;
const registryListeners = new Set<() => void>();

function setKnownRegistry(registry: Registry | null): void {
  knownRegistry = registry;
  registryListeners.forEach((listener) => listener());
}

/** Register every known remote of the registry with the federation runtime, and route by its declarations. */
export function registerRegistry(registry: Registry): void {
  const known = REMOTE_IDS.filter((id) => registry[id]?.entry);
  registerRemotes(known.map((id) => ({ name: containerName(id), entry: registry[id]!.entry })));
  registered = new Map(known.map((id) => [id, registry[id]!.entry]));
  setKnownRegistry(registry);
}

/**
 * Start the registry load without holding up the first render: the header, banner and notices do
 * not need any remote, so they paint while remotes.json (when not inlined) is on its way. An
 * inlined registry is taken at once, so the first render already knows every route. A registry
 * that cannot be read leaves no remote route and every remote area on its fallback.
 */
export function initRemotes(registry: Registry | Promise<Registry>): Promise<void> {
  if (!(registry instanceof Promise)) {
    registerRegistry(registry);
    registryReady = Promise.resolve();
    return registryReady;
  }
  setKnownRegistry(null);
  registryReady = registry.then(
    (value) => registerRegistry(value),
    (error: unknown) => {
      console.error('remote registry unavailable', error);
      registered = new Map();
      setKnownRegistry({});
    },
  );
  return registryReady;
}

/** The registry as far as it is known (null while it loads); re-renders when it arrives. */
export function useRegistry(): Registry | null {
  return useSyncExternalStore(
    (listener) => {
      registryListeners.add(listener);
      return () => registryListeners.delete(listener);
    },
    () => knownRegistry,
  );
}

export type DescriptorStatus = 'idle' | 'loading' | 'ready' | 'failed';
export interface DescriptorState {
  status: DescriptorStatus;
  descriptor: RemoteDescriptor | null;
}

const IDLE: DescriptorState = { status: 'idle', descriptor: null };
const pending = new Map<RemoteId, Promise<RemoteDescriptor | null>>();
const states = new Map<RemoteId, DescriptorState>();
const listeners = new Set<() => void>();
const namespacesAdded = new Set<RemoteDescriptor>();

function setState(id: RemoteId, state: DescriptorState): void {
  states.set(id, state);
  listeners.forEach((listener) => listener());
}

async function fetchDescriptor(id: RemoteId): Promise<RemoteDescriptor | null> {
  await registryReady;
  await reloads.get(id);
  if (registered && !registered.has(id)) {
    console.warn(`remote ${id} is not in the registry`);
    return null;
  }
  try {
    const module = await withTimeout(loadRemote<{ default: RemoteDescriptor }>(`${containerName(id)}/remote`), REMOTE_LOAD_TIMEOUT_MS, `remote ${id}`);
    const descriptor = module?.default;
    if (!descriptor) return null;
    // No host-API check here: the release and the server offer only compatible versions.
    if (!namespacesAdded.has(descriptor)) {
      namespacesAdded.add(descriptor);
      // A remote may import its other languages' texts on first use: the page's language first.
      await addRemoteResources(descriptor.i18n.namespace, descriptor.i18n.resources);
    }
    return descriptor;
  } catch (error) {
    console.warn(`remote ${id} failed`, error);
    return null;
  }
}

/** Load (once) a remote's descriptor; null when it is missing, broken, too slow or incompatible. */
export function loadDescriptor(id: RemoteId): Promise<RemoteDescriptor | null> {
  let promise = pending.get(id);
  if (!promise) {
    promise = fetchDescriptor(id);
    pending.set(id, promise);
    setState(id, { status: 'loading', descriptor: null });
    const current = promise;
    void current.then((descriptor) => {
      // A retry may have replaced this load meanwhile; only the latest one reports.
      if (pending.get(id) === current) setState(id, descriptor ? { status: 'ready', descriptor } : { status: 'failed', descriptor: null });
    });
  }
  return promise;
}

/** Forget a remote's descriptor so the next load really asks the network again (Retry). */
export function forgetDescriptor(id: RemoteId): void {
  pending.delete(id);
  setState(id, IDLE);
}

/** How many times each remote was retried: every Retry of a remote restarts its failed areas. */
const generations = new Map<RemoteId, number>();
/** A retried remote's registry read and fresh registration, which its next load waits for. */
const reloads = new Map<RemoteId, Promise<void>>();

/**
 * Retry: read the registry again, so that a version fixed by a release or rollback since the page
 * loaded is the one loaded, and load the remote afresh. Every failed area of the remote tries
 * again (useRemoteGeneration).
 */
export function reloadRemote(id: RemoteId): void {
  generations.set(id, (generations.get(id) ?? 0) + 1);
  reloads.set(
    id,
    registryReady.then(() => refreshRemote(id)).catch((error: unknown) => console.warn(`remote ${id} could not be registered again`, error)),
  );
  forgetDescriptor(id);
}

async function refreshRemote(id: RemoteId): Promise<void> {
  const fresh = await fetchRegistry().catch((error: unknown) => {
    console.warn('remote registry unavailable; retrying with the one already known', error);
    return null;
  });
  if (fresh) {
    // Only this remote's entry is taken: the other remotes' areas keep the versions they run.
    const { [id]: _old, ...others } = knownRegistry ?? {};
    setKnownRegistry(fresh[id] ? { ...others, [id]: fresh[id] } : others);
  }
  const entry = knownRegistry?.[id]?.entry;
  if (!entry) {
    registered?.delete(id);
    return;
  }
  // The browser joins a request for a URL it is still loading (and the federation runtime keeps a
  // pending entry load by its URL), so an entry or chunk that hangs would hold the retry too: the
  // same version is asked for under URLs of its own. A new version has new URLs already.
  const generation = generations.get(id) ?? 0;
  const sameVersion = registered?.get(id) === entry;
  // For another version only dropped: its chunks may share names with the waiting ones.
  if (sameVersion) renewWaitingChunks(containerName(id), generation);
  else dropWaitingChunks(containerName(id));
  // `force` drops what the runtime holds of the remote (its container, its loading promise) first.
  registerRemotes([{ name: containerName(id), entry: sameVersion ? retryUrl(entry, generation) : entry }], { force: true });
  (registered ??= new Map()).set(id, entry);
}

/** The remote's retry count, which changes (and re-renders) when any of its areas is retried. */
export function useRemoteGeneration(id: RemoteId): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => generations.get(id) ?? 0,
  );
}

/** For tests: forget every remote and registry. */
export function resetRemotesForTests(): void {
  pending.clear();
  states.clear();
  generations.clear();
  reloads.clear();
  namespacesAdded.clear();
  registered = null;
  registryReady = Promise.resolve();
  knownRegistry = null;
  listeners.forEach((listener) => listener());
  registryListeners.forEach((listener) => listener());
}

/** The load state of a remote's descriptor, starting the load if nobody has yet. */
export function useDescriptorState(id: RemoteId | null): DescriptorState {
  const state = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (id ? (states.get(id) ?? IDLE) : IDLE),
  );
  useEffect(() => {
    if (id && state.status === 'idle') void loadDescriptor(id);
  }, [id, state.status]);
  return state;
}

/** What a remote area shows: the screen a declared route names (by screen id) or one of its widgets (by name). */
export type AreaTarget = { kind: 'route'; path: string; screenId: string } | { kind: 'widget'; name: string };

export class RemoteAreaError extends Error {
  constructor(
    readonly remoteId: RemoteId,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteAreaError';
  }
}

/** Load the component of an area: descriptor first, then the lazy screen or widget, each within the chunk time-out. */
export async function loadAreaComponent(id: RemoteId, target: AreaTarget): Promise<{ default: ComponentType<Record<string, unknown>> }> {
  const descriptor = await loadDescriptor(id);
  if (!descriptor) throw new RemoteAreaError(id, `remote ${id} is unavailable`);
  // A route finds its screen by id, not by path: a release may route a new path to a screen it already had.
  const loader =
    target.kind === 'route' ? descriptor.routes?.find((route) => route.screenId === target.screenId)?.screen : descriptor.widgets?.[target.name];
  if (!loader) {
    throw new RemoteAreaError(id, `remote ${id} has no ${target.kind === 'route' ? `screen ${target.screenId} for ${target.path}` : `widget ${target.name}`}`);
  }
  const module = await withTimeout(loader(), REMOTE_LOAD_TIMEOUT_MS, `${id} ${target.kind}`);
  return module as { default: ComponentType<Record<string, unknown>> };
}
