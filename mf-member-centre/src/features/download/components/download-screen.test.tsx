import { act, render, screen, within } from '@testing-library/react';
import { addRemoteResources, MemoryRouter, queryClient, setLanguage, type PermissionValue, type SiteResource } from '@site/shared';
import { fakePlatform, ok } from '@site/shared/testing';
import { MEMBER_NAMESPACE, resources } from '../../../i18n/resources';
import DownloadScreen from './download-screen';

jest.setTimeout(60_000);

function permissionWith(siteResources: SiteResource[]): PermissionValue {
  return { info: { resources: siteResources } } as unknown as PermissionValue;
}

const LOGO: SiteResource = { resourceType: 'LOGO', url: '/media/brand/logo.svg', qrCodeUrl: null, labelNameEn: 'Logo' };

let api: ReturnType<typeof fakePlatform>;

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));
beforeEach(() => queryClient.clear());
afterEach(async () => {
  api.restore();
  await act(() => setLanguage('en'));
});

function renderDownload() {
  return render(
    <MemoryRouter initialEntries={['/down']}>
      <DownloadScreen />
    </MemoryRouter>,
  );
}

describe('/down', () => {
  it('says honestly how to add the site to the home screen on each device, with a way back', async () => {
    api = fakePlatform({ 'GET /wps/system/permission': () => ok(permissionWith([LOGO])) });
    renderDownload();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Add to home screen' })).toBeInTheDocument();
    expect(within(main).queryByTestId('not-available-yet')).not.toBeInTheDocument();
    expect(main).toHaveTextContent('There is no app to download from a store yet');
    for (const device of ['iPhone and iPad (Safari)', 'Android (Chrome)', 'Computer']) {
      expect(within(main).getByRole('heading', { level: 2, name: device })).toBeInTheDocument();
    }
    expect(within(main).getByRole('heading', { level: 2, name: 'iPhone and iPad (Safari)' }).nextElementSibling).toHaveTextContent('Add to Home Screen');
    expect(within(main).getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    // No app is configured, so nothing offers one.
    await act(async () => undefined);
    expect(within(main).queryByRole('link', { name: /app/i })).not.toBeInTheDocument();
  });

  it('links the apps an operator has configured, and nothing else', async () => {
    api = fakePlatform({
      'GET /wps/system/permission': () =>
        ok(permissionWith([LOGO, { resourceType: 'APP_ANDROID', url: 'https://apps.operator.test/site.apk', qrCodeUrl: null }, { resourceType: 'APP_IOS', url: 'javascript:alert(1)', qrCodeUrl: null }])),
    });
    renderDownload();
    const android = await screen.findByRole('link', { name: 'Android app' });
    expect(android).toHaveAttribute('href', 'https://apps.operator.test/site.apk');
    expect(screen.queryByRole('link', { name: 'iPhone app' })).not.toBeInTheDocument();
  });

  it.each([
    ['es', 'Añadir a la pantalla de inicio', 'Volver a la página de inicio'],
    ['vi', 'Thêm vào màn hình chính', 'Về trang chủ'],
    ['zh', '添加到主屏幕', '返回首页'],
  ])('is written in %s', async (lang, title, back) => {
    api = fakePlatform({ 'GET /wps/system/permission': () => ok(permissionWith([LOGO])) });
    await act(() => setLanguage(lang));
    renderDownload();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', '/');
  });
});
