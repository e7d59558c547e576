import type { AnnouncementsValue, GameMenu, Notice, VendorLanesValue } from './api';

/** The announcement types the site asks for and their execution, unless the brand configuration says otherwise. */
export const DEFAULT_ANNOUNCEMENT_TYPES: readonly Notice['type'][] = ['B', 'PL', 'PU', 'PR', 'H'];
export const DEFAULT_ANNOUNCEMENT_EXECUTION: Notice['type'] = 'B';

/**
 * The calls whose answers the first data carries, as the page makes them: the server asks exactly
 * these, so what it inlines answers the page's own requests. Announcements also take the brand's
 * types and execution.
 */
export const FIRST_DATA_CALLS = {
  announcements: { path: '/wps/relay/MCSFE_getListAnnouncements', params: { platform: 'W' } },
  gameMenus: { path: '/lgw/games/game_menus', params: {} },
  vendorLanes: { path: '/wps/relay/GCSGAME_newGameVendor', params: { platform: 'html5-desktop' } },
} as const;

/**
 * The data the first render of a page needs, inlined by the server into index.html
 * (`window.__FIRST_DATA__`) so that render makes no request for it: the banners and notices of the
 * frame and the navigation's game types and providers. Each part is exactly its call's `value`,
 * answered in `lang`; the announcements also name the request they answer, because the brand
 * configuration may ask for other types.
 */
export interface FirstData {
  lang: string;
  announcements?: { types: string; execution: string; value: AnnouncementsValue };
  gameMenus?: GameMenu[];
  vendorLanes?: VendorLanesValue;
}
