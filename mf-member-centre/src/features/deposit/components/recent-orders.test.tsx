import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, queryClient } from '@site/shared';
import type { DepositOrder } from '@site/shared/contract/member';
import { fakePlatform, never, ok, refusal, renderWithProviders } from '@site/shared/testing';
import { depositKeys } from '../api/deposit-keys';
import { BANK_POLL_MS, GATEWAY_POLL_MS, ordersPollInterval } from '../api/get-deposit-orders';
import { RecentOrders } from './recent-orders';
import { order, page, setUpDepositTests } from '../testing/deposit-orders';

// A busy machine renders slowly: the tests wait on what the page shows, not on a clock.
jest.setTimeout(60_000);

let api: ReturnType<typeof fakePlatform>;

const region = () => screen.getByRole('region', { name: 'My recent deposits' });

setUpDepositTests(() => api.restore());

describe('Deposit page: my recent deposits', () => {
  it('is busy while loading', async () => {
    api = fakePlatform({ 'GET /wps/member/deposit/orders': () => never() });
    render(<RecentOrders />);
    expect(within(region()).getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });

  it('says when there are no deposits', async () => {
    api = fakePlatform({ 'GET /wps/member/deposit/orders': () => ok(page([])) });
    render(<RecentOrders />);
    expect(await within(region()).findByText('No deposits yet.')).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    api = fakePlatform({ 'GET /wps/member/deposit/orders': () => refusal('INTERNAL', 'database away', 500) });
    render(<RecentOrders />);
    const alert = await within(region()).findByRole('alert');
    expect(alert).toHaveTextContent(/database away/i);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lists each order with channel, state and reason; only pending ones can be cancelled, gateway ones paid', async () => {
    api = fakePlatform({
      'GET /wps/member/deposit/orders': () =>
        ok(
          page([
            order({ orderNo: 'D20261124000005', channel: 'DEMO_GATEWAY', amount: '1200.50', paymentUrl: '/pay/checkout/P5' }),
            order({ orderNo: 'D20261124000004', state: 'REJECTED', reason: 'No transfer arrived' }),
            order({ orderNo: 'D20261124000003', channel: 'DEMO_GATEWAY', state: 'CREDITED' }),
            order({ orderNo: 'D20261124000002', state: 'CANCELLED' }),
            order({ orderNo: 'D20261124000001', channel: 'DEMO_GATEWAY', state: 'EXPIRED' }),
          ]),
        ),
    });
    render(<RecentOrders />);
    const rows = await within(region()).findAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-state'))).toEqual(['PENDING', 'REJECTED', 'CREDITED', 'CANCELLED', 'EXPIRED']);
    expect(rows[0]).toHaveTextContent(/D20261124000005.*1,200\.50.*Online payment \(DemoPay\).*Pending/);
    expect(rows[1]).toHaveTextContent(/Bank transfer.*Rejected.*No transfer arrived/);
    expect(rows[2]).toHaveTextContent('Credited');
    expect(rows[3]).toHaveTextContent('Cancelled');
    expect(rows[4]).toHaveTextContent('Expired');

    // Actions name their order for a screen reader, and exist only while the order is pending.
    expect(screen.getByRole('link', { name: 'Pay now D20261124000005' })).toHaveAttribute('href', '/pay/checkout/P5?lang=en');
    expect(screen.getAllByRole('button', { name: /^Cancel/ }).map((button) => button.textContent)).toEqual(['Cancel D20261124000005']);
  });

  it('cancels a pending order and shows its new state', async () => {
    let state: DepositOrder['state'] = 'PENDING';
    api = fakePlatform({
      'GET /wps/member/deposit/orders': () => ok(page([order({ state })])),
      'POST /wps/member/deposit/orders/D20261124000001/cancel': () => {
        state = 'CANCELLED';
        return ok(order({ state }));
      },
    });
    render(<RecentOrders />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel D20261124000001' }));
    await waitFor(() => expect(within(region()).getByRole('listitem')).toHaveAttribute('data-state', 'CANCELLED'));
    expect(screen.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect(api.callsTo('POST /wps/member/deposit/orders/D20261124000001/cancel')).toHaveLength(1);
  });

  it('shows a refused cancel next to the order', async () => {
    api = fakePlatform({
      'GET /wps/member/deposit/orders': () => ok(page([order({})])),
      'POST /wps/member/deposit/orders/D20261124000001/cancel': () =>
        refusal('ORDER_NOT_CANCELLABLE', 'This order was already paid or cancelled at the gateway; it cannot be cancelled here', 409),
    });
    render(<RecentOrders />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel D20261124000001' }));
    const row = within(region()).getByRole('listitem');
    expect(await within(row).findByRole('alert')).toHaveTextContent('it cannot be cancelled here');
  });

  it('tells the header to read the balance again when an order it saw pending is credited, and only then', async () => {
    let state: DepositOrder['state'] = 'PENDING';
    api = fakePlatform({ 'GET /wps/member/deposit/orders': () => ok(page([order({ channel: 'DEMO_GATEWAY', state })])) });
    const changed = jest.fn();
    const off = bus.on('wallet:changed', changed);
    render(<RecentOrders />);
    await within(region()).findByText('Pending');
    await act(() => queryClient.invalidateQueries({ queryKey: depositKeys.all }));
    expect(changed).not.toHaveBeenCalled();

    state = 'CREDITED';
    await act(() => queryClient.invalidateQueries({ queryKey: depositKeys.all }));
    await within(region()).findByText('Credited');
    expect(changed).toHaveBeenCalledTimes(1);
    await act(() => queryClient.invalidateQueries({ queryKey: depositKeys.all }));
    expect(changed).toHaveBeenCalledTimes(1);
    off();
  });

  it('pages on the server', async () => {
    api = fakePlatform({
      'GET /wps/member/deposit/orders': (config) =>
        config.params.pageNo === 2
          ? ok(page([order({ orderNo: 'D20261124000001', state: 'CREDITED' })], 2, 2))
          : ok(page([order({ orderNo: 'D20261124000016' })], 1, 2)),
    });
    render(<RecentOrders />);
    expect(await within(region()).findByRole('listitem')).toHaveTextContent('D20261124000016');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await within(region()).findByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(region()).getByRole('listitem')).toHaveTextContent('D20261124000001');
  });
});

describe('Deposit page: following waiting orders', () => {
  it('reads the list again often while a gateway payment waits, less often while only bank transfers wait, and not otherwise', () => {
    expect(ordersPollInterval([order({ channel: 'BANK_TRANSFER' }), order({ channel: 'DEMO_GATEWAY' })])).toBe(GATEWAY_POLL_MS);
    expect(ordersPollInterval([order({ channel: 'BANK_TRANSFER' }), order({ channel: 'DEMO_GATEWAY', state: 'CREDITED' })])).toBe(BANK_POLL_MS);
    expect(ordersPollInterval([order({ state: 'CREDITED' }), order({ channel: 'DEMO_GATEWAY', state: 'EXPIRED' })])).toBe(false);
    expect(ordersPollInterval(undefined)).toBe(false);
    expect(GATEWAY_POLL_MS).toBeLessThan(BANK_POLL_MS);
  });

  it('reads the orders again when the member comes back to the window', async () => {
    let state: DepositOrder['state'] = 'PENDING';
    api = fakePlatform({ 'GET /wps/member/deposit/orders': () => ok(page([order({ state })])) });
    // Inside the provider the shell gives remotes: it is what follows the window's focus.
    renderWithProviders(<RecentOrders />);
    await within(region()).findByText('Pending');

    // Decided while the member was in another tab (the bank's site, a chat with support).
    state = 'CREDITED';
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await within(region()).findByText('Credited')).toBeInTheDocument();
  });

  it('reads the orders again when the list opens, so a decision made meanwhile shows and the header is told', async () => {
    let state: DepositOrder['state'] = 'PENDING';
    api = fakePlatform({ 'GET /wps/member/deposit/orders': () => ok(page([order({ state })])) });
    const changed = jest.fn();
    const off = bus.on('wallet:changed', changed);
    const first = render(<RecentOrders />);
    await within(region()).findByText('Pending');
    first.unmount();

    state = 'CREDITED';
    render(<RecentOrders />);
    await within(region()).findByText('Credited');
    expect(api.callsTo('GET /wps/member/deposit/orders').filter((call) => call.params.pageNo === 1)).toHaveLength(2);
    expect(changed).toHaveBeenCalledTimes(1);
    off();
  });
});
