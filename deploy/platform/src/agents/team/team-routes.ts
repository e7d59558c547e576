import { agentsEndpoints as calls } from '@site/shared/contract/agents';
import { clientIp, linkOrigin } from '../../accounts/context';
import type { RegisterFieldsRepository } from '../../accounts/register-fields';
import { accountOf } from '../../accounts/session-auth';
import type { Db } from '../../db/database';
import type { EndpointRoute } from '../../http/endpoint-routes';
import { formatAmount } from '../../wallet/money';
import { createDownline } from './create-downline';
import { transferToDownline } from './downline-transfer';
import { createInvitation, listInvitations, removeInvitation } from './invitations';
import { listTeamMembers } from './team-members';
import { requireInTeam } from './team-scope';

const BODY_LIMIT = 4 * 1024;

/**
 * The team list, the register centre (direct downlines, invitation codes) and transfers to a
 * downline. The two calls that carry a password (a new downline's, the payment password) take a
 * sealed body, like the member's transfer to its upline.
 */
export function registerTeamRoutes(route: EndpointRoute, { db, registerFields }: { db: Db; registerFields: RegisterFieldsRepository }): void {
  const agentIdOf = (request: Parameters<typeof accountOf>[0]) => String(accountOf(request).memberId);

  route(calls.teamMembers, async (request) => {
    const agentId = agentIdOf(request);
    const { scope, parentAccount, search, pageNo } = request.query;
    const parent = parentAccount === undefined ? null : await requireInTeam(db, agentId, parentAccount, 'parentAccount');
    return listTeamMembers(db, { agentId, scope, parent, search, pageNo });
  });

  route(calls.createDownline, async (request) => {
    const { account, password, accountType, nickname } = request.body;
    const member = await createDownline(db, registerFields, agentIdOf(request), { account, password, accountType, nickname, ip: clientIp(request) });
    return { member };
  });

  route(calls.invitations, async (request) => ({ list: await listInvitations(db, agentIdOf(request), linkOrigin(request)) }));

  route(
    calls.createInvitation,
    async (request) => ({ invitation: await createInvitation(db, agentIdOf(request), request.body.accountType, linkOrigin(request)) }),
    { bodyLimit: BODY_LIMIT },
  );

  route(calls.removeInvitation, async (request) => {
    await removeInvitation(db, agentIdOf(request), request.params.code);
    return { removed: true as const };
  });

  route(calls.downlineTransfer, async (request) => {
    const result = await transferToDownline(db, agentIdOf(request), request.body);
    return { reference: result.reference, balance: formatAmount(result.balance) };
  });
}
