import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { bus, i18n, updatePublicState, type CustomerServiceEntry } from '@site/shared';
import { fakePlatform, never, ok, type FakePlatform, type Handler } from '@site/shared/testing';
import AES from 'crypto-js/aes';
import { resetSharedState, signIn, withProviders } from '../../../testing/render-app';
import { LeftBar } from './left-bar';
import { RightBar } from './right-bar';

/** What the platform answers a signed-in member's entries call (by default: nothing yet). */
let memberEntries: Handler<CustomerServiceEntry[]> = () => never();
let platform: FakePlatform;
beforeEach(() => {
  resetSharedState();
  memberEntries = () => never();
  platform = fakePlatform({ 'GET /wps/customerService/entries': (config) => memberEntries(config) });
});
afterEach(() => {
  platform.restore();
  jest.restoreAllMocks();
});

const CONTACTS: CustomerServiceEntry[] = [
  { csPosition: 'TELEGRAM2', csType: '1', path: 'https://t.me/vip', online: true, opensAt: null },
  { csPosition: 'LIVECHAT', csType: '1', path: 'https://chat.example.com/live', online: true, opensAt: null },
  { csPosition: 'FOOTER', csType: '1', path: 'https://elsewhere.example.com', online: true, opensAt: null },
  { csPosition: 'WHATSAPP', csType: '1', path: 'https://wa.me/1', online: true, opensAt: null },
  { csPosition: 'TELEGRAM', csType: '1', path: 'https://t.me/support', online: true, opensAt: null },
];

describe('<RightBar/>', () => {
  it('shows one icon per configured contact position, in order, each opening a 440x750 window', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    render(withProviders(<RightBar customerService={CONTACTS} />));
    const bar = screen.getByTestId('right-bar');
    const buttons = within(bar).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Live chat', 'WhatsApp', 'Telegram', 'Telegram (second line)', 'Chat room']);
    await userEvent.click(within(bar).getByRole('button', { name: 'WhatsApp' }));
    expect(open).toHaveBeenCalledWith('https://wa.me/1', 'customer-service', expect.stringMatching(/width=440,height=750/));
  });

  it.each([
    ['en', 'Help centre'],
    ['es', 'Centro de ayuda'],
    ['vi', 'Trung tâm trợ giúp'],
    ['zh', '帮助中心'],
  ])("offers the site's own help centre first, opening it in the contact window (%s)", async (lang, name) => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    await act(() => i18n.changeLanguage(lang));
    try {
      render(withProviders(<RightBar customerService={[{ csPosition: 'HELP', csType: '1', path: '/helpmc', online: true, opensAt: null }, ...CONTACTS]} />));
      const bar = screen.getByTestId('right-bar');
      const first = within(bar).getAllByRole('button')[0]!;
      expect(first).toHaveAccessibleName(name);
      await userEvent.click(first);
      expect(open).toHaveBeenCalledWith('/helpmc', 'customer-service', expect.stringMatching(/width=440,height=750/));
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('offers a signed-in member the rebate shortcut when MANPLAYREB3 is on, opening the manual rebate page', async () => {
    updatePublicState({ whiteLabel: { MANPLAYREB3: true } });
    signIn();
    const opened: unknown[] = [];
    const off = bus.on('member-centre:open', (payload) => opened.push(payload));
    render(withProviders(<RightBar customerService={[]} />));
    const bar = screen.getByTestId('right-bar');
    expect(within(bar).getAllByRole('button').map((button) => button.textContent)).toEqual(['Chat room', 'Rebate']);
    await userEvent.click(within(bar).getByRole('button', { name: 'Rebate' }));
    expect(opened).toEqual([{ page: 'manualRebate' }]);
    off();
  });

  it("opens the shell's one chat room through the bus, the event a lottery page sends for its own room", async () => {
    const opened: unknown[] = [];
    const off = bus.on('chat:open', (payload) => opened.push(payload));
    render(withProviders(<RightBar customerService={CONTACTS} />));
    await userEvent.click(within(screen.getByTestId('right-bar')).getByRole('button', { name: 'Chat room' }));
    expect(opened).toEqual([undefined]);
    off();
  });

  it('offers a signed-in member no rebate shortcut with MANPLAYREB3 off: the contacts only', async () => {
    updatePublicState({ whiteLabel: { MANPLAYREB3: false } });
    signIn();
    const opened: unknown[] = [];
    const off = bus.on('member-centre:open', (payload) => opened.push(payload));
    render(withProviders(<RightBar customerService={CONTACTS} />));
    const bar = screen.getByTestId('right-bar');
    expect(within(bar).queryByRole('button', { name: 'Rebate' })).not.toBeInTheDocument();
    for (const button of within(bar).getAllByRole('button')) {
      jest.spyOn(window, 'open').mockReturnValue(null);
      await userEvent.click(button);
    }
    expect(opened).toEqual([]);
    off();
  });

  it('shows nothing to a visitor when only MANPLAYREB3 is on and no contact is configured', () => {
    updatePublicState({ whiteLabel: { MANPLAYREB3: true } });
    render(withProviders(<RightBar customerService={[]} />));
    expect(screen.queryByTestId('right-bar')).not.toBeInTheDocument();
  });

  it('renders nothing with no contacts', () => {
    render(withProviders(<RightBar customerService={undefined} />));
    expect(screen.queryByTestId('right-bar')).not.toBeInTheDocument();
  });
});

/** A type-3 path as the platform sends it: crypto-js's OpenSSL text, then its 8-character key. */
const serviceRecord = (address: string, key = 'Kq7Zp2Xw') => AES.encrypt(address, key).toString() + key;

/** A stand-in for the contact window, recording what the page does with it. */
function fakeWindow() {
  return { closed: false, opener: {}, close: jest.fn(), location: { replace: jest.fn() } };
}

describe('<RightBar/> customer-service windows', () => {
  it('opens the window synchronously inside the click, before any promise, then sends it to the decrypted type-3 address', async () => {
    const popup = fakeWindow();
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const vip = { csPosition: 'VIP', csType: '3', path: serviceRecord('/helpmc?channel=vip'), online: true, opensAt: null };
    render(withProviders(<RightBar customerService={[vip]} />));
    const button = screen.getByRole('button', { name: 'VIP channel' });
    const settled = jest.fn();
    void Promise.resolve().then(settled);
    fireEvent.click(button);
    // Inside the click itself: no microtask has run yet, and the window is already open.
    expect(settled).not.toHaveBeenCalled();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('about:blank', 'customer-service', expect.stringMatching(/width=440,height=750/));
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith('/helpmc?channel=vip'));
    expect(popup.close).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['a wrong key', serviceRecord('/helpmc', 'Kq7Zp2Xw').slice(0, -8) + 'Wrong123'],
    ['a damaged text', `zz${serviceRecord('/helpmc').slice(2)}`],
    ['an address that must not open', serviceRecord('javascript:alert(1)')],
  ])('closes the window and says so when a type-3 path does not decrypt (%s)', async (_, path) => {
    const popup = fakeWindow();
    jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    render(withProviders(<RightBar customerService={[{ csPosition: 'LIVECHAT', csType: '3', path, online: true, opensAt: null }]} />));
    fireEvent.click(screen.getByRole('button', { name: 'Live chat' }));
    await waitFor(() => expect(popup.close).toHaveBeenCalled());
    expect(popup.location.replace).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('This contact could not be opened');
  });

  it('says so when the browser blocks the window', () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    render(withProviders(<RightBar customerService={CONTACTS} />));
    fireEvent.click(screen.getByRole('button', { name: 'WhatsApp' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your browser blocked the contact window');
  });

  it('names an offline contact with when it opens, in each language', async () => {
    const opensAt = '2026-11-30T02:00:00.000Z';
    const entry = { csPosition: 'TELEGRAM', csType: '1', path: 'https://t.me/support', online: false, opensAt };
    for (const [lang, words] of [['en', 'Offline, opens'], ['es', 'Fuera de línea, abre'], ['vi', 'Ngoại tuyến, mở lúc'], ['zh', '离线']] as const) {
      await act(() => i18n.changeLanguage(lang));
      const { unmount } = render(withProviders(<RightBar customerService={[entry]} />));
      const button = within(screen.getByTestId('right-bar')).getAllByRole('button')[0]!;
      expect(button.getAttribute('aria-label')).toContain(words);
      expect(button.getAttribute('aria-label')).toContain(new Date(opensAt).toLocaleString(lang, { weekday: 'short', hour: '2-digit', minute: '2-digit' }));
      unmount();
    }
    await act(() => i18n.changeLanguage('en'));
  });

  it('asks a visitor on a page in another language for the entries of that language', async () => {
    memberEntries = () => ok([{ csPosition: 'WHATSAPP', csType: '1', path: 'https://wa.me/84912000111', online: true, opensAt: null }]);
    await act(() => i18n.changeLanguage('vi'));
    try {
      render(withProviders(<RightBar customerService={[{ csPosition: 'LIVECHAT', csType: '1', path: '/helpmc', online: true, opensAt: null }]} />));
      expect(await screen.findByRole('button', { name: 'WhatsApp' })).toBeInTheDocument();
      expect(platform.callsTo('GET /wps/customerService/entries')[0]!.headers.Language).toBe('vi');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('asks nothing more of the platform for a visitor on an English page', () => {
    render(withProviders(<RightBar customerService={CONTACTS} />));
    expect(platform.callsTo('GET /wps/customerService/entries')).toHaveLength(0);
  });

  it("shows a signed-in member the platform's answer for the session (the VIP channel instead of live chat)", async () => {
    memberEntries = () => ok([{ csPosition: 'VIP', csType: '3', path: serviceRecord('/helpmc?channel=vip'), online: true, opensAt: null }]);
    signIn();
    render(withProviders(<RightBar customerService={[{ csPosition: 'LIVECHAT', csType: '1', path: '/helpmc', online: true, opensAt: null }]} />));
    expect(await screen.findByRole('button', { name: 'VIP channel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Live chat' })).not.toBeInTheDocument();
    expect(platform.callsTo('GET /wps/customerService/entries')).toHaveLength(1);
  });
});

describe('<LeftBar/>', () => {
  it('answers a click with "being updated" and a warning icon', async () => {
    render(withProviders(<LeftBar />));
    const bar = screen.getByTestId('left-bar');
    await userEvent.click(within(bar).getByRole('button', { name: 'Open events' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Events are being updated. Please check back later.');
    expect(within(dialog).getByRole('img', { name: 'Warning' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
