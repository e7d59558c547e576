import { act, render, screen, within } from '@testing-library/react';
import { addRemoteResources, clearSession, MemoryRouter, queryClient, setLanguage, setSession } from '@site/shared';
import { expectCompleteTranslations, fakePlatform, ok, spanishUstedTexts } from '@site/shared/testing';
import type { AppRelease } from '@site/shared/contract/site/app-releases';
import { MEMBER_NAMESPACE, resources } from '../../../i18n/resources';
import { texts } from '../texts';
import DownloadScreen, { deviceOf, platformOrder } from './download-screen';

jest.setTimeout(60_000);

const ANDROID: AppRelease = {
  platform: 'ANDROID',
  version: '1.3.0',
  sizeBytes: 24_117_248,
  releasedAt: '2026-11-20T03:00:00.000Z',
  notes: 'Faster lobby',
  sha256: '3f1d2c6a9b8e7d5c4b3a29180f6e5d4c3b2a19080f7e6d5c4b3a291807f6e5d4',
  downloadUrl: 'https://apps.example.test/site-1.3.0.apk',
};
const IOS: AppRelease = { ...ANDROID, platform: 'IOS', version: '1.2.0', downloadUrl: 'javascript:alert(1)' };

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

let api: ReturnType<typeof fakePlatform> | undefined;
let userAgent: jest.SpyInstance | undefined;

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));
beforeEach(() => queryClient.clear());
afterEach(async () => {
  api?.restore();
  userAgent?.mockRestore();
  clearSession();
  await act(() => setLanguage('en'));
});

function fakeApi(releases: AppRelease[] = [ANDROID, IOS]) {
  api = fakePlatform({
    'GET /wps/app/releases': () => ok({ releases }),
    'GET /wps/app/qr': () => ok({ url: 'http://site.test/down', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
    'GET /wps/member/app/qr': () => ok({ url: 'http://site.test/down?referralCode=ABCD2345', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }),
  });
}

function renderOn(agent: string, entry = '/down') {
  userAgent = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(agent);
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <DownloadScreen />
    </MemoryRouter>,
  );
}

describe('/down', () => {
  it('has every text in en, es, vi and zh with the same placeholders, the Spanish addressing the player as tú', () => {
    // The page's texts load with its code, not with the member namespace's descriptor.
    expectCompleteTranslations({ en: { download: texts.en }, es: { download: texts.es }, vi: { download: texts.vi }, zh: { download: texts.zh } });
    expect(spanishUstedTexts({ es: { download: texts.es } })).toEqual([]);
  });

  it('tells the device from the user agent and puts its card first', () => {
    expect(deviceOf(IPHONE)).toBe('IOS');
    expect(deviceOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5)).toBe('IOS');
    expect(deviceOf(ANDROID_UA)).toBe('ANDROID');
    expect(deviceOf(DESKTOP)).toBe('DESKTOP');
    expect(platformOrder('IOS')).toEqual(['IOS', 'ANDROID']);
    expect(platformOrder('ANDROID')).toEqual(['ANDROID', 'IOS']);
  });

  it('on an iPhone shows the iPhone card first with the home-screen guide, then Android with its release and checksum', async () => {
    fakeApi();
    renderOn(IPHONE);
    const cards = await screen.findAllByTestId(/^release-/);
    expect(cards.map((card) => card.dataset.testid)).toEqual(['release-IOS', 'release-ANDROID']);
    expect(within(cards[0]!).getByRole('heading', { level: 2 })).toHaveTextContent('For your device');
    expect(cards[0]).toHaveTextContent('Add to Home Screen');
    const android = cards[1]!;
    expect(android).toHaveTextContent(ANDROID.sha256);
    expect(android).toHaveTextContent('23.0 MB');
    expect(android).toHaveTextContent('Allow from this source');
    expect(within(android).getByRole('link', { name: 'Download for Android (1.3.0)' })).toHaveAttribute('href', ANDROID.downloadUrl);
    // An address a browser must not follow is never offered as a link.
    expect(within(cards[0]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it("a visitor's QR code carries no referral code; a signed-in member's does, from the platform", async () => {
    fakeApi();
    renderOn(DESKTOP);
    const qr = await screen.findByRole('img', { name: 'QR code of the address http://site.test/down' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId('download-qr')).toHaveTextContent('Scan the code with your phone’s camera.');
    expect(api!.callsTo('GET /wps/member/app/qr')).toHaveLength(0);
  });

  it("uses the member's QR code when signed in", async () => {
    fakeApi();
    act(() => setSession({ token: 'member-token-0123456789', account: 'm1', customerId: '1', isAgent: 0, memberLabel: '', merchant: '', merchantCode: '' }));
    renderOn(DESKTOP);
    expect(await screen.findByRole('img', { name: 'QR code of the address http://site.test/down?referralCode=ABCD2345' })).toBeInTheDocument();
    expect(screen.getByTestId('download-qr')).toHaveTextContent('referral code');
  });

  it("takes a visitor who came by a member's code on to registration with it, and nothing else from the address", async () => {
    fakeApi();
    const { unmount } = renderOn(ANDROID_UA, '/down?referralCode=ABCD2345');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register?referralCode=ABCD2345');
    unmount();
    renderOn(ANDROID_UA, '/down?referralCode=%22%3E%3Cscript%3E');
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('says so when no package is offered, and keeps the guides', async () => {
    fakeApi([]);
    renderOn(ANDROID_UA);
    expect(await screen.findByText(/No Android package is offered yet/)).toBeInTheDocument();
    expect(screen.getByTestId('release-ANDROID')).toHaveTextContent('How to install');
  });

  it.each([
    ['es', 'Descargar la app', 'Volver a la página de inicio', 'Cómo instalar'],
    ['vi', 'Tải ứng dụng', 'Về trang chủ', 'Cách cài đặt'],
    ['zh', '下载应用', '返回首页', '安装方法'],
  ])('is written in %s', async (lang, title, back, howTo) => {
    fakeApi();
    await act(() => setLanguage(lang));
    renderOn(ANDROID_UA);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findAllByRole('heading', { level: 3, name: howTo })).toHaveLength(2);
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', '/');
  });
});
