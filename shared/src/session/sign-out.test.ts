import { fakePlatform, ok, refusal } from '@site/shared/testing';
import { getPendingPasswordChange, sessionAtom, setPendingPasswordChange, setSession, store } from './store';
import { signOut } from './sign-out';

const session = { token: 'tok-1', account: 'demo1', customerId: '42', isAgent: 0, memberLabel: '', merchant: 'demo', merchantCode: 'demo' };

beforeEach(() => {
  sessionStorage.clear();
  setSession(session);
  setPendingPasswordChange('default');
});

describe('signOut', () => {
  it('ends the session on the platform with its token, then forgets it here', async () => {
    const platform = fakePlatform({ 'DELETE /wps/session/logout': () => ok(null) });
    await signOut();
    expect(platform.calls).toHaveLength(1);
    expect(platform.callsTo('DELETE /wps/session/logout')[0]!.headers.get('Authorization')).toBe('tok-1');
    expect(store.get(sessionAtom)).toBeNull();
    expect(getPendingPasswordChange()).toBeNull();
  });

  it('forgets the session even when the platform call fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakePlatform({ 'DELETE /wps/session/logout': () => refusal('INTERNAL', 'down', 500) });
    await signOut();
    expect(store.get(sessionAtom)).toBeNull();
  });
});
