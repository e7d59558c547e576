import { DEMO_GATEWAY_ID, REAL_GATEWAY_ID, resolvePaymentGateways } from './payment-gateways';

const REAL = 'real-gateway-secret-0123456789abcdefghij';
const DEMO = 'demo-gateway-secret-0123456789abcdefghij';

describe('the payment gateways a platform believes', () => {
  it('outside demo mode: only the configured real gateway, and no demo secret to sign with', () => {
    const gateways = resolvePaymentGateways(false, { PAYMENT_GATEWAY_SECRET: REAL, DEMO_GATEWAY_SECRET: DEMO });
    expect([...gateways.byId.keys()]).toEqual([REAL_GATEWAY_ID]);
    expect(gateways.byId.get(REAL_GATEWAY_ID)).toMatchObject({ secret: REAL, channel: null });
    expect(gateways.demoSecret).toBeUndefined();
    expect(resolvePaymentGateways(false, {}).byId.size).toBe(0);
  });

  it('in demo mode the demo gateway signs with a secret of its own, never the real one', () => {
    const gateways = resolvePaymentGateways(true, { PAYMENT_GATEWAY_SECRET: REAL });
    expect(gateways.byId.get(DEMO_GATEWAY_ID)).toMatchObject({ channel: 'DEMO_GATEWAY' });
    expect(gateways.demoSecret).toBeDefined();
    expect(gateways.demoSecret).not.toBe(REAL);
    expect(resolvePaymentGateways(true, { DEMO_GATEWAY_SECRET: DEMO }).demoSecret).toBe(DEMO);
    expect(() => resolvePaymentGateways(true, { PAYMENT_GATEWAY_SECRET: REAL, DEMO_GATEWAY_SECRET: REAL })).toThrow(/must not be PAYMENT_GATEWAY_SECRET/);
  });

  it('in demo mode signs with the secret all servers share when the start resolved one; DEMO_GATEWAY_SECRET still wins', () => {
    const SHARED = 'shared-gateway-secret-0123456789abcdefghij';
    const gateways = resolvePaymentGateways(true, {}, SHARED);
    expect(gateways.demoSecret).toBe(SHARED);
    expect(gateways.byId.get(DEMO_GATEWAY_ID)).toMatchObject({ secret: SHARED });
    expect(gateways.notes.join('\n')).toContain('the secret all servers share');
    expect(resolvePaymentGateways(true, { DEMO_GATEWAY_SECRET: DEMO }, SHARED).demoSecret).toBe(DEMO);
    expect(resolvePaymentGateways(false, {}, SHARED).demoSecret).toBeUndefined();
  });

  it('refuses a short secret', () => {
    expect(() => resolvePaymentGateways(false, { PAYMENT_GATEWAY_SECRET: 'short' })).toThrow(/PAYMENT_GATEWAY_SECRET must be at least 32/);
    expect(() => resolvePaymentGateways(true, { DEMO_GATEWAY_SECRET: 'short' })).toThrow(/DEMO_GATEWAY_SECRET must be at least 32/);
  });
});
