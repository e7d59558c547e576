import type { RemoteId } from '../../ops/src/paths';

/**
 * Which remotes the first screen of a route needs, so index.html can preload their entries and
 * cut the waterfall index.html → shell main → entry → descriptor (DESIGN.md §6). Mirrors the route
 * table of the spec (§2) and the ownership table of DESIGN.md §1. A route missing here just gets no
 * preload; it still works.
 */
const ROUTES: [RegExp, RemoteId[]][] = [
  // Home: the game lanes widget of mf-games.
  [/^\/(?:index|index\.html|home)?$/i, ['games']],
  [/^\/(?:live|sports|esports|elott|cockfight|rng|pvp|fish|game|seamless|fbsports)$/i, ['games']],
  [/^\/(?:lottery|vnlottery)$/i, ['lottery']],
  [/^\/(?:login|register|register\.html|forget|changePassword|agentHome)$/i, ['auth']],
  [/^\/(?:vip|pointMall|promotions|promoDetail|help|helpmc|down|join)$/i, ['member-centre']],
];

export function remotesForRoute(pathname: string): RemoteId[] {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [pattern, ids] of ROUTES) if (pattern.test(path)) return ids;
  return [];
}
