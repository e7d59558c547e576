import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { bus, i18n, updatePublicState, type CustomerServiceEntry } from '@site/shared';
import { resetSharedState, signIn, withProviders } from '../../../testing/render-app';
import { LeftBar } from './left-bar';
import { RightBar } from './right-bar';

beforeEach(() => resetSharedState());
afterEach(() => jest.restoreAllMocks());

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
