import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api/call-api';
import type { GameMenu, VendorLane } from '../../contract';
import { getMerchantConfig } from '../config/merchant';
import { getLanguage } from '../i18n/i18n';
import { queryClient, queryKeys } from '../query/query-client';
import { FIRST_DATA_CALLS, normaliseVendorLanes } from '../../contract';

/** GET GCSGAME_newGameVendor, normalised (cockfight and e-sports split out of sports). */
export async function fetchVendorLanes(): Promise<VendorLane[]> {
  return siteVendorLanes(await callApi('GET /wps/relay/GCSGAME_newGameVendor', { query: FIRST_DATA_CALLS.vendorLanes.params }));
}

/** The platform's lanes as this brand shows them (its cockfight and e-sports providers split out). */
export function siteVendorLanes(raw: VendorLane[]): VendorLane[] {
  const { cockfightProviders, esportsProviders } = getMerchantConfig();
  return normaliseVendorLanes(raw, { cockfightProviders, esportsProviders });
}

/** Vendor lanes, fetched once per page and language and shared by the shell and every remote. */
export function useVendorLanes() {
  const lang = getLanguage();
  return useQuery({ queryKey: queryKeys.vendorLanes(lang), queryFn: fetchVendorLanes }, queryClient);
}

/** GET /lgw/games/game_menus: the navigation's game types. */
export function fetchGameMenus(): Promise<GameMenu[]> {
  return callApi('GET /lgw/games/game_menus');
}

export function useGameMenus() {
  const lang = getLanguage();
  return useQuery({ queryKey: queryKeys.gameMenus(lang), queryFn: fetchGameMenus }, queryClient);
}
