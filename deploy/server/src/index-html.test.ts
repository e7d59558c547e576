import { bootMarkup } from './index-html';

describe('the frame painted from the HTML before the scripts run', () => {
  const has = (markup: string, part: string) => markup.includes(`class="site-boot-${part}"`);

  it('paints header, navigation and the first banner for a full-frame route with banners', () => {
    const markup = bootMarkup({ brandName: 'Demo', chrome: 'full', nav: true, banner: '/media/banners/1.svg?lang=en&x="y"' });
    expect(has(markup, 'header') && has(markup, 'nav') && has(markup, 'banner')).toBe(true);
    expect(markup).toContain('<img src="/media/banners/1.svg?lang=en&amp;x=&quot;y&quot;" alt="" fetchpriority="high">');
  });

  it('paints only what the route shows: no navigation when it hides it, no banner outside the full frame, nothing for a bare page', () => {
    const headerOnly = bootMarkup({ chrome: 'header-only', nav: false, banner: '/media/banners/1.svg' });
    expect(has(headerOnly, 'header')).toBe(true);
    expect(has(headerOnly, 'nav') || has(headerOnly, 'banner')).toBe(false);
    const bare = bootMarkup({ chrome: 'none', nav: false });
    expect(has(bare, 'header') || has(bare, 'nav') || has(bare, 'banner')).toBe(false);
    expect(bare).toContain('<noscript>');
  });
});
