import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Chrome, RouteHeading, ShellRouteDeclaration } from '@site/shared';
import { COMPLETE_LANGUAGES, DEFAULT_LANGUAGE, type FirstData, type InEveryLanguage } from '@site/shared/contract';
import { versionDir, type RemoteId } from '../../releases/src/paths';
import type { ActiveRegistry } from '../../releases/src/registry';
import { readShellRouteDeclarations, ROUTES_FILE } from '../../releases/src/route-declarations';

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

/** The site's font (the design tokens' --font-family), for what the HTML paints before the style sheets load. */
const FONT_FAMILY = "system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Helvetica Neue',Arial,sans-serif";

/**
 * A still text carries every language; the one the page is in shows (the early script sets
 * `<html lang>` from the visitor's choice before the first paint), the default language otherwise.
 */
const LANGUAGE_STYLE =
  '.site-boot-i18n>[lang]{display:none}' +
  `:root${COMPLETE_LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE).map((lang) => `:not(:lang(${lang}))`).join('')} .site-boot-i18n>[lang=${DEFAULT_LANGUAGE}]` +
  COMPLETE_LANGUAGES.filter((lang) => lang !== DEFAULT_LANGUAGE).map((lang) => `,:root:lang(${lang}) .site-boot-i18n>[lang=${lang}]`).join('') +
  '{display:inline}';

/**
 * The page frame painted from the HTML alone while the JavaScript downloads, so the first paints
 * do not wait for React: the header with the brand, the navigation bar, the route's first banner
 * and the screen's heading line (whichever is the page's largest paint). Same boxes and colours as
 * the real header, navigation, banner strip and screen heading, which replace them on mount, so
 * nothing moves (the lottery's end-to-end tests hold the heading's boxes equal).
 */
const BOOT_STYLE =
  'body{margin:0;background:#f4f5f7}' +
  '[data-theme=dark] body{background:#0f1116}' +
  '.site-boot-header{box-sizing:border-box;height:64px;background:#14161c;color:#f4f5f7;border-bottom:1px solid rgba(244,245,247,.1)}' +
  '[data-theme=dark] .site-boot-header{background:#0a0b0f}' +
  '.site-boot-inner{max-width:1200px;height:100%;margin:0 auto;padding:0 16px;display:flex;align-items:center;gap:8px;' +
  `font:800 18px/1 ${FONT_FAMILY};letter-spacing:.02em}` +
  '.site-boot-mark{width:32px;height:32px;border-radius:8px;background:linear-gradient(135deg,#f5b700,#c8102e)}' +
  '.site-boot-nav{box-sizing:border-box;height:48px;background:#fff;border-bottom:1px solid #d9dde5}' +
  '[data-theme=dark] .site-boot-nav{background:#181b22;border-color:#2c313c}' +
  '.site-boot-banner{width:100%;aspect-ratio:10/3;max-height:360px;overflow:hidden}' +
  '.site-boot-banner img{display:block;width:100%;height:100%;object-fit:cover}' +
  `.site-boot-page{box-sizing:border-box;width:100%;max-width:1200px;margin:0 auto;padding:24px 16px 0;font:14px ${FONT_FAMILY};color:#1b1f27}` +
  '[data-theme=dark] .site-boot-page{color:#e8eaef}' +
  '.site-boot-top{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:8px}' +
  '.site-boot-title{font-size:24px;font-weight:700}' +
  '.site-boot-link{color:#c8102e;font-weight:600}' +
  '[data-theme=dark] .site-boot-link{color:#ff6b81}' +
  '@media (max-width:600px){.site-boot-page{padding:16px 12px 0}.site-boot-title{font-size:18px}}' +
  LANGUAGE_STYLE;

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** What the route shows before the scripts run. */
export interface BootFrame {
  /** The brand for the header; none paints the header without a name. */
  brandName?: string;
  chrome: Chrome;
  nav: boolean;
  /** The route's first banner image (the site's own path), painted where the banner strip will be. */
  banner?: string | null;
  /** The screen's heading line, painted where the screen will draw it. */
  heading?: RouteHeading | null;
}

/** A text in every language, each in its own element; the page's language shows one. */
function inEveryLanguage(text: InEveryLanguage): string {
  return COMPLETE_LANGUAGES.map((lang) => `<span lang="${lang}">${escapeText(text[lang])}</span>`).join('');
}

/** The screen's heading line; its link works before the scripts arrive, but takes no keyboard focus inside a hidden copy. */
function headingMarkup(heading: RouteHeading): string {
  const link = heading.link
    ? `<a class="site-boot-link site-boot-i18n" href="${attr(heading.link.to)}" tabindex="-1">${inEveryLanguage(heading.link.label)}</a>`
    : '';
  return `<div class="site-boot-page" aria-hidden="true"><div class="site-boot-top"><div class="site-boot-title site-boot-i18n">${inEveryLanguage(heading.title)}</div>${link}</div></div>`;
}

/** The frame's markup for #root; React replaces it when the shell mounts. */
export function bootMarkup(frame: BootFrame): string {
  const brand = frame.brandName ? `<span>${escapeText(frame.brandName)}</span>` : '';
  const parts: string[] = [];
  if (frame.chrome !== 'none') {
    parts.push(`<div class="site-boot-header" aria-hidden="true"><div class="site-boot-inner"><span class="site-boot-mark"></span>${brand}</div></div>`);
    if (frame.nav) parts.push('<div class="site-boot-nav" aria-hidden="true"></div>');
  }
  if (frame.chrome === 'full' && frame.banner) {
    // The slide itself arrives while the scripts download; alt is empty because the real strip, which
    // names its slides, replaces this still copy.
    parts.push(`<div class="site-boot-banner" aria-hidden="true"><img src="${attr(frame.banner)}" alt="" fetchpriority="high"></div>`);
  }
  // Under the full chrome the notice bar, whose height the server does not know, comes between.
  if (frame.heading && frame.chrome !== 'full') parts.push(headingMarkup(frame.heading));
  parts.push('<noscript><p style="max-width:1200px;margin:24px auto;padding:0 16px">This site needs JavaScript. Please enable it and reload.</p></noscript>');
  return parts.join('');
}

export interface RenderInput {
  nonce: string;
  registry: ActiveRegistry;
  siteConfig: Record<string, unknown>;
  /** Script URLs to preload, in order. */
  preloads: string[];
  /** The visitor's /wps/system/status value, when the platform answered. */
  status?: unknown;
  /** What the first render needs, so it makes no request for it. */
  firstData?: FirstData;
  /** The frame painted before the scripts run (the full frame without a banner when absent). */
  boot?: BootFrame;
}

export function renderIndex(template: string, input: RenderInput): string {
  const boot = input.boot ?? { chrome: 'full', nav: true };
  const head = [
    `<script nonce="${attr(input.nonce)}">window.__REMOTES__=${scriptJson(input.registry)};` +
      `window.__SITE_CONFIG__=${scriptJson(input.siteConfig)};` +
      (input.status ? `window.__SITE_STATUS__=${scriptJson(input.status)};` : '') +
      (input.firstData ? `window.__FIRST_DATA__=${scriptJson(input.firstData)};` : '') +
      `${EARLY_PREFERENCES}</script>`,
    // The first banner is the page's largest paint: ask for it before the scripts.
    ...(boot.chrome === 'full' && boot.banner ? [`<link rel="preload" as="image" href="${attr(boot.banner)}" fetchpriority="high">`] : []),
    ...input.preloads.map((href) => `<link rel="preload" as="script" href="${attr(href)}">`),
    `<style>${BOOT_STYLE}</style>`,
  ].join('\n    ');
  const withHead = template.includes(HEAD_MARKER)
    ? template.replace(HEAD_MARKER, () => head)
    : template.replace(/<\/head>/i, () => `${head}\n</head>`);
  return withHead.replace(/<div id="?root"?><\/div>/, () => `<div id="root">${bootMarkup(boot)}</div>`);
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
