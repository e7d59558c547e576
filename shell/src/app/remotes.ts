import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, hostApiSatisfies, type RemoteDescriptor, type RemoteId } from '@site/shared';

export interface RegistryEntry {
  version: string;
  entry: string;
}
export type Registry = Partial<Record<RemoteId, RegistryEntry>>;

declare global {
  interface Window {
    __REMOTES__?: Registry;
  }
}

/** The active registry: inlined by the server into index.html, else fetched (never cached). */
export async function fetchRegistry(): Promise<Registry> {
  if (window.__REMOTES__) return window.__REMOTES__;
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  return (await response.json()) as Registry;
}

export function registerRegistry(registry: Registry): void {
  registerRemotes(
    Object.entries(registry).map(([id, entry]) => ({
      name: containerName(id as RemoteId),
      entry: entry!.entry,
    })),
  );
}

const descriptors = new Map<RemoteId, Promise<RemoteDescriptor | null>>();

/** Load (once) a remote's descriptor; null when it is missing, broken or incompatible. */
export function loadDescriptor(id: RemoteId): Promise<RemoteDescriptor | null> {
  let pending = descriptors.get(id);
  if (!pending) {
    pending = loadRemote<{ default: RemoteDescriptor }>(`${containerName(id)}/remote`)
      .then((module) => {
        const descriptor = module?.default;
        if (!descriptor) return null;
        if (!hostApiSatisfies(descriptor.hostApi)) {
          console.warn(`remote ${id} wants host API ${descriptor.hostApi}; refusing it`);
          return null;
        }
        return descriptor;
      })
      .catch((error: unknown) => {
        console.warn(`remote ${id} failed`, error);
        return null;
      });
    descriptors.set(id, pending);
  }
  return pending;
}
