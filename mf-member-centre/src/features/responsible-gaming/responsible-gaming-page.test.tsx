import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRemoteResources, queryClient, setLanguage } from '@site/shared';
import type { ProtectionState } from '@site/shared/contract/protection/limits';
import { bodyOf, expectCompleteTranslations, fakePlatform, ok, refusal, type FakePlatform } from '@site/shared/testing';
import { MEMBER_NAMESPACE, resources } from '../../i18n/resources';
import ResponsibleGamingPage from './responsible-gaming-page';
import { texts } from './limits-texts';

// A busy machine renders slowly: the tests wait on what the page shows, not on a clock.
jest.setTimeout(60_000);

const STATE = 'GET /wps/member/protection';
const SET = 'PUT /wps/member/protection/limits';
const CONFIRM = 'POST /wps/member/protection/limits/confirm';

const WITH_LIMITS: ProtectionState = {
  limits: [
    { kind: 'DEPOSIT', period: 'DAY', value: '100.00', setBy: 'MEMBER', used: '60.00', remaining: '40.00', resetsAt: '2026-11-29T09:00:00.000Z', pending: { value: '200.00', confirmableFrom: '2026-11-28T09:00:00.000Z', confirmable: true } },
    { kind: 'LOSS', period: 'WEEK', value: '50.00', setBy: 'OPERATOR', used: '0.00', remaining: '50.00', resetsAt: null, pending: null },
  ],
  realityCheckMinutes: null,
  realityCheckDefault: 60,
  limitPromptAnswered: true,
};

let api: FakePlatform;

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));
beforeEach(() => queryClient.clear());
afterEach(async () => {
  api.restore();
  await act(() => setLanguage('en'));
});

describe('Responsible gaming', () => {
  it('shows each limit with what remains, a waiting raise to confirm, and an operator limit without Remove', async () => {
    let state = WITH_LIMITS;
    const confirmed: unknown[] = [];
    api = fakePlatform({
      [STATE]: () => ok(state),
      [CONFIRM]: (config) => {
        confirmed.push(bodyOf(config));
        state = { ...WITH_LIMITS, limits: [{ ...WITH_LIMITS.limits[0]!, value: '200.00', remaining: '140.00', pending: null }, WITH_LIMITS.limits[1]!] };
        return ok(state);
      },
    });
    render(<ResponsibleGamingPage />);
    const table = await screen.findByRole('table', { name: 'Your limits and what remains now' });
    const deposit = within(table).getByRole('row', { name: /Deposits per 24 hours/ });
    expect(deposit).toHaveTextContent('P 40.00');
    expect(deposit).toHaveTextContent('Raise to 200.00');
    const loss = within(table).getByRole('row', { name: /Losses per 7 days/ });
    expect(loss).toHaveTextContent('set by the site');
    expect(within(loss).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await userEvent.click(within(deposit).getByRole('button', { name: 'Confirm: Deposits per 24 hours' }));
    expect(confirmed).toEqual([{ kind: 'DEPOSIT', period: 'DAY' }]);
    expect(await within(table).findByText('P 140.00')).toBeInTheDocument();
  });

  it('sets a limit and says whether it applies now, and shows a refusal in words', async () => {
    const sent: unknown[] = [];
    let answer: 'NOW' | 'REFUSE' = 'NOW';
    api = fakePlatform({
      [STATE]: () => ok({ ...WITH_LIMITS, limits: [] }),
      [SET]: (config) => {
        sent.push(bodyOf(config));
        return answer === 'NOW' ? ok({ ...WITH_LIMITS, effect: 'NOW' }) : refusal('LIMIT_SET_BY_OPERATOR', 'This limit was set by the site', 403);
      },
    });
    render(<ResponsibleGamingPage />);
    expect(await screen.findByText('You have no limits yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Set a limit' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'What to limit' }), 'PLAY_MINUTES');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Period' }), 'DAY');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Minutes' }), '90');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limit' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your limit applies now.');
    expect(sent).toEqual([{ kind: 'PLAY_MINUTES', period: 'DAY', minutes: 90 }]);

    answer = 'REFUSE';
    await userEvent.type(within(form).getByRole('textbox', { name: 'Minutes' }), '200');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limit' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This limit was set by the site');
  });

  it('has every text in es, vi and zh', () => {
    expectCompleteTranslations(texts);
  });
});
