import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRemoteResources, ApiError, bus, queryClient, setLanguage } from '@site/shared';
import type { UplineTransferInfoValue } from '@site/shared/contract/member';
import { fakePlatform, ok } from '@site/shared/testing';
import { MEMBER_NAMESPACE, resources } from '../../i18n/resources';
import { postUplineTransfer } from './api/post-upline-transfer';
import TransferUplinePage from './transfer-upline-page';

// The sealed call itself is the shared client's (tested there); here: what the page sends and shows.
jest.mock('./api/post-upline-transfer', () => ({ postUplineTransfer: jest.fn() }));
const post = postUplineTransfer as jest.MockedFunction<typeof postUplineTransfer>;

const INFO: UplineTransferInfoValue = {
  upline: { account: 'demoagent', name: 'Demo Agent' },
  paymentPasswordSet: true,
  balance: '500.00',
  currencySymbol: 'P',
  limits: { min: '10.00', max: '50000.00', dailyMax: '100000.00', usedToday: '0.00' },
};

let api: ReturnType<typeof fakePlatform>;

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));
beforeEach(() => {
  queryClient.clear();
  queryClient.setQueryDefaults(['transfer-upline'], { retry: false });
  post.mockReset();
});
afterEach(async () => {
  api.restore();
  await act(() => setLanguage('en'));
});

describe('Transfer to upline', () => {
  it("shows the upline's name and sends amount and payment password", async () => {
    api = fakePlatform({ 'GET /wps/member/transfer/upline': () => ok(INFO) });
    post.mockResolvedValue({ reference: 'UT7', amount: '20.00', balance: '480.00', replayed: false });
    const changed = jest.fn();
    const off = bus.on('wallet:changed', changed);
    render(<TransferUplinePage />);
    expect(await screen.findByTestId('upline-name')).toHaveTextContent('Demo Agent (demoagent)');
    // The limits read like every other amount: symbol, thousands separators.
    expect(screen.getByText('From P 10.00 to P 50,000.00 per transfer, at most P 100,000.00 a day.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Amount'), '20');
    await userEvent.type(screen.getByLabelText('Payment password'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Transfer done. Reference UT7.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith({ amount: '20', paymentPassword: '123456', requestId: expect.any(String) });
    expect(changed).toHaveBeenCalled();
    off();
  });

  it('checks the payment password with the shared schema and shows a wrong one under its field', async () => {
    api = fakePlatform({ 'GET /wps/member/transfer/upline': () => ok(INFO) });
    post.mockRejectedValue(new ApiError('PAYMENT_PASSWORD_WRONG', 'paymentPassword: the payment password is incorrect', 403, 'paymentPassword'));
    render(<TransferUplinePage />);
    await userEvent.type(await screen.findByLabelText('Amount'), '20');
    await userEvent.type(screen.getByLabelText('Payment password'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('must be 6 digits')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Payment password'), '456');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(/^the payment password is incorrect/i)).toBeInTheDocument();
    expect(screen.getByLabelText('Payment password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers to set a payment password (opens My account through the bus) when none is set', async () => {
    api = fakePlatform({ 'GET /wps/member/transfer/upline': () => ok({ ...INFO, paymentPasswordSet: false }) });
    const opened = jest.fn();
    const off = bus.on('member-centre:open', opened);
    render(<TransferUplinePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Set payment password' }));
    expect(opened).toHaveBeenCalledWith({ page: 'securityCenter', section: 'security' });
    expect(screen.queryByLabelText('Payment password')).not.toBeInTheDocument();
    off();
  });

  it('shows the form once a payment password was set on My account and the page opens again', async () => {
    let info: UplineTransferInfoValue = { ...INFO, paymentPasswordSet: false };
    api = fakePlatform({ 'GET /wps/member/transfer/upline': () => ok(info) });
    const first = render(<TransferUplinePage />);
    expect(await screen.findByRole('button', { name: 'Set payment password' })).toBeInTheDocument();
    first.unmount();

    info = { ...INFO, paymentPasswordSet: true, balance: '450.00' };
    render(<TransferUplinePage />);
    expect(await screen.findByLabelText('Payment password')).toBeInTheDocument();
    expect(screen.getByTestId('upline-balance')).toHaveTextContent('P 450.00');

    // A move elsewhere (a deposit, My wallet) shows in the balance while the page is open.
    info = { ...info, balance: '400.00' };
    act(() => bus.emit('wallet:changed'));
    await waitFor(() => expect(screen.getByTestId('upline-balance')).toHaveTextContent('P 400.00'));
  });

  it('says so when the member has no upline', async () => {
    api = fakePlatform({ 'GET /wps/member/transfer/upline': () => ok({ ...INFO, upline: null }) });
    render(<TransferUplinePage />);
    expect(await screen.findByText('You have no upline to transfer to.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
  });
});
