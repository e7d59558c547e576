import { callApi, getLanguage, getMerchantConfig, getStoredTheme, type LaunchValue } from '@site/shared';
import type { LaunchTarget } from './launch-target';

/**
 * GET /wps/game/launchGame (a catalogue game by nodeId, or a provider's lobby by vassalage and
 * gameType) or GET /wps/relay/GCS_gameLaunchFB (the FB sports page): the game address with a
 * single-use launch token, the origin its messages come from, and whether it plays with play money.
 * The site's language and theme go along, so the game opens in both.
 */
export function fetchLaunch(target: LaunchTarget): Promise<LaunchValue> {
  const common = { language: getLanguage(), theme: getStoredTheme(), device: getMerchantConfig().device };
  if (target.kind === 'fb') return callApi('GET /wps/relay/GCS_gameLaunchFB', { query: common });
  if (target.kind === 'game') return callApi('GET /wps/game/launchGame', { query: { nodeId: target.nodeId, ...common } });
  return callApi('GET /wps/game/launchGame', { query: { vassalage: target.vassalage, gameType: target.gameType, ...common } });
}

/** The game address as an absolute URL (the platform may answer a path on this site). */
export function absoluteGameUrl(content: string): string {
  return new URL(content, window.location.href).href;
}
