import { render, screen } from '@testing-library/react';
import { NotAvailableYet } from './not-available-yet';
import { Loader } from './loader';

describe('NotAvailableYet', () => {
  it('says honestly that the feature is not available, under the page title', () => {
    render(<NotAvailableYet title="VIP" />);
    const section = screen.getByTestId('not-available-yet');
    expect(screen.getByRole('heading', { level: 1, name: 'VIP' })).toBeInTheDocument();
    expect(section).toHaveTextContent('Not available yet');
    expect(section).toHaveTextContent('arrives in a later release');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the given explanation instead of the generic one', () => {
    render(
      <NotAvailableYet title="Log in" level={2}>
        Sign-in arrives with the accounts release.
      </NotAvailableYet>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByTestId('not-available-yet')).toHaveTextContent('Sign-in arrives with the accounts release.');
  });
});

describe('Loader', () => {
  it('is a labelled status overlay while visible and nothing otherwise', () => {
    const { rerender } = render(<Loader visible />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    rerender(<Loader visible label="Signing in" />);
    expect(screen.getByRole('status', { name: 'Signing in' })).toBeInTheDocument();
    rerender(<Loader visible={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
