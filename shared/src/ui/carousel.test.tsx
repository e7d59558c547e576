import { render, screen, within } from '@testing-library/react';
import { Carousel } from './carousel';

const banners = [
  { id: 1, url: '/media/banners/1.svg' },
  { id: 2, url: '/media/banners/2.svg' },
  { id: 3, url: '/media/banners/3.svg' },
];

describe('Carousel', () => {
  it('renders every item in its own slide inside a named region', () => {
    render(<Carousel ariaLabel="Banners" items={banners} keyOf={(b) => b.id} renderItem={(b, i) => <img src={b.url} alt={`Banner ${i + 1}`} />} dots autoplayMs={5000} loop />);
    const region = screen.getByRole('region', { name: 'Banners' });
    const images = within(region).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(expect.arrayContaining(['Banner 1', 'Banner 2', 'Banner 3']));
    expect(new Set(images.map((img) => img.getAttribute('src'))).size).toBe(3);
  });

  it('renders a single item without dots or arrows', () => {
    const { container } = render(<Carousel items={[banners[0]!]} keyOf={(b) => b.id} renderItem={(b) => <span>slide {b.id}</span>} dots arrows />);
    expect(screen.getByText('slide 1')).toBeInTheDocument();
    expect(container.querySelector('.swiper-pagination')).toBeNull();
    expect(container.querySelector('.swiper-button-next')).toBeNull();
  });

  it('offers translated arrows and clickable dots when there is more than one slide', () => {
    const { container } = render(<Carousel items={banners} keyOf={(b) => b.id} renderItem={(b) => <span>slide {b.id}</span>} dots arrows />);
    expect(container.querySelector('.swiper-pagination')).not.toBeNull();
    expect(container.querySelector('.swiper-button-next')).toHaveAttribute('aria-label', 'Next slide');
    expect(container.querySelector('.swiper-button-prev')).toHaveAttribute('aria-label', 'Previous slide');
  });
});
