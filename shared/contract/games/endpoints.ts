/**
 * The game calls, declared once: the navigation's game types and provider lanes, the catalogue
 * and its lists, the member's favourites and recent games, and game launch. The catalogue holds no
 * member data, so visitors browse it too (a first visit to /rng shows games, and playing one asks
 * for a sign-in).
 */
import { endpoint, ErrorEnvelopeSchema, LanguageHeaderSchema } from '../endpoint';
import { JACKPOT_PATH } from '../games';
import {
  FavoriteChangeSchema,
  FavoriteChangeValueSchema,
  FavoriteIdsQuerySchema,
  FavoriteIdsValueSchema,
  FavoriteListValueSchema,
  GameListQuerySchema,
  GameListValueSchema,
  GameMenusSchema,
  HotGamesQuerySchema,
  HotGamesValueSchema,
  JackpotValueSchema,
  LaunchFbQuerySchema,
  LaunchQuerySchema,
  LaunchValueSchema,
  MemberListQuerySchema,
  PvpRoomsValueSchema,
  RankListQuerySchema,
  RankListValueSchema,
  RecentGamesValueSchema,
  RoomListQuerySchema,
  VassGameTypeQuerySchema,
  VassGameTypeValueSchema,
  VendorLanesSchema,
  VendorQuerySchema,
} from './schemas';

const OPEN_NOTE = 'Open to visitors: the catalogue holds no member data; a token, when sent, is not needed.';
const TOKEN_NOTE = 'Needs the session token in `Authorization` (the raw token); trial accounts too.';
const REAL_NOTE =
  'Needs the session token in `Authorization`; trial accounts (type 4) are refused with 403 NEED_REAL_ACCOUNT ' +
  "(the page shows `in_need_true_account`). Only the caller's own list is ever read or changed.";
const FAVOURITE_NOTE =
  `${REAL_NOTE} JSON body \`{ nodeId, vendor, gameType }\`: the game must exist (404 naming nodeId) and vendor and ` +
  'gameType must be its own (400 naming the field).';
const LAUNCH_NOTE =
  'Needs the session token in `Authorization` (a visitor gets 401 and the page opens the login popup). A trial account ' +
  '(type 4) plays with its play money (`playMoney: true`). Refused during maintenance (503 MAINTENANCE) and from a ' +
  'blocked address (403 REGION_BLOCKED). `content` is the game address with a single-use launch token (10 minutes); ' +
  'the page accepts game messages from `gameOrigin` only.';

export const gamesEndpoints = {
  gameMenus: endpoint({
    method: 'GET',
    path: '/lgw/games/game_menus',
    caller: 'visitor',
    closedSite: 'serve',
    tag: 'games',
    summary: 'One navigation item per game type, in display order (the client hides types without providers)',
    response: GameMenusSchema,
  }),
  vendorLanes: endpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_newGameVendor',
    caller: 'visitor',
    closedSite: 'serve',
    tag: 'games',
    summary: 'Provider lanes as the platform keeps them',
    description:
      'Cockfight providers (DS88, SV3) and e-sports providers (card gameType ESPORTS) travel inside the SPORTS lane; ' +
      'the client splits them out with normaliseVendorLanes.',
    query: VendorQuerySchema,
    response: VendorLanesSchema,
  }),
  gameList: endpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList',
    caller: 'visitor',
    closedSite: 'serve',
    tag: 'games',
    summary: "The game query: one page of a type's games, filtered, in catalogue order",
    description:
      `${OPEN_NOTE} gameName is a case-insensitive part of the name in any language (en, es, vi, zh); names come back in ` +
      '`language`. minBet keeps games whose minimum bet is at most that stake; minLineNum games with at least that many ' +
      'lines. pageSize 1 to 50 (the site asks for 15); a pageNo after the last page answers the last page; totalPages 0 ' +
      'when nothing matches.',
    query: GameListQuerySchema,
    response: GameListValueSchema,
  }),
  vendorsOfType: endpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    caller: 'visitor',
    closedSite: 'serve',
    tag: 'games',
    summary: 'The providers of one electronic game type, with their game counts',
    description: OPEN_NOTE,
    query: VassGameTypeQuerySchema,
    response: VassGameTypeValueSchema,
  }),
  hotGames: endpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    caller: 'visitor',
    closedSite: 'serve',
    tag: 'games',
    summary: 'One page (at most 15) of hot games',
    description:
      "Score: real-money rounds of the last 24 hours + max(0, 101 − the operator's hot rank) (unranked: 0), highest first; " +
      'ties by rank, then catalogue order. vassalage and gameType narrow it to one provider and type. Public.',
    query: HotGamesQuerySchema,
    response: HotGamesValueSchema,
  }),
  rankList: endpoint({
    method: 'GET',
    path: '/wps/relay/GCSGAME_getRankList',
    caller: 'visitor',
    closedSite: 'serve',
    tag: 'games',
    summary: 'The winner board: the largest real-money wins of the last 7 days',
    description:
      'Settled real-money rounds with a win, largest first; accounts masked (first 2 characters, ***, last 2; shorter ' +
      'names show less); amounts in currency units; vendorName is the provider as players know it (the card of the ' +
      "round's type). Public.",
    query: RankListQuerySchema,
    response: RankListValueSchema,
  }),
  jackpot: endpoint({
    method: 'GET',
    path: JACKPOT_PATH,
    caller: 'visitor',
    closedSite: 'serve',
    tag: 'games',
    summary: "The game provider's progressive jackpot pool",
    description:
      "Read from the provider's jackpot feed on every call (each server answers the one pool the provider keeps). The pool " +
      'grows with every real-money slot spin and a spin that hits it wins it whole, credited as that round\'s win, so it ' +
      'appears on the winner board. 503 PROVIDER_UNAVAILABLE when the provider does not answer. Public.',
    response: JackpotValueSchema,
  }),
  roomList: endpoint({
    method: 'GET',
    path: '/wps/relay/GLS2_roomList',
    caller: 'member',
    closedSite: 'serve',
    tag: 'games',
    summary: "A card-game provider's rooms",
    description:
      `${TOKEN_NOTE} Three rooms (stakes ×1, ×10, ×100 of the minimum bet) for each of the provider's first 12 card games. ` +
      'players is a stable made-up figure per room (no live table stands behind a room).',
    query: RoomListQuerySchema,
    response: PvpRoomsValueSchema,
    refusals: { 404: ErrorEnvelopeSchema },
  }),
  favoriteIds: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    caller: 'realMember',
    closedSite: 'serve',
    tag: 'games',
    summary: "The member's favourite game ids (nodeIds), newest first",
    description: REAL_NOTE,
    query: FavoriteIdsQuerySchema,
    response: FavoriteIdsValueSchema,
  }),
  favoriteList: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    caller: 'realMember',
    headers: LanguageHeaderSchema,
    closedSite: 'serve',
    tag: 'games',
    summary: "A page of the member's favourite games, newest first",
    description: `${REAL_NOTE} A pageNo after the last page answers the last page.`,
    query: MemberListQuerySchema,
    response: FavoriteListValueSchema,
  }),
  addFavorite: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGame',
    caller: 'realMember',
    closedSite: 'refuse',
    tag: 'games',
    summary: 'Add a favourite game (adding it again changes nothing)',
    description: FAVOURITE_NOTE,
    body: FavoriteChangeSchema,
    response: FavoriteChangeValueSchema,
    refusals: { 404: ErrorEnvelopeSchema, 413: ErrorEnvelopeSchema },
  }),
  removeFavorite: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_removeFavoriteGame',
    caller: 'realMember',
    closedSite: 'refuse',
    tag: 'games',
    summary: 'Remove a favourite game (removing it again changes nothing)',
    description: FAVOURITE_NOTE,
    body: FavoriteChangeSchema,
    response: FavoriteChangeValueSchema,
    refusals: { 404: ErrorEnvelopeSchema, 413: ErrorEnvelopeSchema },
  }),
  recentGames: endpoint({
    method: 'GET',
    path: '/wps/relay/GCS_recentGame',
    caller: 'realMember',
    headers: LanguageHeaderSchema,
    closedSite: 'serve',
    tag: 'games',
    summary: 'A page of the games the member launched, newest first',
    description: `${REAL_NOTE} Recorded at launch; the 50 newest are kept. A pageNo after the last page answers the last page.`,
    query: MemberListQuerySchema,
    response: RecentGamesValueSchema,
  }),
  launchGame: endpoint({
    method: 'GET',
    path: '/wps/game/launchGame',
    caller: 'member',
    closedSite: 'refuse',
    tag: 'games',
    summary: 'Launch a game: its address with a single-use launch token',
    description:
      `${LAUNCH_NOTE} \`nodeId\` launches a catalogue game (vassalage and gameType, when sent, must be its own) and puts ` +
      "it at the top of the member's recent list (real accounts); `vassalage` + `gameType` without nodeId opens a " +
      "provider's lobby (SPORTS, ESPORTS, COCKFIGHT, LIVE). Lottery types (LOTT, ELOTT) of the site's lottery (vendor " +
      'TCG_LOTTO_VN, TCG_SEA, ELOTT, LOTT or none) answer the lottery page: `/lottery?gameCode=<lottery>` (view betting, ' +
      'the default) or `/lottery` (no gameCode, or view lobby), no token; other lottery vendors are refused with LOTTERY_GAME.',
    query: LaunchQuerySchema,
    response: LaunchValueSchema,
    refusals: { 404: ErrorEnvelopeSchema },
  }),
  launchFb: endpoint({
    method: 'GET',
    path: '/wps/relay/GCS_gameLaunchFB',
    caller: 'member',
    closedSite: 'refuse',
    tag: 'games',
    summary: "Launch the FB sports page (the FB provider's sports lobby, game code SPORTS-FB)",
    description: LAUNCH_NOTE,
    query: LaunchFbQuerySchema,
    response: LaunchValueSchema,
    refusals: { 404: ErrorEnvelopeSchema },
  }),
};
