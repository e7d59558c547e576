import { accountOf, sessionGuard } from '../accounts/session-auth';
import { ok } from '../http/errors';
import { ErrorEnvelopeSchema, okEnvelope } from '../http/schemas';
import type { ZodApp } from '../http/types';
import { namesLanguage } from './game-items';
import { LaunchFbQuerySchema, LaunchQuerySchema, LaunchValueSchema } from './game-list-schemas';
import { isSiteLottery, lotteryLaunch } from '../lottery/lottery-launch';
import { TRIAL_TYPE } from '../accounts/members';
import { launch, launchable, lobbyOrigin, type LaunchContext } from './launch';

const LAUNCH_NOTE =
  'Needs the session token in `Authorization` (a visitor gets 401 and the page opens the login popup). A trial account ' +
  '(type 4) plays with its play money (`playMoney: true`). Refused during maintenance (503 MAINTENANCE) and from a ' +
  'blocked address (403 REGION_BLOCKED). `content` is the game address with a single-use launch token (10 minutes); ' +
  'the page accepts game messages from `gameOrigin` only.';
const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  500: ErrorEnvelopeSchema,
  503: ErrorEnvelopeSchema,
};

/** The FB sports page is the FB provider's sports lobby. */
const FB_SPORTS = { vassalage: 'FB', gameType: 'SPORTS' } as const;

/** Game launch: a catalogue game or a provider's lobby, and the FB sports page. */
export function registerLaunchRoutes(app: ZodApp, ctx: LaunchContext): void {
  const signedIn = sessionGuard(ctx.db, 'any');

  app.get(
    '/wps/game/launchGame',
    {
      onRequest: signedIn,
      schema: {
        tags: ['games'],
        summary: 'Launch a game: its address with a single-use launch token',
        description:
          `${LAUNCH_NOTE} \`nodeId\` launches a catalogue game (vassalage and gameType, when sent, must be its own) and puts ` +
          'it at the top of the member\'s recent list (real accounts); `vassalage` + `gameType` without nodeId opens a ' +
          "provider's lobby (SPORTS, ESPORTS, COCKFIGHT, LIVE). Lottery types (LOTT, ELOTT) of the site's lottery (vendor " +
          'TCG_LOTTO_VN, TCG_SEA, ELOTT, LOTT or none) answer the lottery page: `/lottery?gameCode=<lottery>` (view betting, ' +
          'the default) or `/lottery` (no gameCode, or view lobby), no token; other lottery vendors are refused with LOTTERY_GAME.',
        querystring: LaunchQuerySchema,
        response: { 200: okEnvelope(LaunchValueSchema), ...errors },
      },
    },
    async (request) => {
      if (isSiteLottery(request.query)) {
        const playMoney = accountOf(request).type === TRIAL_TYPE;
        return ok(await lotteryLaunch(ctx.db, request.query, { playMoney, siteOrigin: lobbyOrigin(request, ctx.siteOrigins) }));
      }
      const language = namesLanguage(request.query.language, request.headers.language);
      const target = await launchable(ctx.db, request.query, language);
      return ok(await launch(ctx, request, accountOf(request), target, language));
    },
  );

  app.get(
    '/wps/relay/GCS_gameLaunchFB',
    {
      onRequest: signedIn,
      schema: {
        tags: ['games'],
        summary: 'Launch the FB sports page (the FB provider\'s sports lobby, game code SPORTS-FB)',
        description: LAUNCH_NOTE,
        querystring: LaunchFbQuerySchema,
        response: { 200: okEnvelope(LaunchValueSchema), ...errors },
      },
    },
    async (request) => {
      const language = namesLanguage(request.query.language, request.headers.language);
      const target = await launchable(ctx.db, FB_SPORTS, language);
      return ok(await launch(ctx, request, accountOf(request), target, language));
    },
  );
}
