import { render, screen, within } from '@testing-library/react';
import { AuthPage } from './auth-page';

describe('AuthPage', () => {
  it('is a main landmark with its test id, the title as h1, the intro and the content', () => {
    render(
      <AuthPage title="Agent login" intro="Agents sign in here." testId="auth-agent-home-page" width="narrow">
        <form aria-label="Agent login form" />
      </AuthPage>,
    );
    const page = screen.getByRole('main');
    expect(page).toHaveAttribute('data-testid', 'auth-agent-home-page');
    expect(within(page).getByRole('heading', { level: 1, name: 'Agent login' })).toBeInTheDocument();
    expect(within(page).getByText('Agents sign in here.')).toBeInTheDocument();
    expect(within(page).getByRole('form', { name: 'Agent login form' })).toBeInTheDocument();
  });

  it('shows no intro line without one', () => {
    render(
      <AuthPage title="Register" testId="auth-register-page">
        <p>content</p>
      </AuthPage>,
    );
    const card = screen.getByRole('heading', { level: 1, name: 'Register' }).parentElement as HTMLElement;
    expect(card.querySelectorAll('p')).toHaveLength(1);
    expect(within(card).getByText('content')).toBeInTheDocument();
    expect(screen.getByTestId('auth-register-page')).toBe(screen.getByRole('main'));
  });
});
