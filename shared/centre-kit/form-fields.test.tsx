import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Field, FormError, PasswordInput, SubmitButton, TextInput, type FieldProps } from '.';

/** A Field around a text input that keeps what is typed. */
function TextField(props: Omit<FieldProps, 'children'>) {
  const [value, setValue] = useState('');
  return (
    <Field {...props}>
      <TextInput value={value} onChange={setValue} />
    </Field>
  );
}

function PasswordField() {
  const [value, setValue] = useState('');
  return (
    <Field label="Password" name="password">
      <PasswordInput value={value} onChange={setValue} />
    </Field>
  );
}

describe('Field', () => {
  it('labels its input and ties the hint and the error to it, the error announced only when asked', () => {
    const { rerender } = render(<TextField label="Username" name="username" hint="6-16 letters and digits" error="Input cannot be empty" />);
    const input = screen.getByLabelText('Username');
    expect(input).toHaveAttribute('name', 'username');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('6-16 letters and digits Input cannot be empty');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<TextField label="Username" name="username" hint="6-16 letters and digits" error="Input cannot be empty" announceError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Input cannot be empty');
  });

  it('is valid and shows no message without an error', () => {
    render(<TextField label="Username" name="username" announceError />);
    expect(screen.getByLabelText('Username')).toBeValid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the prefix and the suffix on the input\'s row, outside its label', () => {
    render(<TextField label="Mobile number" name="mobile" prefix={<span>before</span>} suffix={<button type="button">Send code</button>} />);
    const input = screen.getByLabelText('Mobile number');
    const row = input.parentElement as HTMLElement;
    expect(row).toContainElement(screen.getByText('before'));
    expect(row).toContainElement(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getAllByLabelText('Mobile number')).toHaveLength(1);
  });
});

describe('PasswordInput', () => {
  it('hides the password until the toggle shows it, and hides it again', async () => {
    const user = userEvent.setup();
    render(<PasswordField />);
    const input = screen.getByLabelText('Password');
    await user.type(input, 'secret1');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('secret1');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-controls', input.id);
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('lets the label find only the input, not the toggle', () => {
    render(<PasswordField />);
    expect(screen.getAllByLabelText(/password/i)).toHaveLength(1);
  });
});

describe('FormError', () => {
  it('announces the message as an alert with the form-error test id', () => {
    render(<FormError error="Wrong username or password" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Wrong username or password');
    expect(alert).toHaveAttribute('data-testid', 'form-error');
  });

  it.each([null, undefined, ''])('renders nothing for %p', (error) => {
    const { container } = render(<FormError error={error} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('SubmitButton', () => {
  it('keeps the kit\'s look and adds a package\'s own class (a taller touch target)', () => {
    render(<SubmitButton className="touch">Log in</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveClass('primaryButton', 'touch');
  });

  it('when only disabled, is neither busy nor renamed, so its name stays the label', () => {
    render(
      <SubmitButton className="touch" disabled>
        Register
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Register' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });
});
