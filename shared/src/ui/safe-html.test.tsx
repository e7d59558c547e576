import { render, waitFor } from '@testing-library/react';
import type * as PureLibrary from '@testing-library/react/pure';
import { SafeHtml, sanitizeHtml } from './safe-html';
import type * as SafeHtmlModule from './safe-html';

const HOSTILE = '<p>Terms</p><script>window.pwned = 1</script><img src="x.png" onerror="window.pwned = 2" alt="pic">';

describe('SafeHtml', () => {
  it('strips script elements and event-handler attributes but keeps the content', async () => {
    const { container } = render(<SafeHtml html={HOSTILE} />);
    await waitFor(() => expect(container).toHaveTextContent('Terms'));
    expect(container.querySelector('script')).toBeNull();
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    expect(img).not.toHaveAttribute('onerror');
    expect(container.innerHTML).not.toMatch(/onerror|pwned/);
  });

  it('drops javascript: links and gives every link rel="noopener noreferrer"', async () => {
    const { container } = render(<SafeHtml html={'<a href="https://example.com" target="_blank" rel="opener">out</a><a href="javascript:alert(1)">bad</a>'} />);
    await waitFor(() => expect(container.querySelectorAll('a')).toHaveLength(2));
    const [good, bad] = [...container.querySelectorAll('a')];
    expect(good).toHaveAttribute('rel', 'noopener noreferrer');
    expect(good).toHaveAttribute('target', '_blank');
    expect(bad).not.toHaveAttribute('href');
  });

  it('renders into the requested element with the class', async () => {
    const { container } = render(<SafeHtml as="article" className="content" html="<h2>FAQ</h2>" />);
    const root = container.firstElementChild;
    expect(root?.tagName).toBe('ARTICLE');
    expect(root).toHaveClass('content');
    await waitFor(() => expect(root).toHaveTextContent('FAQ'));
  });

  it('sanitizeHtml treats missing html as empty', async () => {
    expect(await sanitizeHtml('')).toBe('');
    const { container } = render(<SafeHtml html={null} />);
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });

  it('shows nothing, never the raw HTML, until the sanitiser has been downloaded', async () => {
    // A fresh copy of the module (with its own React and testing library) whose sanitiser has not loaded yet.
    let fresh!: { library: typeof PureLibrary; SafeHtml: typeof SafeHtml };
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports */
      fresh = { library: require('@testing-library/react/pure') as typeof PureLibrary, SafeHtml: (require('./safe-html') as typeof SafeHtmlModule).SafeHtml };
      /* eslint-enable @typescript-eslint/no-require-imports */
    });
    const { container, unmount } = fresh.library.render(<fresh.SafeHtml html={HOSTILE} />);
    try {
      expect(container.firstElementChild).toBeEmptyDOMElement();
      await fresh.library.waitFor(() => expect(container).toHaveTextContent('Terms'));
      expect(container.innerHTML).not.toMatch(/script|onerror|pwned/);
    } finally {
      unmount();
    }
  });
});
