/** A chunk script as webpack leaves one in the page while it waits for it: named `<container>:chunk-<id>`. */
export function addWaitingChunk(name: string, src: string): void {
  const script = document.createElement('script');
  script.setAttribute('data-webpack', name);
  script.src = src;
  document.head.append(script);
}

/** Every chunk script in the page, as [data-webpack name, URL]. */
export function chunkScripts(): [string | null, string][] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[data-webpack]')].map((script) => [script.getAttribute('data-webpack'), script.src]);
}

/** Removes every chunk script a test left in the page. */
export function removeChunkScripts(): void {
  document.querySelectorAll('script[data-webpack]').forEach((script) => script.remove());
}
