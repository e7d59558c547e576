import { gamesEndpoints as calls } from '@site/shared/contract/games';
import { accountOf } from '../accounts/session-auth';
import type { EndpointRoute } from '../http/endpoint-routes';
import { namesLanguage } from './game-items';
import { isSiteLottery, lotteryLaunch } from '../lottery/lottery-launch';
import { TRIAL_TYPE } from '../accounts/members';
import { launch, launchable, lobbyOrigin, type LaunchContext } from './launch';

/** The FB sports page is the FB provider's sports lobby. */
const FB_SPORTS = { vassalage: 'FB', gameType: 'SPORTS' } as const;

/** Game launch: a catalogue game or a provider's lobby, and the FB sports page. */
export function registerLaunchRoutes(route: EndpointRoute, ctx: LaunchContext): void {
  route(calls.launchGame, async (request) => {
    if (isSiteLottery(request.query)) {
      const playMoney = accountOf(request).type === TRIAL_TYPE;
      return lotteryLaunch(ctx.db, request.query, { playMoney, siteOrigin: lobbyOrigin(request, ctx.siteOrigins) });
    }
    const language = namesLanguage(request.query.language, request.headers.language);
    const target = await launchable(ctx.db, request.query, language);
    return launch(ctx, request, accountOf(request), target, language, request.query.theme);
  });

  route(calls.launchFb, async (request) => {
    const language = namesLanguage(request.query.language, request.headers.language);
    const target = await launchable(ctx.db, FB_SPORTS, language);
    return launch(ctx, request, accountOf(request), target, language, request.query.theme);
  });
}
