/**
 * Launching a lottery game: the site's lottery is its own page, so a launch answers that page's
 * address (`/lottery`, or `/lottery?gameCode=<lottery>` for one lottery's betting view) instead of a
 * provider address with a launch token. Lottery-type games of the site's lottery vendors land here;
 * no other provider serves lottery games.
 */
import type { LaunchValue } from '@site/shared/contract';
import type { Db } from '../db/database';
import { PlatformError } from '../http/errors';
import { gameExists } from './lottery-rows';

/** Game types that are lotteries. */
export const LOTTERY_GAME_TYPES: readonly string[] = ['LOTT', 'ELOTT'];
/** Vendors whose lottery games open on the site's lottery page. */
export const SITE_LOTTERY_VENDORS: readonly string[] = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'];

export interface LotteryLaunchRequest {
  vassalage?: string;
  gameType?: string;
  /** A lottery id ('VN_HCM'); without it the lobby opens. */
  gameCode?: string;
  view?: 'betting' | 'lobby';
}

/** True when the launch is of the site's lottery: a lottery type, from one of its vendors (or none named). */
export function isSiteLottery(request: LotteryLaunchRequest): boolean {
  return (
    request.gameType !== undefined &&
    LOTTERY_GAME_TYPES.includes(request.gameType) &&
    (request.vassalage === undefined || SITE_LOTTERY_VENDORS.includes(request.vassalage))
  );
}

/** The lottery page's address for this launch; an unknown gameCode is refused (404 naming it). */
export async function lotteryLaunch(db: Db, request: LotteryLaunchRequest, context: { playMoney: boolean; siteOrigin: string }): Promise<LaunchValue> {
  const params = new URLSearchParams();
  if (request.gameCode !== undefined && request.view !== 'lobby') {
    if (!(await gameExists(db, request.gameCode))) throw new PlatformError(404, 'LOTTERY_UNKNOWN_GAME', 'gameCode: no such lottery', 'gameCode');
    params.set('gameCode', request.gameCode);
  }
  const query = params.toString();
  return { content: query ? `/lottery?${query}` : '/lottery', gameOrigin: context.siteOrigin, playMoney: context.playMoney };
}
