import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner';
import { Loader } from './loader';

describe('Spinner', () => {
  it('is decorative, medium by default, large and light-tracked on the page cover', () => {
    const { rerender } = render(<Spinner />);
    const spinner = screen.getByTestId('spinner');
    expect(spinner).toHaveAttribute('aria-hidden', 'true');
    expect(spinner).toHaveClass('spinner', 'medium');
    expect(spinner).not.toHaveClass('onOverlay');
    rerender(<Spinner size="large" onOverlay />);
    expect(screen.getByTestId('spinner')).toHaveClass('spinner', 'large', 'onOverlay');
  });

  it('is what the full-page Loader spins, beside its status text', () => {
    render(<Loader visible label="Signing in" />);
    const status = screen.getByRole('status', { name: 'Signing in' });
    expect(status).toContainElement(screen.getByTestId('spinner'));
    expect(status).toHaveTextContent('Signing in');
  });
});
