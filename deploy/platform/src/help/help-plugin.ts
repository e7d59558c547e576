import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { helpEndpoints, systemEndpoints } from '@site/shared/contract/site';
import { operatorName } from '../audit/operator-actions';
import { endpointRoutes } from '../http/endpoint-routes';
import type { AreaOptions } from '../http/types';
import { contentLanguage } from '../i18n/language';
import { HELP_FIGURES, type FigureSources } from './help-figures';
import { helpForReader, setHelpSection, storedSections } from './help-store';

/**
 * The help centre: the sections a reader gets (`GET /wps/system/helpCenter`, figures filled from
 * the live configuration of the rewards, protection and feedback areas, which is why it is an
 * area of its own and not the system area's), and the operator's reading and editing on /ops/help.
 */
export const helpPlugin = fp<AreaOptions>(
  async (instance, options) => {
    const { db } = options;
    const route = endpointRoutes(instance.withTypeProvider<ZodTypeProvider>(), options);
    const sources = async (): Promise<FigureSources> => ({
      db,
      brandName: (await instance.system.settings()).brandName,
      profile: instance.brandProfile,
      escalationHours: instance.feedbackEscalationHours,
    });

    route(systemEndpoints.helpCenter, async (request) => helpForReader(await sources(), contentLanguage(request.headers.language)));
    route(helpEndpoints.opsList, async () => ({ sections: await storedSections(db), figures: [...HELP_FIGURES] }));
    route(
      helpEndpoints.opsSet,
      async (request) => {
        const section = await setHelpSection(db, operatorName(request), request.params.section, request.params.language, request.body);
        request.log.info({ section: section.section, language: request.params.language, version: section.version }, 'help: section edited');
        return section;
      },
      { bodyLimit: 128 * 1024 },
    );
  },
  { name: 'help', fastify: '5.x', dependencies: ['system', 'feedback'] },
);
