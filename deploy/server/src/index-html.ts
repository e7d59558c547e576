import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { ShellRouteDeclaration } from '@site/shared';
import { versionDir, type RemoteId } from '../../ops/src/paths';
import type { ActiveRegistry } from '../../ops/src/registry';
import { readShellRouteDeclarations, ROUTES_FILE } from '../../ops/src/route-declarations';

/**
 * index.html is rendered per request (never cached): the shell's built template with the active
 * registry and the site config inlined, so the shell boots without fetching /remotes.json, and with
 * preloads for the remote entries the requested route needs, so they download while the shell's
 * main script does instead of one round trip after it.
 */

export const HEAD_MARKER = '<!--site:head-->';

/** JSON that is safe inside a <script> element: no '</script>', no HTML comment, no line separators. */
export function scriptJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Applies the stored theme and language before the first paint, so a dark-theme visitor never sees
 * a light flash (the shell keeps them in localStorage as `theme` and `lang`).
 */
const EARLY_PREFERENCES =
  "try{var d=document.documentElement,t=localStorage.getItem('theme'),l=localStorage.getItem('lang');" +
  "d.setAttribute('data-theme',t==='dark'?'dark':'light');if(l&&/^[a-zA-Z-]{2,10}$/.test(l))d.setAttribute('lang',l)}catch(e){}";

/**
 * A still header with the brand, painted from the HTML alone while the JavaScript downloads (the
 * first contentful paint no longer waits for React). Same height and colours as the real header and
 * navigation bar, which replace it on mount, so nothing below moves.
 */
const BOOT_STYLE =
  'body{margin:0}' +
  '.site-boot-header{height:64px;background:#14161c;color:#f4f5f7;border-bottom:1px solid rgba(244,245,247,.1)}' +
  '[data-theme=dark] .site-boot-header{background:#0a0b0f}' +
  '.site-boot-inner{max-width:1200px;height:100%;margin:0 auto;padding:0 16px;display:flex;align-items:center;gap:8px;' +
  "font:800 18px/1 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',Arial,sans-serif;letter-spacing:.02em}" +
  '.site-boot-mark{width:32px;height:32px;border-radius:8px;background:linear-gradient(135deg,#f5b700,#c8102e)}' +
  '.site-boot-nav{height:48px;background:#fff;border-bottom:1px solid #d9dde5}' +
  '[data-theme=dark] .site-boot-nav{background:#181b22;border-color:#2c313c}';

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The boot header's markup for #root; React replaces it when the shell mounts. */
export function bootMarkup(brandName: string | undefined): string {
  const brand = brandName ? `<span>${escapeText(brandName)}</span>` : '';
  return (
    `<div class="site-boot-header" aria-hidden="true"><div class="site-boot-inner"><span class="site-boot-mark"></span>${brand}</div></div>` +
    '<div class="site-boot-nav" aria-hidden="true"></div>' +
    '<noscript><p style="max-width:1200px;margin:24px auto;padding:0 16px">This site needs JavaScript. Please enable it and reload.</p></noscript>'
  );
}

export interface RenderInput {
  nonce: string;
  registry: ActiveRegistry;
  siteConfig: Record<string, unknown>;
  /** Script URLs to preload, in order. */
  preloads: string[];
  /** The route's first banner image: the page's largest paint, fetched while the scripts load. */
  imagePreload?: string | null;
  /** The visitor's /wps/system/status value, when the platform answered. */
  status?: unknown;
  /** The brand for the boot header; none paints the header without a name. */
  brandName?: string;
}

export function renderIndex(template: string, input: RenderInput): string {
  const head = [
    `<script nonce="${attr(input.nonce)}">window.__REMOTES__=${scriptJson(input.registry)};` +
      `window.__SITE_CONFIG__=${scriptJson(input.siteConfig)};` +
      (input.status ? `window.__SITE_STATUS__=${scriptJson(input.status)};` : '') +
      `${EARLY_PREFERENCES}</script>`,
    ...(input.imagePreload ? [`<link rel="preload" as="image" href="${attr(input.imagePreload)}" fetchpriority="high">`] : []),
    ...input.preloads.map((href) => `<link rel="preload" as="script" href="${attr(href)}">`),
    `<style>${BOOT_STYLE}</style>`,
  ].join('\n    ');
  const withHead = template.includes(HEAD_MARKER)
    ? template.replace(HEAD_MARKER, () => head)
    : template.replace(/<\/head>/i, () => `${head}\n</head>`);
  return withHead.replace(/<div id="?root"?><\/div>/, () => `<div id="root">${bootMarkup(input.brandName)}</div>`);
}

interface ManifestExposes {
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

interface HostManifest {
  shared?: { assets?: { js?: { sync?: unknown } } }[];
}

/** The shell's bootstrap chunk (named in shell/src/index.ts). */
const BOOTSTRAP_CHUNK = /^bootstrap\.[0-9a-f]+\.js$/;

export class IndexHtml {
  private template: { mtimeMs: number; text: string } | undefined;
  private shellFiles: { mtimeMs: number; files: string[] } | undefined;
  private shellPages: { mtimeMs: number; routes: ShellRouteDeclaration[] } | undefined;
  /** Version folders never change, so what a version's manifest says is read once. */
  private readonly exposeAssets = new Map<string, string[] | null>();

  constructor(
    private readonly shellDir: string,
    private readonly dataDir: string,
  ) {}

  /** The built template, re-read when the shell is rebuilt; null when there is no build. */
  async loadTemplate(): Promise<string | null> {
    const file = path.join(this.shellDir, 'index.html');
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat) return null;
    if (!this.template || this.template.mtimeMs !== stat.mtimeMs) {
      this.template = { mtimeMs: stat.mtimeMs, text: await fs.readFile(file, 'utf8') };
    }
    return this.template.text;
  }

  /**
   * What the shell loads before it can render: its bootstrap chunk and the shared singletons it
   * consumes (from its federation manifest). Preloading them lets the browser fetch them while
   * main.js downloads, instead of discovering them one round trip later. Re-read after a rebuild.
   */
  async shellPreloads(): Promise<string[]> {
    const manifestFile = path.join(this.shellDir, 'mf-manifest.json');
    const stat = await fs.stat(manifestFile).catch(() => undefined);
    if (!stat) return [];
    if (this.shellFiles?.mtimeMs !== stat.mtimeMs) {
      const files: string[] = [];
      try {
        const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as HostManifest;
        for (const shared of manifest.shared ?? []) {
          const sync = shared.assets?.js?.sync;
          if (Array.isArray(sync)) files.push(...sync.filter((s): s is string => typeof s === 'string' && !s.includes('..')));
        }
        files.push(...(await fs.readdir(this.shellDir)).filter((name) => BOOTSTRAP_CHUNK.test(name)));
      } catch {
        // A shell without a readable manifest just loads without preloads.
      }
      this.shellFiles = { mtimeMs: stat.mtimeMs, files: [...new Set(files)].map((file) => `/${file}`) };
    }
    return this.shellFiles.files;
  }

  /** The shell build's own pages (its routes.json), re-read after a rebuild; none without a build. */
  async shellRoutes(): Promise<ShellRouteDeclaration[]> {
    const file = path.join(this.shellDir, ROUTES_FILE);
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat) return [];
    if (this.shellPages?.mtimeMs !== stat.mtimeMs) {
      // A malformed file costs the shell pages their preloads only; the shell itself still routes them.
      const routes = await readShellRouteDeclarations(this.shellDir).catch(() => []);
      this.shellPages = { mtimeMs: stat.mtimeMs, routes };
    }
    return this.shellPages.routes;
  }

  /** The files of a version's `./remote` module that load right after its entry. */
  private async syncAssets(id: RemoteId, version: string): Promise<string[] | null> {
    const key = `${id}@${version}`;
    if (this.exposeAssets.has(key)) return this.exposeAssets.get(key)!;
    let assets: string[] | null = null;
    try {
      const manifest = JSON.parse(await fs.readFile(path.join(versionDir(this.dataDir, id, version), 'mf-manifest.json'), 'utf8')) as ManifestExposes;
      const remote = manifest.exposes?.find((e) => e.path === './remote');
      const sync = remote?.assets?.js?.sync;
      assets = Array.isArray(sync) ? sync.filter((s): s is string => typeof s === 'string' && !s.includes('..')) : [];
    } catch {
      // A missing version: no preload (it would 404); the shell shows the area's fallback.
      return null;
    }
    this.exposeAssets.set(key, assets);
    return assets;
  }

  /** Entry and `./remote` chunk URLs of the given remotes' active versions. */
  async preloadsFor(registry: ActiveRegistry, ids: readonly RemoteId[]): Promise<string[]> {
    // A shell built without federation (the monolith) has every remote inside and never fetches an entry.
    if (!(await fs.stat(path.join(this.shellDir, 'mf-manifest.json')).catch(() => undefined))) return [];
    const out: string[] = [];
    for (const id of ids) {
      const active = registry[id];
      if (!active) continue;
      const assets = await this.syncAssets(id, active.version);
      if (assets === null) continue;
      const base = active.entry.slice(0, active.entry.lastIndexOf('/') + 1);
      out.push(active.entry, ...assets.map((asset) => base + asset));
    }
    return out;
  }
}
