import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { addRemoteResources, bus, queryClient, setLanguage } from '@site/shared';
import type { RebateClaimValue, RebateHistoryValue, RebateSummary } from '@site/shared/contract/rewards/rebate';
import { bodyOf, expectCompleteTranslations, fakePlatform, ok, refusal, type FakePlatform } from '@site/shared/testing';
import { MEMBER_NAMESPACE, resources } from '../../i18n/resources';
import ManualRebatePage from './manual-rebate-page';
import { texts } from './texts';

// A busy machine renders slowly: the tests wait on what the page shows, not on a clock.
jest.setTimeout(60_000);

const SUMMARY = 'GET /wps/member/rebate';
const CLAIM = 'POST /wps/member/rebate/claim';
const HISTORY = 'GET /wps/member/rebate/history';

const ACCRUED: RebateSummary = {
  vipLevel: 0,
  lines: [
    { gameType: 'LIVE', qualifyingBet: '50.00', rateBp: 40, amount: '0.20' },
    { gameType: 'RNG', qualifyingBet: '123.45', rateBp: 80, amount: '0.98' },
  ],
  carried: '2.50',
  total: '3.68',
  minClaim: '1.00',
  dailyCap: '1000.00',
  paidToday: '0.00',
  claimable: '3.68',
  cooldownSeconds: 3600,
  nextClaimAt: null,
  reasons: [],
};
const AFTER: RebateSummary = {
  ...ACCRUED,
  lines: [],
  carried: '0.00',
  total: '0.00',
  claimable: '0.00',
  paidToday: '3.68',
  nextClaimAt: '2026-11-28T10:00:00.000Z',
  reasons: [
    { code: 'REBATE_COOLDOWN', text: 'The last claim was too recent; try again later' },
    { code: 'REBATE_BELOW_MINIMUM', text: 'The accrued rebate is below the minimum claim' },
  ],
};
const CLAIMED: RebateClaimValue = { claimNo: 4, amount: '3.68', carried: '0.00', balanceAfter: '103.68', createdAt: '2026-11-28T09:00:00.000Z', replayed: false };

let api: FakePlatform;

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));
beforeEach(() => {
  queryClient.clear();
  queryClient.setQueryDefaults(['manual-rebate'], { retry: false });
});
afterEach(async () => {
  api.restore();
  await act(() => setLanguage('en'));
});

describe('Manual rebate', () => {
  it('shows the accrued rebate per game type with its rate, what is carried, the total and the minimum', async () => {
    api = fakePlatform({ [SUMMARY]: () => ok(ACCRUED) });
    render(<ManualRebatePage />);
    const table = await screen.findByRole('table', { name: 'Rebate accrued since your last claim, by game type' });
    const [, live, slots, ...more] = within(table).getAllByRole('row');
    expect(more).toEqual([]);
    expect(within(live!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Live casino', 'P 50.00', '0.40%', 'P 0.20']);
    expect(within(slots!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Slots', 'P 123.45', '0.80%', 'P 0.98']);
    const summary = screen.getByRole('region', { name: 'Rebate summary' });
    expect(within(summary).getByText('Carried from an earlier claim').nextSibling).toHaveTextContent('P 2.50');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('P 3.68');
    expect(within(summary).getByText('Minimum claim').nextSibling).toHaveTextContent('P 1.00');
    expect(within(summary).getByText('Paid today / daily limit').nextSibling).toHaveTextContent('P 0.00 / P 1,000.00');
    expect(screen.getByRole('button', { name: 'Claim' })).toBeEnabled();
  });

  it('claims once per press with a request id, says what was paid, tells the header and reads the summary again', async () => {
    let summary = ACCRUED;
    const sent: unknown[] = [];
    api = fakePlatform({
      [SUMMARY]: () => ok(summary),
      [CLAIM]: (config) => {
        sent.push(bodyOf(config));
        summary = AFTER;
        return ok(CLAIMED);
      },
    });
    const changed = jest.fn();
    const off = bus.on('wallet:changed', changed);
    render(<ManualRebatePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Claim 4: 3.68 paid to your main wallet.');
    expect(sent).toEqual([{ requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(changed).toHaveBeenCalled();
    // Read again: nothing accrued, the cooldown and the minimum say why Claim is off.
    expect(await screen.findByText('Nothing has accrued since your last claim.')).toBeInTheDocument();
    expect(screen.getByText('The last claim was too recent: claim again after the time shown.')).toBeInTheDocument();
    expect(screen.getByText('The rebate is below the minimum claim.')).toBeInTheDocument();
    expect(screen.getByText('Next claim from')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim' })).toBeDisabled();
    off();
  });

  it('words a refused claim by its code, every eligibility reason included', async () => {
    api = fakePlatform({
      [SUMMARY]: () => ok(ACCRUED),
      [CLAIM]: () => refusal('REBATE_NOT_ELIGIBLE', 'This account is frozen', 403, { reasons: [{ code: 'ACCOUNT_BLOCKED', text: 'This account is frozen' }] }),
    });
    render(<ManualRebatePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is frozen; please contact customer service.');
  });

  it('lists the claims in the history tab: time, claim number, amount and balance after, paged on the server', async () => {
    const history = (pageNo: number): RebateHistoryValue => ({
      list: [{ claimNo: 3 - pageNo, amount: '1.18', carried: '0.00', balanceAfter: `${pageNo}01.18`, createdAt: '2026-11-28T09:00:00.000Z' }],
      pageNo,
      totalPages: 2,
      totalCount: 16,
    });
    api = fakePlatform({ [SUMMARY]: () => ok(ACCRUED), [HISTORY]: (config) => ok(history(Number(config.params.pageNo))) });
    render(<ManualRebatePage />);
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Your rebate claims, newest first' });
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row!).getAllByRole('cell');
    expect(cells[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-11-28T09:00:00.000Z');
    expect(cells.slice(1).map((cell) => cell.textContent)).toEqual(['2', 'P 1.18', 'P 101.18']);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('cell', { name: 'P 201.18' })).toBeInTheDocument();
  });

  it('has tabs whose every reference resolves and no ARIA or table structure violation', async () => {
    api = fakePlatform({ [SUMMARY]: () => ok(ACCRUED) });
    const { container } = render(<ManualRebatePage />);
    await screen.findByRole('table', { name: 'Rebate accrued since your last claim, by game type' });
    for (const tab of screen.getAllByRole('tab')) expect({ tab: tab.textContent, panel: document.getElementById(tab.getAttribute('aria-controls') ?? '')?.getAttribute('role') }).toEqual({ tab: tab.textContent, panel: 'tabpanel' });
    const rules = ['aria-valid-attr-value', 'aria-required-children', 'aria-required-parent', 'aria-allowed-role', 'th-has-data-cells', 'td-headers-attr', 'button-name', 'definition-list', 'dlitem', 'list', 'listitem'];
    const results = await axe.run(container, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
    expect(results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.html}`))).toEqual([]);
  });

  it('speaks the member language', async () => {
    api = fakePlatform({ [SUMMARY]: () => ok(ACCRUED) });
    await act(() => setLanguage('vi'));
    render(<ManualRebatePage />);
    expect(await screen.findByRole('heading', { name: 'Hoàn trả thủ công' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Nhận' })).toBeInTheDocument();
    expectCompleteTranslations(texts);
  });
});
