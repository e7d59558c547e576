/**
 * The payment gateways whose callbacks the platform believes, each with its own secret and the
 * deposit channel whose orders it may settle. Decided once at start:
 *
 * - The real gateway (id PAYMENT_GATEWAY), when PAYMENT_GATEWAY_SECRET is set: the platform only
 *   checks signatures with that secret and never signs with it. No deposit channel is paid through
 *   it yet, so its callbacks are checked but settle no order.
 * - The demo gateway (id DEMO_GATEWAY), in demo mode only. It runs in this process and signs its
 *   own callbacks, so whoever can press its Pay button can have an order credited: fine for a demo,
 *   never for real money. Its secret is DEMO_GATEWAY_SECRET (for a demo gateway in another process,
 *   and tests), else the one every server on the same PostgreSQL shares (config/secrets.ts), else
 *   made fresh per process; it may not be the real gateway's.
 */
import type { DepositChannelCode } from '@site/shared/contract/member';
import { resolveGameProviderSecret } from '../seamless/signature';

export const REAL_GATEWAY_ID = 'PAYMENT_GATEWAY';
export const DEMO_GATEWAY_ID = 'DEMO_GATEWAY';

export interface KnownGateway {
  id: string;
  secret: string;
  /** The channel whose orders its callbacks settle; null: none yet. */
  channel: Exclude<DepositChannelCode, 'MATCHED' | 'BANK_TRANSFER'> | null;
}

export interface PaymentGateways {
  /** By the id a callback names in X-Gateway-Id. */
  byId: ReadonlyMap<string, KnownGateway>;
  /** The demo gateway's signing secret (demo mode only). */
  demoSecret: string | undefined;
  /** Lines for the start-up log (no secrets). */
  notes: string[];
}

type Env = Record<string, string | undefined>;

const given = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value);

/** `sharedDemoSecret`: the demo gateway's secret all servers share, when the start resolved one (see SiteSecrets). */
export function resolvePaymentGateways(demoMode: boolean, env: Env = process.env, sharedDemoSecret?: string): PaymentGateways {
  const byId = new Map<string, KnownGateway>();
  const notes: string[] = [];
  const realSecret = given(env.PAYMENT_GATEWAY_SECRET);
  if (realSecret) {
    byId.set(REAL_GATEWAY_ID, { id: REAL_GATEWAY_ID, secret: resolveGameProviderSecret(realSecret, 'PAYMENT_GATEWAY_SECRET').secret, channel: null });
    notes.push(`deposits: callbacks of ${REAL_GATEWAY_ID} are checked with PAYMENT_GATEWAY_SECRET`);
  } else {
    notes.push('deposits: PAYMENT_GATEWAY_SECRET is not set; no real payment gateway is believed');
  }
  if (!demoMode) {
    notes.push('deposits: not in demo mode; the demo payment gateway and its pages are off');
    return { byId, demoSecret: undefined, notes };
  }
  const configured = given(env.DEMO_GATEWAY_SECRET);
  const demo = resolveGameProviderSecret(configured ?? sharedDemoSecret, 'DEMO_GATEWAY_SECRET');
  if (realSecret && demo.secret === realSecret) throw new Error('DEMO_GATEWAY_SECRET must not be PAYMENT_GATEWAY_SECRET: the demo gateway signs its own callbacks');
  byId.set(DEMO_GATEWAY_ID, { id: DEMO_GATEWAY_ID, secret: demo.secret, channel: 'DEMO_GATEWAY' });
  const source = configured ? 'DEMO_GATEWAY_SECRET' : demo.generated ? 'a secret made for this process' : 'the secret all servers share';
  notes.push(`deposits: demo mode; the demo payment gateway runs under /pay with ${source}`);
  return { byId, demoSecret: demo.secret, notes };
}
