import { bus } from '../bus/bus';
import { requireRealAccount } from './gate';
import { sessionAtom, store, type Session } from './store';

const member: Session = { token: 't', account: 'player01', customerId: '7', isAgent: 0, memberLabel: '', merchant: 'm', merchantCode: 'm' };

function heard() {
  const events: string[] = [];
  const offs = [
    bus.on('auth:open-login', () => events.push('login')),
    bus.on('auth:need-real-account', () => events.push('need-real-account')),
  ];
  return { events, off: () => offs.forEach((off) => off()) };
}

describe('requireRealAccount (gate)', () => {
  afterEach(() => store.set(sessionAtom, null));

  it('asks a visitor to log in and stops the action', () => {
    const { events, off } = heard();
    expect(requireRealAccount()).toBe(false);
    expect(events).toEqual(['login']);
    off();
  });

  it('refuses a trial account with the real-account warning', () => {
    store.set(sessionAtom, { ...member, isAgent: 4 });
    const { events, off } = heard();
    expect(requireRealAccount()).toBe(false);
    expect(events).toEqual(['need-real-account']);
    off();
  });

  it.each([0, 1, 2, 41, 42])('lets account type %i through without a prompt', (type) => {
    store.set(sessionAtom, { ...member, isAgent: type });
    const { events, off } = heard();
    expect(requireRealAccount()).toBe(true);
    expect(events).toEqual([]);
    off();
  });
});
