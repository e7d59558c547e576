import { agentsEndpoints as calls } from '@site/shared/contract/agents';
import type { FastifyRequest } from 'fastify';
import { accountOf } from '../../accounts/session-auth';
import type { Db } from '../../db/database';
import type { EndpointRoute } from '../../http/endpoint-routes';
import { requireInTeam, type TeamMemberRef } from '../team/team-scope';
import { agentOverview } from './overview';
import { reportRange } from './report-range';
import { teamBets } from './team-bets';
import { teamProfitLoss } from './team-profit-loss';
import { teamTransactions } from './team-transactions';

// Reports only read, so they take the session from the short session cache like the member's
// records: a session revoked by another platform process still reads for at most a few seconds.
const READ = { cachedSession: true };

/** The agent's reports on its team: overview, team betting, user profit and loss, transaction details. */
export function registerReportsRoutes(route: EndpointRoute, { db }: { db: Db }): void {
  const agentIdOf = (request: FastifyRequest) => String(accountOf(request).memberId);
  const memberOf = async (agentId: string, account: string | undefined): Promise<TeamMemberRef | undefined> =>
    account === undefined ? undefined : requireInTeam(db, agentId, account, 'account');

  route(calls.overview, (request) => agentOverview(db, agentIdOf(request), reportRange(request.query)), READ);

  route(
    calls.teamBets,
    async (request) => {
      const agentId = agentIdOf(request);
      const { account, level, gameType, pageNo } = request.query;
      const member = await memberOf(agentId, account);
      return teamBets(db, { agentId, ...reportRange(request.query), member, level, gameType, pageNo });
    },
    READ,
  );

  route(
    calls.teamProfitLoss,
    async (request) => {
      const agentId = agentIdOf(request);
      const { account, level, pageNo } = request.query;
      const member = await memberOf(agentId, account);
      return teamProfitLoss(db, { agentId, ...reportRange(request.query), member, level, pageNo });
    },
    READ,
  );

  route(
    calls.teamTransactions,
    async (request) => {
      const agentId = agentIdOf(request);
      const { account, kind, pageNo } = request.query;
      const member = await memberOf(agentId, account);
      return teamTransactions(db, { agentId, ...reportRange(request.query), member, kind, pageNo });
    },
    READ,
  );
}
