import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps its text for screen readers, as a span by default or the element asked for', () => {
    render(
      <main>
        <VisuallyHidden as="h1">Home</VisuallyHidden>
        <p>
          <VisuallyHidden>Balance: </VisuallyHidden>100.00
        </p>
      </main>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toHaveClass('root');
    const label = screen.getByText('Balance:');
    expect(label.tagName).toBe('SPAN');
    expect(label).toHaveClass('root');
    expect(label.parentElement).toHaveTextContent('Balance: 100.00');
  });
});
