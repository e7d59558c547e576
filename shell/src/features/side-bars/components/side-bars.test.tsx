import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { bus, updatePublicState, type CustomerServiceEntry } from '@site/shared';
import { resetSharedState, signIn, withProviders } from '../../../test-utils/render-app';
import { LeftBar } from './left-bar';
import { RightBar } from './right-bar';

beforeEach(() => resetSharedState());
afterEach(() => jest.restoreAllMocks());

const CONTACTS: CustomerServiceEntry[] = [
  { csPosition: 'TELEGRAM2', csType: '1', path: 'https://t.me/vip' },
  { csPosition: 'LIVECHAT', csType: '1', path: 'https://chat.example.com/live' },
  { csPosition: 'FOOTER', csType: '1', path: 'https://elsewhere.example.com' },
  { csPosition: 'WHATSAPP', csType: '1', path: 'https://wa.me/1' },
  { csPosition: 'TELEGRAM', csType: '1', path: 'https://t.me/support' },
];

describe('<RightBar/>', () => {
  it('shows one icon per configured contact position, in order, each opening a 440x750 window', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    render(withProviders(<RightBar customerService={CONTACTS} />));
    const bar = screen.getByTestId('right-bar');
    const buttons = within(bar).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Live chat', 'WhatsApp', 'Telegram', 'Telegram (second line)']);
    await userEvent.click(within(bar).getByRole('button', { name: 'WhatsApp' }));
    expect(open).toHaveBeenCalledWith('https://wa.me/1', 'customer-service', expect.stringMatching(/width=440,height=750/));
  });

  it('adds the rebate shortcut only when MANPLAYREB3 is on, opening manualRebate for members', async () => {
    const { unmount } = render(withProviders(<RightBar customerService={CONTACTS} />));
    expect(screen.queryByRole('button', { name: 'Rebate' })).not.toBeInTheDocument();
    unmount();

    updatePublicState({ whiteLabel: { MANPLAYREB3: true } });
    signIn();
    const opened: unknown[] = [];
    const off = bus.on('member-centre:open', (payload) => opened.push(payload));
    render(withProviders(<RightBar customerService={[]} />));
    await userEvent.click(screen.getByRole('button', { name: 'Rebate' }));
    expect(opened).toEqual([{ page: 'manualRebate' }]);
    off();
  });

  it('asks a visitor to log in before the rebate page', async () => {
    updatePublicState({ whiteLabel: { MANPLAYREB3: true } });
    const logins: unknown[] = [];
    const off = bus.on('auth:open-login', (payload) => logins.push(payload));
    render(withProviders(<RightBar customerService={[]} />));
    await userEvent.click(screen.getByRole('button', { name: 'Rebate' }));
    expect(logins).toHaveLength(1);
    off();
  });

  it('renders nothing with no contacts and no rebate', () => {
    render(withProviders(<RightBar customerService={undefined} />));
    expect(screen.queryByTestId('right-bar')).not.toBeInTheDocument();
  });
});

describe('<LeftBar/>', () => {
  it("answers a click with 'Đang cập nhật' and a warning icon", async () => {
    render(withProviders(<LeftBar />));
    const bar = screen.getByTestId('left-bar');
    await userEvent.click(within(bar).getByRole('button', { name: 'Open events' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Đang cập nhật');
    expect(within(dialog).getByRole('img', { name: 'Warning' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
