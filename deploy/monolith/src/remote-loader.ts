/** Imports one module of this build lazily (a dynamic `import()`: a chunk of its own). */
export type ModuleImport = () => Promise<unknown>;

/**
 * A `loadRemote` for a build that contains every remote: the request `<container>/remote` imports
 * that remote's descriptor module instead of fetching its entry. A request for anything else
 * rejects, as the federation runtime rejects a remote it does not know.
 */
export function remoteLoader<Id extends string>(modules: Record<Id, ModuleImport>, containerOf: (id: Id) => string) {
  const byRequest = new Map<string, ModuleImport>();
  for (const id of Object.keys(modules) as Id[]) byRequest.set(`${containerOf(id)}/remote`, modules[id]);
  return function loadRemote<T>(request: string): Promise<T | null> {
    const load = byRequest.get(request);
    if (!load) return Promise.reject(new Error(`${request} is not part of this build`));
    return load() as Promise<T>;
  };
}
