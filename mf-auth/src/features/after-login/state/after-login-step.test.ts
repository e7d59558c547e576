import { afterLoginStep, type AfterLoginInput } from './after-login-step';

const base: AfterLoginInput = { value: { firstTimeLogin: false, passwordChange: null }, side: 'member' };

const step = (patch: Partial<AfterLoginInput>) => afterLoginStep({ ...base, ...patch });

describe('afterLoginStep', () => {
  it('welcomes a member whose password is fine, saying whether it is the first login', () => {
    expect(step({})).toEqual({ kind: 'welcome', firstTimeLogin: false });
    expect(step({ value: { firstTimeLogin: true, passwordChange: null } })).toEqual({ kind: 'welcome', firstTimeLogin: true });
  });

  it('asks for a new password exactly when the platform says so, with its reason', () => {
    expect(step({ value: { firstTimeLogin: false, passwordChange: 'default' } })).toEqual({ kind: 'change-password', reason: 'default' });
    expect(step({ value: { firstTimeLogin: true, passwordChange: 'expired' } })).toEqual({ kind: 'change-password', reason: 'expired' });
  });

  it('opens the agent centre for the agent side, unless the password must change first', () => {
    expect(step({ side: 'agent' })).toEqual({ kind: 'agent-centre' });
    expect(step({ side: 'agent', value: { firstTimeLogin: false, passwordChange: 'default' } })).toEqual({ kind: 'change-password', reason: 'default' });
  });
});
