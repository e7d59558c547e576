import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recruitmentEndpoints as calls } from '@site/shared/contract/agents/recruitment';
import { clientIp } from '../accounts/context';
import { RegisterFieldsRepository } from '../accounts/register-fields';
import { operatorName } from '../audit/operator-actions';
import { endpointRoutes } from '../http/endpoint-routes';
import type { AreaOptions } from '../http/types';
import { contentLanguage } from '../i18n/language';
import { applyToJoin, approveApplication, listApplications, rejectApplication } from './applications';
import { joinInfo } from './join-info';

/** Agent recruitment (/join): how contracts pay, the application form, the operator's queue. */
export const recruitmentPlugin = fp<AreaOptions>(
  async (instance, options) => {
    const route = endpointRoutes(instance.withTypeProvider<ZodTypeProvider>(), options);
    const { db } = options;
    const registerFields = new RegisterFieldsRepository(db, { cacheTtlMs: options.cacheTtlMs });

    route(calls.joinInfo, () => joinInfo(db));
    route(calls.joinApply, (request) => applyToJoin(db, request.body, { ip: clientIp(request), language: contentLanguage(request.headers.language) }), { bodyLimit: 2 * 1024 });
    route(calls.opsJoinApplications, async (request) => ({ list: await listApplications(db, request.query.status) }));
    route(calls.opsJoinApprove, (request) => approveApplication(db, registerFields, operatorName(request), request.params.id, request.body, clientIp(request)), { bodyLimit: 1024 });
    route(calls.opsJoinReject, (request) => rejectApplication(db, operatorName(request), request.params.id, request.body), { bodyLimit: 1024 });
  },
  // Approval opens the agent with the register centre's code (agents) and its account rules (accounts).
  { name: 'recruitment', fastify: '5.x', dependencies: ['accounts', 'agents'] },
);
