import { createContext, useContext } from 'react';

/** Where a link is listed: the footer's site column, or its help column. */
export type SiteLinkGroup = 'site' | 'help';

export interface SiteLink {
  /** A routed path, for the help centre with a section (`/help#terms`). */
  to: string;
  /** Its name, a key of the shell's namespace. */
  label: string;
  group: SiteLinkGroup;
  /** Also listed in a signed-in player's account menu. */
  accountMenu?: boolean;
}

/** The agent login page (mf-auth's): the widget hosts also ready the agent centre there. */
export const AGENT_LOGIN_PATH = '/agentHome';

/**
 * The site's own pages a person reaches by a link, declared once: the footer lists them all (its
 * game column comes from the navigation's game types) and the account menu the ones marked for it.
 * Terms, privacy and responsible gaming are sections of the help centre (`/help#section`, the
 * platform's help sections): /help#terms also opens the terms in the help modal.
 *
 * A declared route that is not listed here is reached another way: the home page under its other
 * names, the game lobbies (the navigation and the footer's game column), the sign-in pages (the
 * header's Log in and Register), and pages that only make sense with what leads to them (a game
 * launch, a promotion's detail, a reset link, the help centre framed for a contact window).
 */
export const SITE_LINKS: readonly SiteLink[] = [
  { to: '/', label: 'home', group: 'site' },
  { to: '/promotions', label: 'promotions', group: 'site' },
  { to: '/vip', label: 'links.vip', group: 'site', accountMenu: true },
  { to: '/pointMall', label: 'links.point_mall', group: 'site', accountMenu: true },
  { to: '/noticePage', label: 'links.notices', group: 'site', accountMenu: true },
  { to: '/lottery', label: 'links.lottery', group: 'site' },
  { to: '/vnlottery', label: 'links.lottery_results', group: 'site' },
  { to: '/down', label: 'download', group: 'site' },
  { to: '/join', label: 'links.join', group: 'site' },
  { to: AGENT_LOGIN_PATH, label: 'links.agent_login', group: 'site' },
  { to: '/help', label: 'links.help', group: 'help', accountMenu: true },
  { to: '/help#faq', label: 'links.faq', group: 'help' },
  { to: '/help#terms', label: 'links.terms', group: 'help' },
  { to: '/help#privacy', label: 'links.privacy', group: 'help' },
  { to: '/help#responsible', label: 'links.responsible', group: 'help' },
  { to: '/help#about', label: 'links.about', group: 'help' },
  { to: '/feedback', label: 'links.feedback', group: 'help' },
];

/** The path part of a link (`/help#terms` is the page `/help`). */
export function pathOf(to: string): string {
  return to.replace(/[?#].*$/, '') || '/';
}

/**
 * Whether a path is routed on this page (the shell's pages and the active releases' routes). The
 * app provides it; a link whose page no active release serves is not shown, so no link is dead.
 */
export const RoutedPathContext = createContext<(path: string) => boolean>(() => true);

/** The site links of `place` whose pages are routed, in declaration order. */
export function useSiteLinks(place: SiteLinkGroup | 'account-menu'): SiteLink[] {
  const routed = useContext(RoutedPathContext);
  return SITE_LINKS.filter((link) => (place === 'account-menu' ? link.accountMenu === true : link.group === place) && routed(pathOf(link.to)));
}
