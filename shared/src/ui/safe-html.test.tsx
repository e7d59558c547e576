import { render } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('strips script elements and event-handler attributes but keeps the content', () => {
    const { container } = render(<SafeHtml html={'<p>Terms</p><script>window.pwned = 1</script><img src="x.png" onerror="window.pwned = 2" alt="pic">'} />);
    expect(container.querySelector('script')).toBeNull();
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    expect(img).not.toHaveAttribute('onerror');
    expect(container.innerHTML).not.toMatch(/onerror|pwned/);
    expect(container).toHaveTextContent('Terms');
  });

  it('drops javascript: links and gives every link rel="noopener noreferrer"', () => {
    const { container } = render(<SafeHtml html={'<a href="https://example.com" target="_blank" rel="opener">out</a><a href="javascript:alert(1)">bad</a>'} />);
    const [good, bad] = [...container.querySelectorAll('a')];
    expect(good).toHaveAttribute('rel', 'noopener noreferrer');
    expect(good).toHaveAttribute('target', '_blank');
    expect(bad).not.toHaveAttribute('href');
  });

  it('renders into the requested element with the class', () => {
    const { container } = render(<SafeHtml as="article" className="content" html="<h2>FAQ</h2>" />);
    const root = container.firstElementChild;
    expect(root?.tagName).toBe('ARTICLE');
    expect(root).toHaveClass('content');
  });

  it('sanitizeHtml treats missing html as empty', () => {
    expect(sanitizeHtml('')).toBe('');
    const { container } = render(<SafeHtml html={null} />);
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });
});
