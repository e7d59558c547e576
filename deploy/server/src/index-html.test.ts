import { bootMarkup, renderIndex } from './index-html';

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

describe("the screen's heading line painted from the HTML", () => {
  const heading = {
    title: { en: 'Lottery <1>', es: 'Lotería', vi: 'Xổ số', zh: '彩票' },
    link: { to: '/vnlottery', label: { en: 'Results', es: 'Resultados', vi: 'Kết quả', zh: '开奖结果' } },
  };

  it('carries every language, escaped, each marked with its language, and a link that takes no focus inside the hidden copy', () => {
    const markup = bootMarkup({ chrome: 'header-only', nav: false, heading });
    expect(markup).toContain('<div class="site-boot-page" aria-hidden="true">');
    expect(markup).toContain('<span lang="en">Lottery &lt;1&gt;</span><span lang="es">Lotería</span><span lang="vi">Xổ số</span><span lang="zh">彩票</span>');
    expect(markup).toContain('<a class="site-boot-link site-boot-i18n" href="/vnlottery" tabindex="-1"><span lang="en">Results</span>');
    expect(bootMarkup({ chrome: 'none', nav: false, heading: { title: heading.title } })).not.toContain('site-boot-link');
  });

  it('is not painted under the full frame, whose notice bar comes between', () => {
    expect(bootMarkup({ chrome: 'full', nav: true, heading })).not.toContain('class="site-boot-page"');
  });

  it("shows the page's language, and the default language for any other", () => {
    const style = /<style>(.*)<\/style>/.exec(renderIndex('<head></head><div id="root"></div>', { nonce: 'n', registry: {}, siteConfig: {}, preloads: [] }))![1]!;
    expect(style).toContain('.site-boot-i18n>[lang]{display:none}');
    expect(style).toContain(':root:not(:lang(es)):not(:lang(vi)):not(:lang(zh)) .site-boot-i18n>[lang=en],:root:lang(es) .site-boot-i18n>[lang=es],');
  });
});
