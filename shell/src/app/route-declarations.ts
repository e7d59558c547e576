import type { ShellRouteDeclaration } from '@site/shared';

/**
 * The pages the shell renders itself, as plain data. Every other path comes from the remotes'
 * declarations in the registry. The build writes this list as routes.json, from which the site
 * server learns the shell's banner groups and which remotes a shell page shows widgets of (the
 * home page shows the games lanes), so it can preload them.
 */
export type ShellPage = 'home' | 'notices';

const home: Omit<ShellRouteDeclaration<ShellPage>, 'path'> = { screenId: 'home', chrome: 'full', bannerGroup: 'w_home', remotes: ['games'] };

export const routeDeclarations: readonly ShellRouteDeclaration<ShellPage>[] = [
  { path: '/', ...home },
  { path: '/index', ...home },
  { path: '/index.html', ...home },
  { path: '/home', ...home },
  { path: '/noticePage', screenId: 'notices', chrome: 'full' },
];
