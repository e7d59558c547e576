import { render, screen } from '@testing-library/react';
import { FormError } from './form-error';

describe('FormError', () => {
  it('announces the message as an alert with the form-error test id', () => {
    render(<FormError message="Wrong username or password" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Wrong username or password');
    expect(alert).toHaveAttribute('data-testid', 'form-error');
  });

  it.each([null, undefined, ''])('renders nothing for %p', (message) => {
    const { container } = render(<FormError message={message} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});
