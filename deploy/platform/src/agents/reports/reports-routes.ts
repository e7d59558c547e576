import {
  AgentOverviewQuerySchema,
  AgentOverviewSchema,
  TeamBetsQuerySchema,
  TeamBetsValueSchema,
  TeamProfitLossQuerySchema,
  TeamProfitLossValueSchema,
  TeamTransactionsQuerySchema,
  TeamTransactionsValueSchema,
} from '@site/shared/contract/agents';
import type { FastifyRequest } from 'fastify';
import { SESSION_SECURITY } from '../../accounts/session-routes';
import { accountOf, sessionGuard } from '../../accounts/session-auth';
import type { Db } from '../../db/database';
import { ok } from '../../http/errors';
import { ErrorEnvelopeSchema, okEnvelope } from '../../http/schemas';
import type { ZodApp } from '../../http/types';
import { requireInTeam, type TeamMemberRef } from '../team/team-scope';
import { agentOverview } from './overview';
import { reportRange } from './report-range';
import { teamBets } from './team-bets';
import { teamProfitLoss } from './team-profit-loss';
import { teamTransactions } from './team-transactions';

const E = ErrorEnvelopeSchema;
const readErrors = { 400: E, 401: E, 403: E, 404: E, 500: E };
const tags = ['agents'];
const security = SESSION_SECURITY;

const REPORT_NOTE =
  'Agent sessions only (members and trial accounts get 403 FORBIDDEN). Figures cover the caller\'s whole team (every level ' +
  'below it, not the caller). `period` today (default), yesterday, thisWeek (from Monday), thisMonth, or custom with ' +
  'startDate and endDate (UTC days, both included, at most 92 days); unknown query fields are refused.';
const LIST_NOTE =
  '15 rows a page; a page after the last answers the last page. `account` names one member of the team (any case; 404 ' +
  'AGENT_NOT_IN_TEAM when it is not in it, whether it exists or not).';
const LEVEL_NOTE = '`level` keeps one level below the caller (1: direct downlines).';

/** The agent's reports on its team: overview, team betting, user profit and loss, transaction details. */
export function registerReportsRoutes(app: ZodApp, { db }: { db: Db }): void {
  // Reports only read, so they take the session from the short session cache like the member's
  // records: a session revoked by another platform process still reads for at most a few seconds.
  const agent = sessionGuard(db, 'agent', { cached: true });
  const agentIdOf = (request: FastifyRequest) => String(accountOf(request).memberId);
  const memberOf = async (agentId: string, account: string | undefined): Promise<TeamMemberRef | undefined> =>
    account === undefined ? undefined : requireInTeam(db, agentId, account, 'account');

  app.get(
    '/wps/agent/overview',
    {
      onRequest: agent,
      schema: {
        tags,
        security,
        summary: "The team's overview of a period: size, registrations, first deposits, money in and out, valid bet, profit and loss, own income, pending offers",
        description:
          `${REPORT_NOTE} Deposits and withdrawals count completed ones only (credited orders and received matched deposits; ` +
          'what was paid out of each finished withdrawal). Profit and loss is the team\'s win - valid bet (negative: the team lost).',
        querystring: AgentOverviewQuerySchema,
        response: { 200: okEnvelope(AgentOverviewSchema), ...readErrors },
      },
    },
    async (request) => ok(await agentOverview(db, agentIdOf(request), reportRange(request.query))),
  );

  app.get(
    '/wps/agent/team/bets',
    {
      onRequest: agent,
      schema: {
        tags,
        security,
        summary: "The team's real-money rounds (lottery bets are rounds of game type LOTT), newest first, with totals",
        description: `${REPORT_NOTE} ${LIST_NOTE} ${LEVEL_NOTE} Filter \`gameType\` too. The list reaches the 10,000 newest rows of a filter; totals cover all of it.`,
        querystring: TeamBetsQuerySchema,
        response: { 200: okEnvelope(TeamBetsValueSchema), ...readErrors },
      },
    },
    async (request) => {
      const agentId = agentIdOf(request);
      const { account, level, gameType, pageNo } = request.query;
      const member = await memberOf(agentId, account);
      return ok(await teamBets(db, { agentId, ...reportRange(request.query), member, level, gameType, pageNo }));
    },
  );

  app.get(
    '/wps/agent/team/profit-loss',
    {
      onRequest: agent,
      schema: {
        tags,
        security,
        summary: 'Each member of the team over a period: valid bet, win, bonus, rebate, profit and loss, with totals',
        description:
          `${REPORT_NOTE} ${LIST_NOTE} ${LEVEL_NOTE} Every member of the filter is listed (zeros when it did not play), by level and then ` +
          'registration. Bonus and rebate are 0.00 for now.',
        querystring: TeamProfitLossQuerySchema,
        response: { 200: okEnvelope(TeamProfitLossValueSchema), ...readErrors },
      },
    },
    async (request) => {
      const agentId = agentIdOf(request);
      const { account, level, pageNo } = request.query;
      const member = await memberOf(agentId, account);
      return ok(await teamProfitLoss(db, { agentId, ...reportRange(request.query), member, level, pageNo }));
    },
  );

  app.get(
    '/wps/agent/team/transactions',
    {
      onRequest: agent,
      schema: {
        tags,
        security,
        summary: "The team's deposits, withdrawals and transfers (to an upline, from an agent above), newest first",
        description: `${REPORT_NOTE} ${LIST_NOTE} Filter \`kind\` DEPOSIT, WITHDRAWAL or TRANSFER too. The list reaches the 10,000 newest rows.`,
        querystring: TeamTransactionsQuerySchema,
        response: { 200: okEnvelope(TeamTransactionsValueSchema), ...readErrors },
      },
    },
    async (request) => {
      const agentId = agentIdOf(request);
      const { account, kind, pageNo } = request.query;
      const member = await memberOf(agentId, account);
      return ok(await teamTransactions(db, { agentId, ...reportRange(request.query), member, kind, pageNo }));
    },
  );
}
