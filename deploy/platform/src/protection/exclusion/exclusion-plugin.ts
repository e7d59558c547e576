import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { AreaOptions } from '../../http/types';
import { hashToken } from '../../accounts/sessions';
import type { Db } from '../../db/database';
import { localExclusionRegister, refuseListedPerson, syncRegister, type ExclusionRegister, type Person } from './exclusion-register';
import { exclusionGuard } from './exclusion-guard';
import { registerExclusionRoutes } from './exclusion-routes';
import { REGISTER_CHECK_TICK_MS, registerCheckIfDue } from './register-check';

/**
 * What the accounts area asks of the exclusion register, as a decorator (`app.exclusionGate`), so
 * that registration and sign-in can ask it while this area builds on the accounts area.
 */
export interface ExclusionGate {
  /** Refuses (403 REGISTER_EXCLUDED) a person the register lists; called before a registration writes anything. */
  refuseListedPerson(person: Person): Promise<void>;
  /** At sign-in: the member's listing brought up to date; the session just opened stays, so a listed member can withdraw. */
  checkSignIn(memberId: string, token: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    exclusionGate: ExclusionGate;
  }
}

function exclusionGate(db: Db, register: ExclusionRegister): ExclusionGate {
  return {
    refuseListedPerson: (person) => refuseListedPerson(db, register, person),
    async checkSignIn(memberId, token) {
      const [session] = await db.query<{ id: string }>('SELECT id::text AS id FROM sessions WHERE token_hash = $1', [hashToken(token)]);
      await syncRegister(db, register, memberId, session?.id);
    },
  };
}

export interface ExclusionOptions {
  /** The exclusion register to ask (default: the local table). */
  register?: ExclusionRegister;
}

/**
 * Time-out, self-exclusion and the exclusion register. The daily register check runs from a timer
 * that first fires an hour after start (sign-ins are checked as they happen, so nothing waits for
 * it), then hourly, doing the work when a day has passed since the last check.
 */
export const exclusionPlugin = fp<AreaOptions & { exclusion?: ExclusionOptions }>(
  async (instance, options) => {
    const register = options.exclusion?.register ?? localExclusionRegister;
    instance.decorate('exclusionGate', exclusionGate(options.db, register));
    // Applies to the guarded calls of the areas registered before this one too (one context).
    instance.addHook('preHandler', exclusionGuard(options.db));
    registerExclusionRoutes(endpointRoutes(instance.withTypeProvider<ZodTypeProvider>(), options), { db: options.db, register });
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<unknown> | null = null;
    instance.addHook('onReady', async () => {
      timer = setInterval(() => {
        running ??= registerCheckIfDue(options.db, register)
          .catch((error: unknown) => instance.log.error({ err: error }, 'protection: exclusion register check failed'))
          .finally(() => {
            running = null;
          });
      }, REGISTER_CHECK_TICK_MS);
      timer.unref();
    });
    instance.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running;
    });
  },
  // Its calls need a signed-in member (accounts); an exclusion forfeits bonus money through the ledger (wallet).
  { name: 'exclusion', fastify: '5.x', dependencies: ['accounts', 'wallet'] },
);
