/**
 * The installable web app: its manifest and icons, drawn here from the brand so the site installs
 * from a browser's menu (iPhone: Share, Add to Home Screen; Android and computers: Install). Served
 * as plain /media routes, linked from the shell's page; they are not JavaScript, so the first page
 * load carries no more code.
 */
import { Resvg } from '@resvg/resvg-js';
import { APP_ICON_SIZES, appIconPath, type AppIconSize } from '@site/shared/contract/site/app-releases';

/** The shell's light theme colours (shared/src/ui/tokens.css): the browser's bar and the splash screen. */
export const APP_THEME_COLOR = '#c8102e';
export const APP_BACKGROUND_COLOR = '#0f1116';

/** The manifest (a browser reads it when the page links it; name and icons as the installed app shows them). */
export function appManifest(brandName: string): Record<string, unknown> {
  return {
    id: '/',
    name: brandName,
    short_name: brandName.slice(0, 12),
    description: `${brandName}: games, lottery and sports`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: APP_BACKGROUND_COLOR,
    theme_color: APP_THEME_COLOR,
    prefer_related_applications: false,
    icons: [
      ...APP_ICON_SIZES.map((size) => ({ src: appIconPath(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
      { src: appIconPath(512), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * The icon: the brand's coin on the dark background, inside the middle 80 % so a launcher's mask
 * (circle, squircle) never cuts it.
 */
export function appIconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<rect width="512" height="512" fill="${APP_BACKGROUND_COLOR}"/>
<circle cx="256" cy="256" r="150" fill="#f5b301"/>
<circle cx="256" cy="256" r="92" fill="none" stroke="#7a4f00" stroke-width="26"/>
<circle cx="256" cy="256" r="40" fill="${APP_THEME_COLOR}"/>
</svg>`;
}

const icons = new Map<AppIconSize, Buffer>();

/** The icon as a PNG of `size` pixels square, drawn once per process. */
export function appIconPng(size: AppIconSize): Buffer {
  let png = icons.get(size);
  if (!png) {
    png = Buffer.from(new Resvg(appIconSvg(), { fitTo: { mode: 'width', value: size } }).render().asPng());
    icons.set(size, png);
  }
  return png;
}
