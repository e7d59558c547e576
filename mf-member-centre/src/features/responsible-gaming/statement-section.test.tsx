import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { addRemoteResources, queryClient, setLanguage } from '@site/shared';
import type { Statement } from '@site/shared/contract/protection/statement';
import { expectCompleteTranslations, fakePlatform, ok, type FakePlatform } from '@site/shared/testing';
import { MEMBER_NAMESPACE, resources } from '../../i18n/resources';
import StatementSection from './statement-section';
import { texts } from './statement-texts';

// A busy machine renders slowly: the tests wait on what the page shows, not on a clock.
jest.setTimeout(60_000);

const ROUTE = 'GET /wps/member/protection/statement';

const statementFor = (params: Record<string, string>): Statement => {
  const month = params.month ?? (params.startDate ? null : '2026-10');
  const days = month ? { startDate: `${month}-01`, endDate: `${month}-${month === '2026-09' ? '30' : '31'}` } : { startDate: params.startDate!, endDate: params.endDate! };
  return {
    month,
    ...days,
    deposits: month === '2026-09' ? '50.00' : '300.00',
    depositCount: 2,
    withdrawals: '150.00',
    withdrawalCount: 1,
    netResult: month ? '-40.50' : '12.00',
    rounds: 17,
    minutesPlayed: 125,
  };
};

let api: FakePlatform;

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));
beforeEach(() => {
  queryClient.clear();
  queryClient.setQueryDefaults(['responsible-gaming'], { retry: false });
  api = fakePlatform({ [ROUTE]: (config) => ok(statementFor((config.params ?? {}) as Record<string, string>)) });
});
afterEach(async () => {
  api.restore();
  await act(() => setLanguage('en'));
});

const figure = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;

describe('Activity statement', () => {
  it('shows the last complete month first, then a chosen month, by keyboard', async () => {
    render(<StatementSection />);
    expect(await screen.findByText('Statement for 2026-10-01 to 2026-10-31')).toBeInTheDocument();
    expect(figure('Deposits')).toHaveTextContent('300.00');
    expect(figure('Deposits')).toHaveTextContent('2 in this period');
    expect(figure('Withdrawals')).toHaveTextContent('150.00');
    expect(figure('Net result of real-money play')).toHaveTextContent('-40.50');
    expect(figure('Net result of real-money play')).toHaveTextContent('17 rounds');
    expect(figure('Time played')).toHaveTextContent('2 h 5 min');
    expect(api.callsTo(ROUTE)[0]!.params ?? {}).toEqual({});

    const month = screen.getByLabelText('Month');
    expect(month).toHaveValue('2026-10');
    fireEvent.change(month, { target: { value: '2026-09' } });
    month.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Statement for 2026-09-01 to 2026-09-30')).toBeInTheDocument();
    expect(figure('Deposits')).toHaveTextContent('50.00');
    expect(api.callsTo(ROUTE).at(-1)!.params).toEqual({ month: '2026-09' });
  });

  it('asks for a range of dates, shows a win with its sign, and refuses a range the platform would', async () => {
    render(<StatementSection />);
    await screen.findByText('Statement for 2026-10-01 to 2026-10-31');
    const start = screen.getByLabelText('From');
    const end = screen.getByLabelText('To');
    fireEvent.change(start, { target: { value: '2026-11-01' } });
    fireEvent.change(end, { target: { value: '2026-11-10' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show dates' }));
    expect(await screen.findByText('Statement for 2026-11-01 to 2026-11-10')).toBeInTheDocument();
    expect(figure('Net result of real-money play')).toHaveTextContent('+12.00');
    expect(api.callsTo(ROUTE).at(-1)!.params).toEqual({ startDate: '2026-11-01', endDate: '2026-11-10' });

    const calls = api.callsTo(ROUTE).length;
    fireEvent.change(start, { target: { value: '2026-06-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show dates' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('at most 92 days apart');
    expect(api.callsTo(ROUTE)).toHaveLength(calls);
  });

  it('has a named region, labelled fields and no ARIA violation', async () => {
    const { container } = render(<StatementSection />);
    await screen.findByText('Statement for 2026-10-01 to 2026-10-31');
    expect(screen.getByRole('region', { name: 'Activity statement' })).toBeInTheDocument();
    const results = await axe.run(container, { runOnly: ['aria-valid-attr-value', 'aria-allowed-role', 'button-name', 'label', 'region', 'definition-list', 'dlitem'] });
    expect(results.violations).toEqual([]);
  });

  it('has every text in es, vi and zh', () => {
    expectCompleteTranslations(texts);
  });
});
