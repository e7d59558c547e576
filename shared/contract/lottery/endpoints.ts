/**
 * The lottery's calls, declared once: the lobby's lists, issues, results and their
 * verification, bets and odds, and the operator's cancel and void of an issue.
 */
import { z } from 'zod';
import { endpoint, ErrorEnvelopeSchema } from '../endpoint';
import { LotteryBetPageSchema, LotteryOddsQuerySchema, LotteryOddsSchema, MyLotteryBetsQuerySchema, PlaceBetAnswerSchema, PlaceBetSchema } from './bets';
import { LotteryItemListSchema, LotteryMenuQuerySchema, LotteryMenuSchema, LotteryPopularQuerySchema, LotteryRecentQuerySchema, OpenedNumeroListSchema } from './menu';
import {
  LOTTERY_ERROR_CODES,
  LotteryIssueAnswerSchema,
  LotteryIssueListSchema,
  LotteryIssueParamsSchema,
  LotteryResultListSchema,
  LotteryResultsQuerySchema,
  LotteryVerifyAnswerSchema,
  OpenedIssuesQuerySchema,
} from './results';

const SERVER_TIME_NOTE = 'Every answer carries `serverTime` (epoch ms) so a client can measure its clock offset.';

/** Why the operator cancels an issue; left out, the audit says the operator cancelled it. */
export const LotteryCancelBodySchema = z.strictObject({ reason: z.string().trim().min(1).max(200).default('cancelled by the operator') });
export const LotteryVoidBodySchema = z.strictObject({ reason: z.string().trim().min(1).max(200) });

export const lotteryEndpoints = {
  menu: endpoint({
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    caller: 'visitor',
    closedSite: 'serve',
    tag: 'lottery',
    summary: 'Every lottery by menu tag, each with its current issue, seconds to its lock and its last open number',
    description: `Public. prizeMode, device and language are accepted for the lobby's sake; the menu is the same for all. ${SERVER_TIME_NOTE}`,
    query: LotteryMenuQuerySchema,
    response: LotteryMenuSchema,
  }),
  recent: endpoint({
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    caller: 'member',
    closedSite: 'serve',
    tag: 'lottery',
    summary: 'The lotteries the member bet on, most recent first (at most recentCount, default 100)',
    description: `Needs the session token. ${SERVER_TIME_NOTE}`,
    query: LotteryRecentQuerySchema,
    response: LotteryItemListSchema,
  }),
  popular: endpoint({
    method: 'GET',
    path: '/lgw/games/popular',
    caller: 'visitor',
    closedSite: 'serve',
    tag: 'lottery',
    summary: 'Lotteries by number of bets in the last 24 hours, then menu order (count, default and at most 20)',
    description: `Public. ${SERVER_TIME_NOTE}`,
    query: LotteryPopularQuerySchema,
    response: LotteryItemListSchema,
  }),
  openedNumeros: endpoint({
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    caller: 'member',
    closedSite: 'serve',
    tag: 'lottery',
    summary: 'The latest drawn issue of every lottery with its special prize',
    description: `Needs the session token. ${SERVER_TIME_NOTE}`,
    response: OpenedNumeroListSchema,
  }),
  openedIssues: endpoint({
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    caller: 'visitor',
    closedSite: 'serve',
    tag: 'lottery',
    summary: "A lottery's drawn issues, newest first (count, default and at most 100), each with its seed and result",
    description: `Public; an unknown lottery is 404 ${LOTTERY_ERROR_CODES.unknownGame}. ${SERVER_TIME_NOTE}`,
    query: OpenedIssuesQuerySchema,
    response: LotteryIssueListSchema,
    refusals: { 404: ErrorEnvelopeSchema },
  }),
  issue: endpoint({
    method: 'GET',
    path: '/lgw/vn/numeros/:gameId/:numero',
    caller: 'visitor',
    closedSite: 'serve',
    tag: 'lottery',
    summary: 'One issue: its times, status and seed hash; its seed and result once drawn',
    description: `Public. ${SERVER_TIME_NOTE}`,
    params: LotteryIssueParamsSchema,
    response: LotteryIssueAnswerSchema,
  }),
  verify: endpoint({
    method: 'GET',
    path: '/lgw/vn/numeros/:gameId/:numero/verify',
    caller: 'visitor',
    closedSite: 'serve',
    tag: 'lottery',
    summary: 'Checks a drawn issue: the seed against its published SHA-256, the bets digest, the final seed, and the numbers recomputed from it',
    description:
      'Public. The seed is committed before sales open (seedHash = SHA-256 of the seed text); betsDigest is the SHA-256 of the ' +
      "issue's bets at the draw (one line `<id>|<memberId>|<betType>|<numbers joined by ,>|<units>|<unitPrice>|<stake>` and a newline each, in id order), " +
      'recomputed here from the bets; finalSeed = SHA-256 of the text <seed><betsDigest>. The numbers are HMAC-SHA256(key = finalSeed, ' +
      'message = "<gameId>:<numero>:<counter>") read as bytes, bytes of 250 and more skipped, each other byte mod 10 a digit. ' +
      'Issues drawn before bets were mixed in have no betsDigest and finalSeed: their numbers come from the seed. ' +
      `Before the draw: 409 ${LOTTERY_ERROR_CODES.issueNotDrawn}. ${SERVER_TIME_NOTE}`,
    params: LotteryIssueParamsSchema,
    response: LotteryVerifyAnswerSchema,
    refusals: { 409: ErrorEnvelopeSchema },
  }),
  results: endpoint({
    method: 'GET',
    path: '/lgw/vn/results',
    caller: 'visitor',
    closedSite: 'serve',
    tag: 'lottery',
    summary: "A region's drawn issues of one Vietnam date (YYYY-MM-DD), in menu order, each with its seed",
    description: `Public. ${SERVER_TIME_NOTE}`,
    query: LotteryResultsQuerySchema,
    response: LotteryResultListSchema,
  }),
  placeBet: endpoint({
    method: 'POST',
    path: '/lgw/vn/bets',
    caller: 'realMember',
    closedSite: 'refuse',
    idempotencyKey: 'requestId',
    tag: 'lottery',
    summary: 'Place a lottery bet on an issue',
    description:
      'Real accounts only. The stake (units × unit price × numbers staked, one for a xiên) leaves the main wallet at once ' +
      '(409 INSUFFICIENT_FUNDS when it holds less). Refused at or after the issue’s lock time (409 LOTTERY_ISSUE_LOCKED), ' +
      'before its sale start or once cancelled (409 LOTTERY_ISSUE_NOT_OPEN); unknown lottery or issue 404. The same requestId ' +
      'answers the first bet again and takes nothing; with another bet 409 IDEMPOTENCY_CONFLICT.',
    body: PlaceBetSchema,
    response: PlaceBetAnswerSchema,
    refusals: { 404: ErrorEnvelopeSchema },
  }),
  myBets: endpoint({
    method: 'GET',
    path: '/lgw/vn/bets',
    caller: 'member',
    closedSite: 'serve',
    tag: 'lottery',
    summary: "The member's lottery bets, newest first (15 per page)",
    description: 'Of one lottery (`gameId`) and issue (`numero`) when given. Only the caller’s own bets; a page past the end answers the last page.',
    query: MyLotteryBetsQuerySchema,
    response: LotteryBetPageSchema,
  }),
  odds: endpoint({
    method: 'GET',
    path: '/lgw/vn/bets/odds',
    caller: 'visitor',
    closedSite: 'serve',
    tag: 'lottery',
    summary: "A lottery's unit price and what a hit of each bet type pays per unit price",
    description: 'No session needed. Unknown lottery: 404 LOTTERY_UNKNOWN_GAME.',
    query: LotteryOddsQuerySchema,
    response: LotteryOddsSchema,
    refusals: { 404: ErrorEnvelopeSchema },
  }),
  opsCancelIssue: endpoint({
    method: 'POST',
    path: '/ops/lottery/issues/:gameId/:numero/cancel',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'operator',
    summary: 'Cancels an issue whose sales have not closed and refunds every bet on it',
    description:
      'Needs the operator token and `X-Operator` (who acts, for the audit). A cancelled issue takes no bet and is never drawn. ' +
      'Repeating the call answers the cancelled issue and finishes any refund a failure interrupted. Once its lock time passed an issue ' +
      'is 409 LOTTERY_ISSUE_LOCKED (its result is fixed: only a void, when its draw cannot run, refunds it); a drawn issue is 409 LOTTERY_ISSUE_DRAWN.',
    params: LotteryIssueParamsSchema,
    body: LotteryCancelBodySchema.optional(),
    response: LotteryIssueAnswerSchema,
  }),
  opsVoidIssue: endpoint({
    method: 'POST',
    path: '/ops/lottery/issues/:gameId/:numero/void',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'operator',
    summary: 'Voids a locked issue whose draw cannot run and refunds every stake on it',
    description:
      'Needs the operator token, `X-Operator` and a reason (1-200 characters), recorded with the draw failure as operator action LOTTERY_ISSUE_VOID. ' +
      'Only a LOCKED issue not drawn, for which the scheduler recorded that its draw cannot run (no configured seed key matches its commitment), ' +
      'may be voided: otherwise 409 LOTTERY_ISSUE_DRAWABLE; before the lock 409 LOTTERY_ISSUE_NOT_LOCKED (cancel it); drawn 409 LOTTERY_ISSUE_DRAWN. ' +
      'Repeating the call finishes any refund a failure interrupted.',
    params: LotteryIssueParamsSchema,
    body: LotteryVoidBodySchema,
    response: LotteryIssueAnswerSchema,
  }),
};
