import type { Endpoint } from './api-load';

/**
 * The lottery lobby's menu: every open lobby polls it (at most every 30 s, as soon as 7 s after a
 * lock), so it is the lottery's busiest call. The platform answers it from memory (every game's
 * current issue and last draw), computing only the seconds to each lock per request.
 */
export const LOTTERY_MENU_ENDPOINT: Endpoint = {
  name: 'lottery menu',
  path: '/lgw/vn/games/game_menu?prizeMode=LOTT&device=WEB&language=en',
};

/** Its budget: a busier call than the general API budget, and a tighter one. */
export const LOTTERY_API_BUDGETS: Record<string, { minRps: number; p99Ms: number }> = {
  [LOTTERY_MENU_ENDPOINT.name]: { minRps: 2_000, p99Ms: 30 },
};
