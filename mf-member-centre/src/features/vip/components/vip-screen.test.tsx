import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRemoteResources, bus, clearSession, queryClient, setLanguage, setSession } from '@site/shared';
import { expectCompleteTranslations, fakePlatform, ok, spanishUstedTexts, type FakePlatform } from '@site/shared/testing';
import type { MyVipHost } from '@site/shared/contract/site';
import { MEMBER_NAMESPACE, resources } from '../../../i18n/resources';
import { texts } from '../texts';
import VipScreen, { daysText } from './vip-screen';

let api: FakePlatform | undefined;

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));
beforeEach(() => queryClient.clear());
afterEach(async () => {
  api?.restore();
  api = undefined;
  clearSession();
  await act(() => setLanguage('en'));
});

const HOST: MyVipHost = {
  vip: true,
  host: { name: 'Linh Tran', contact: '@linh_vip_desk', hours: { days: [1, 2, 3, 4, 5], from: '09:00', to: '21:00' }, online: true, opensAt: null },
};

function signedIn(answer: MyVipHost) {
  api = fakePlatform({ 'GET /wps/customerService/vipHost': () => ok(answer) });
  act(() => setSession({ token: 'member-token-0123456789', account: 'm1', customerId: '1', isAgent: 0, memberLabel: '', merchant: '', merchantCode: '' }));
  return render(<VipScreen />);
}

describe('/vip', () => {
  it('has every text in en, es, vi and zh with the same placeholders, the Spanish addressing the player as tú', () => {
    expectCompleteTranslations({ en: { vip: texts.en }, es: { vip: texts.es }, vi: { vip: texts.vi }, zh: { vip: texts.zh } });
    expect(spanishUstedTexts({ es: { vip: texts.es } })).toEqual([]);
  });

  it('asks a visitor to sign in, and asks nothing of the platform', async () => {
    api = fakePlatform({});
    const opened: unknown[] = [];
    const off = bus.on('auth:open-login', (payload) => opened.push(payload));
    render(<VipScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'VIP' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to see your VIP host.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(opened).toHaveLength(1);
    expect(api.calls).toHaveLength(0);
    off();
  });

  it("shows a VIP member their own host: name, contact, hours and whether they are available", async () => {
    signedIn(HOST);
    const card = await screen.findByTestId('vip-host');
    expect(card).toHaveTextContent('Linh Tran');
    expect(card).toHaveTextContent('@linh_vip_desk');
    expect(card).toHaveTextContent('Mon–Fri, 09:00–21:00 (site time)');
    expect(screen.getByText('Available now')).toBeInTheDocument();
    expect(api!.callsTo('GET /wps/customerService/vipHost')[0]!.headers.Authorization).toBe('member-token-0123456789');
  });

  it('says when an away host is back, in the reader’s language', async () => {
    const opensAt = '2026-11-30T02:00:00.000Z';
    await act(() => setLanguage('vi'));
    signedIn({ vip: true, host: { ...HOST.host!, online: false, opensAt } });
    const time = new Date(opensAt).toLocaleString('vi', { weekday: 'short', hour: '2-digit', minute: '2-digit' });
    expect(await screen.findByText(`Đang vắng, quay lại ${time}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Chuyên viên VIP của bạn' })).toBeInTheDocument();
  });

  it('tells a member below VIP level, and a VIP member still waiting for a host, what to expect', async () => {
    const { unmount } = signedIn({ vip: false, host: null });
    expect(await screen.findByText('A personal host is assigned to members of VIP level 5 and above.')).toBeInTheDocument();
    unmount();
    api!.restore();
    queryClient.clear();
    signedIn({ vip: true, host: null });
    expect(await screen.findByText(/Your host is being assigned/)).toBeInTheDocument();
  });

  it('names days as runs or lists', () => {
    expect(daysText([1, 2, 3, 4, 5], 'en')).toBe('Mon–Fri');
    expect(daysText([6, 1, 3], 'en')).toBe('Mon, Wed, Sat');
    expect(daysText([7], 'en')).toBe('Sun');
  });
});
