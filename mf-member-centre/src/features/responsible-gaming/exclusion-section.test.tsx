import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { addRemoteResources, bus, queryClient, setLanguage, setSession, store, sessionAtom } from '@site/shared';
import type { ExclusionState, ExclusionTaken } from '@site/shared/contract/protection/exclusion';
import { bodyOf, expectCompleteTranslations, fakePlatform, ok, refusal, type FakePlatform } from '@site/shared/testing';
import { MEMBER_NAMESPACE, resources } from '../../i18n/resources';
import ExclusionSection from './exclusion-section';
import { texts } from './exclusion-texts';

// A busy machine renders slowly: the tests wait on what the page shows, not on a clock.
jest.setTimeout(60_000);

const STATE = 'GET /wps/member/protection/exclusion';
const TAKE = 'POST /wps/member/protection/exclusion';
const REOPEN = 'POST /wps/member/protection/exclusion/reopen';

const NONE: ExclusionState = {
  inForce: false,
  kind: null,
  period: null,
  startsAt: null,
  endsAt: null,
  irrevocableUntil: null,
  reopenRequestedAt: null,
  reopensAt: null,
  canAskToReopen: false,
};
const TIME_OUT: ExclusionTaken = {
  ...NONE,
  inForce: true,
  kind: 'TIME_OUT',
  period: 'P1D',
  startsAt: '2026-11-28T10:00:00.000Z',
  endsAt: '2026-11-29T10:00:00.000Z',
  reopensAt: '2026-11-29T10:00:00.000Z',
  sessionsEnded: 1,
  bonusesForfeited: 0,
  rewardsCancelled: 0,
};
const SELF_EXCLUDED: ExclusionState = {
  ...NONE,
  inForce: true,
  kind: 'SELF_EXCLUSION',
  period: 'P1Y',
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: '2027-01-01T00:00:00.000Z',
  irrevocableUntil: '2026-07-01T00:00:00.000Z',
  canAskToReopen: true,
};

let api: FakePlatform;

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));
beforeEach(() => {
  queryClient.clear();
  queryClient.setQueryDefaults(['responsible-gaming'], { retry: false });
});
afterEach(async () => {
  api.restore();
  await act(() => setLanguage('en'));
});

describe('Time-out and self-exclusion', () => {
  it('takes a 24-hour time-out only after a dialog that says what happens, Cancel being the default; then offers to sign in again', async () => {
    const sent: unknown[] = [];
    api = fakePlatform({
      [STATE]: () => ok(NONE),
      [TAKE]: (config) => {
        sent.push(bodyOf(config));
        return ok(TIME_OUT);
      },
    });
    setSession({ token: 'member-token-0123456789', memberLabel: '', customerId: '7', account: 'player1', isAgent: 0, merchant: 'm', merchantCode: 'M' });
    const opened = jest.fn();
    const off = bus.on('auth:open-login', opened);
    render(<ExclusionSection />);
    const group = await screen.findByRole('group', { name: 'Time-out (ends by itself)' });
    expect(within(group).getByRole('radio', { name: '24 hours' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Take a break' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a break: 24 hours' });
    expect(dialog).toHaveTextContent('For 24 hours you cannot deposit, bet, transfer to games or claim rewards. It ends by itself.');
    expect(dialog).toHaveTextContent('Withdrawals from your main wallet stay open.');
    // Enter alone presses Cancel: nothing is sent.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Take a break' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, start now' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your break has started. You have been signed out');
    expect(sent).toEqual([{ kind: 'TIME_OUT', days: 1, confirm: true }]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(store.get(sessionAtom)).toBeNull();
    expect(opened).toHaveBeenCalled();
    off();
  });

  it('sends a self-exclusion with its period, and says the first 6 months cannot be undone', async () => {
    const sent: unknown[] = [];
    api = fakePlatform({ [STATE]: () => ok(NONE), [TAKE]: (config) => (sent.push(bodyOf(config)), ok({ ...TIME_OUT, kind: 'SELF_EXCLUSION', period: 'P5Y' })) });
    render(<ExclusionSection />);
    await userEvent.click(await screen.findByRole('radio', { name: '5 years' }));
    await userEvent.click(screen.getByRole('button', { name: 'Take a break' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a break: 5 years' });
    expect(dialog).toHaveTextContent('For at least 6 months you cannot deposit, bet, transfer to games or claim rewards, and nobody can undo it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, start now' }));
    await screen.findByRole('button', { name: 'Sign in again' });
    expect(sent).toEqual([{ kind: 'SELF_EXCLUSION', period: 'P5Y', confirm: true }]);
  });

  it('shows a self-exclusion in force, asks to end it after a confirmation and shows when play resumes', async () => {
    let state: ExclusionState = SELF_EXCLUDED;
    api = fakePlatform({
      [STATE]: () => ok(state),
      [REOPEN]: () => {
        state = { ...SELF_EXCLUDED, canAskToReopen: false, reopenRequestedAt: '2026-08-01T00:00:00.000Z', reopensAt: '2026-08-08T00:00:00.000Z' };
        return ok(state);
      },
    });
    render(<ExclusionSection />);
    expect(await screen.findByText(/You are self-excluded since/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take a break' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ask to end my self-exclusion' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'End my self-exclusion' })).getByRole('button', { name: 'Ask to end it' }));
    expect(await screen.findByText(/You asked to end it\. Play resumes on/)).toBeInTheDocument();
    expect(api.callsTo(REOPEN)).toHaveLength(1);
  });

  it('words a refusal of the platform', async () => {
    api = fakePlatform({ [STATE]: () => ok(NONE), [TAKE]: () => refusal('EXCLUSION_IN_FORCE', 'A time-out or self-exclusion is already in force', 409) });
    render(<ExclusionSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Take a break' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, start now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A time-out or self-exclusion is already in force');
  });

  it('has named groups and radios, and no ARIA violation', async () => {
    api = fakePlatform({ [STATE]: () => ok(NONE) });
    const { container } = render(<ExclusionSection />);
    await screen.findByRole('radio', { name: 'Indefinitely' });
    expect(screen.getByRole('region', { name: 'Time-out and self-exclusion' })).toBeInTheDocument();
    const results = await axe.run(container, { runOnly: ['aria-valid-attr-value', 'aria-allowed-role', 'button-name', 'label', 'region'] });
    expect(results.violations).toEqual([]);
  });

  it('has every text in es, vi and zh', () => {
    expectCompleteTranslations(texts);
  });
});
