import { afterLoginStep, type AfterLoginInput } from './after-login-step';

const base: AfterLoginInput = {
  value: { firstTimeLogin: false, passwordExpired: false },
  loginType: 'username',
  typedPassword: 'player1234',
  forcePasswordChange: false,
  side: 'member',
};

const step = (patch: Partial<AfterLoginInput>) => afterLoginStep({ ...base, ...patch });

describe('afterLoginStep (spec §4)', () => {
  it('welcomes a member whose password is fine, saying whether it is the first login', () => {
    expect(step({})).toEqual({ kind: 'welcome', firstTimeLogin: false });
    expect(step({ value: { firstTimeLogin: true, passwordExpired: false } })).toEqual({ kind: 'welcome', firstTimeLogin: true });
  });

  it("asks for a new password when the typed password is the default '123456', whatever the flag", () => {
    expect(step({ typedPassword: '123456' })).toEqual({ kind: 'change-password', reason: 'default-password' });
    expect(step({ typedPassword: '123456', forcePasswordChange: true, value: { firstTimeLogin: true, passwordExpired: true } })).toEqual({
      kind: 'change-password',
      reason: 'default-password',
    });
  });

  it('asks for a new password when it expired and FORCEPWDCHANGE3 is on, not when it is off', () => {
    const expired = { firstTimeLogin: false, passwordExpired: true };
    expect(step({ value: expired, forcePasswordChange: true })).toEqual({ kind: 'change-password', reason: 'expired' });
    expect(step({ value: expired, forcePasswordChange: false })).toEqual({ kind: 'welcome', firstTimeLogin: false });
  });

  it('never asks after a code (sms) login or free play, where nothing typed was a password', () => {
    const expired = { firstTimeLogin: true, passwordExpired: true };
    expect(step({ loginType: 'sms', typedPassword: '123456', value: expired, forcePasswordChange: true })).toEqual({ kind: 'welcome', firstTimeLogin: true });
    expect(step({ loginType: 'freeplay', typedPassword: null, value: expired, forcePasswordChange: true })).toEqual({ kind: 'welcome', firstTimeLogin: true });
  });

  it('opens the agent centre for the agent side, unless the password must change first', () => {
    expect(step({ side: 'agent' })).toEqual({ kind: 'agent-centre' });
    expect(step({ side: 'agent', typedPassword: '123456' })).toEqual({ kind: 'change-password', reason: 'default-password' });
  });
});
