import type { Banner, BusEvents } from '@site/shared';

export type BannerAction =
  | { kind: 'route'; to: string }
  | { kind: 'url'; href: string }
  | { kind: 'game'; game: BusEvents['game:launch']['game'] }
  | null;

/**
 * What a click on a slide does. GAME linkage names the game as
 * `<vassalage>[:<gameType>[:<gameCode>]]`, e.g. 'PG:RNG:fortune-tiger'; an in-site ROUTE must be a
 * path (a full address there would leave the site without a new tab), an URL must be http(s).
 */
export function bannerAction(banner: Pick<Banner, 'linkageType' | 'linkage'>): BannerAction {
  const target = banner.linkage?.trim();
  if (!banner.linkageType || !target) return null;
  switch (banner.linkageType) {
    case 'ROUTE':
      return target.startsWith('/') && !target.startsWith('//') ? { kind: 'route', to: target } : null;
    case 'URL':
      return /^https?:\/\//i.test(target) ? { kind: 'url', href: target } : null;
    case 'GAME': {
      const [vassalage = '', gameType = '', gameCode] = target.split(':');
      if (!vassalage) return null;
      return { kind: 'game', game: gameCode ? { vassalage, gameType, gameCode } : { vassalage, gameType } };
    }
    default:
      return null;
  }
}
