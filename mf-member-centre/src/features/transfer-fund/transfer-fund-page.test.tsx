import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRemoteResources, bus, queryClient, setLanguage } from '@site/shared';
import type { ConsolidatedFundsValue, WalletRecallAllValue } from '@site/shared/contract/member';
import { bodyOf, fakePlatform, ok, refusal, type Reply } from '@site/shared/testing';
import { MEMBER_NAMESPACE, resources } from '../../i18n/resources';
import TransferFundPage from './transfer-fund-page';

// A busy machine renders slowly: the tests wait on what the page shows, not on a clock.
jest.setTimeout(60_000);

const FUNDS: ConsolidatedFundsValue = {
  main: '100.00',
  vendors: [{ code: 'REDTIGER', name: 'Red Tiger', balance: '0.00', active: true }],
  total: '100.00',
  currencySymbol: 'P',
};
const MOVED: ConsolidatedFundsValue = { ...FUNDS, main: '75.00', vendors: [{ ...FUNDS.vendors[0]!, balance: '25.00' }] };

let api: ReturnType<typeof fakePlatform>;

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));
beforeEach(() => {
  queryClient.clear();
  queryClient.setQueryDefaults(['transfer-fund'], { retry: false });
});
afterEach(async () => {
  api.restore();
  await act(() => setLanguage('en'));
});

describe('My wallet', () => {
  it('shows the main and vendor wallets, moves money with the form and tells the header', async () => {
    let funds = FUNDS;
    const sent: unknown[] = [];
    api = fakePlatform({
      'GET /wps/member/info/funds/consolidated': () => ok(funds),
      'POST /wps/relay/GCS_walletTransfer': (config) => {
        sent.push(bodyOf(config));
        funds = MOVED;
        return ok({ replayed: false, funds: MOVED });
      },
    });
    const changed = jest.fn();
    const off = bus.on('wallet:changed', changed);
    render(<TransferFundPage />);
    const wallets = await screen.findByRole('list', { name: 'Your wallets' });
    expect(within(wallets).getByText('Main wallet')).toBeInTheDocument();
    expect(within(wallets).getByText('Red Tiger')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Amount'), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Transfer done.')).toBeInTheDocument();
    expect(sent).toEqual([{ from: 'MAIN', to: 'REDTIGER', amount: '25', requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    expect(changed).toHaveBeenCalled();
    await waitFor(() => expect(within(screen.getByTestId('wallet-REDTIGER')).getByText(/25\.00/)).toBeInTheDocument());
    off();
  });

  it('checks the form with the shared schema before sending and shows the server refusal under its field', async () => {
    const sent: unknown[] = [];
    api = fakePlatform({
      'GET /wps/member/info/funds/consolidated': () => ok(FUNDS),
      'POST /wps/relay/GCS_walletTransfer': (config) => {
        sent.push(bodyOf(config));
        return { data: { success: false, value: null, errorCode: 'INSUFFICIENT_FUNDS', message: 'amount: more than the wallet holds', field: 'amount' }, status: 409 };
      },
    });
    render(<TransferFundPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('must be an amount such as 100.00')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.selectOptions(screen.getByLabelText('To'), 'MAIN');
    await userEvent.type(screen.getByLabelText('Amount'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('must be another wallet than the one to move from')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.selectOptions(screen.getByLabelText('To'), 'REDTIGER');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    // The refusal reads as a sentence, without the field's machine name.
    expect(await screen.findByText(/^more than the wallet holds/i)).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
  });

  it('recalls every vendor wallet to main', async () => {
    const sent: unknown[] = [];
    let funds = MOVED;
    api = fakePlatform({
      'GET /wps/member/info/funds/consolidated': () => ok(funds),
      'POST /wps/relay/GCS_walletRecallAll': (config) => {
        sent.push(bodyOf(config));
        funds = FUNDS;
        return ok({ replayed: false, recalled: [{ code: 'REDTIGER', amount: '25.00' }], funds: { ...FUNDS } });
      },
    });
    render(<TransferFundPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Recall all to main wallet' }));
    expect(await screen.findByText('All vendor wallets were moved back to the main wallet.')).toBeInTheDocument();
    expect(sent).toEqual([{ requestId: expect.any(String) }]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Recall all to main wallet' })).toBeDisabled());
  });

  it('clears the errors of refused moves once a recall succeeds', async () => {
    let funds = MOVED;
    let recallAnswer = (): Reply<WalletRecallAllValue> => refusal('VENDOR_UNAVAILABLE', 'Red Tiger is not answering. Please try again.', 503);
    api = fakePlatform({
      'GET /wps/member/info/funds/consolidated': () => ok(funds),
      'POST /wps/relay/GCS_walletTransfer': () => ({
        data: { success: false, value: null, errorCode: 'INSUFFICIENT_FUNDS', message: 'amount: more than the wallet holds', field: 'amount' },
        status: 409,
      }),
      'POST /wps/relay/GCS_walletRecallAll': () => recallAnswer(),
    });
    render(<TransferFundPage />);
    await userEvent.type(await screen.findByLabelText('Amount'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(/more than the wallet holds/i)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Recall all to main wallet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Red Tiger is not answering.');

    recallAnswer = () => {
      funds = FUNDS;
      return ok({ replayed: false, recalled: [{ code: 'REDTIGER', amount: '25.00' }], funds: FUNDS });
    };
    await userEvent.click(screen.getByRole('button', { name: 'Recall all to main wallet' }));
    expect(await screen.findByText('All vendor wallets were moved back to the main wallet.')).toBeInTheDocument();
    // The wallets changed: what went wrong before no longer describes them.
    expect(screen.queryByText(/more than the wallet holds/i)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads the wallets again when money moved elsewhere and when the page opens again', async () => {
    let funds = FUNDS;
    api = fakePlatform({ 'GET /wps/member/info/funds/consolidated': () => ok(funds) });
    const first = render(<TransferFundPage />);
    const main = () => within(screen.getByTestId('wallet-MAIN')).getByTestId('wallet-balance');
    await waitFor(() => expect(main()).toHaveTextContent('P 100.00'));

    // Another page (a deposit, a transfer to the upline) changed the main wallet and said so.
    funds = { ...FUNDS, main: '80.00', total: '80.00' };
    act(() => bus.emit('wallet:changed'));
    await waitFor(() => expect(main()).toHaveTextContent('P 80.00'));

    // Closed, money moved meanwhile, opened again: the page does not keep showing the old figures.
    first.unmount();
    funds = { ...FUNDS, main: '60.00', total: '60.00' };
    render(<TransferFundPage />);
    await waitFor(() => expect(main()).toHaveTextContent('P 60.00'));
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('P 60.00');
  });

  it('shows an error with Retry when the wallets cannot be loaded', async () => {
    api = fakePlatform({ 'GET /wps/member/info/funds/consolidated': () => refusal('INTERNAL', 'Something went wrong', 500) });
    render(<TransferFundPage />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });
});
