import { act, render, screen, within } from '@testing-library/react';
import { addRemoteResources, MemoryRouter, setLanguage } from '@site/shared';
import { MEMBER_NAMESPACE, resources } from '../../../i18n/resources';
import PromotionsScreen from './promotions-screen';

beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));
afterEach(async () => {
  await act(() => setLanguage('en'));
});

function renderPromotions() {
  return render(
    <MemoryRouter initialEntries={['/promotions']}>
      <PromotionsScreen />
    </MemoryRouter>,
  );
}

describe('/promotions', () => {
  it('says plainly that no promotion runs and leads to what works today, not to "Not available yet"', () => {
    renderPromotions();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    expect(within(main).queryByTestId('not-available-yet')).not.toBeInTheDocument();
    expect(main).not.toHaveTextContent(/not available yet/i);
    expect(main).toHaveTextContent('No promotion is running on this site at the moment');
    expect(within(main).getByRole('link', { name: 'Lottery: draws every minute' })).toHaveAttribute('href', '/lottery');
    expect(within(main).getByRole('link', { name: 'Questions? Open the help centre' })).toHaveAttribute('href', '/help');
  });

  it.each([
    ['es', 'Promociones', 'Lotería: sorteos cada minuto'],
    ['vi', 'Khuyến mãi', 'Xổ số: quay mỗi phút'],
    ['zh', '优惠活动', '彩票：每分钟开奖'],
  ])('is written in %s', async (lang, title, lottery) => {
    await act(() => setLanguage(lang));
    renderPromotions();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: lottery })).toHaveAttribute('href', '/lottery');
  });
});
