import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSharedState } from '../testing/render';
import { FormField } from './form-field';

beforeEach(async () => {
  await resetSharedState();
});

describe('FormField', () => {
  it('labels its input, shows the hint, and the error under it as an alert bound to the input', () => {
    render(<FormField label="Username" hint="6-16 letters and digits" error="Input cannot be empty" defaultValue="" />);
    const input = screen.getByLabelText('Username');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('6-16 letters and digits Input cannot be empty');
    expect(screen.getByRole('alert')).toHaveTextContent('Input cannot be empty');
  });

  it('is valid and shows no alert without an error', () => {
    render(<FormField label="Username" defaultValue="" />);
    expect(screen.getByLabelText('Username')).toBeValid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders a custom control bound to the label, with prefix and addon on its row', () => {
    render(
      <FormField
        label="Mobile number"
        error="Please enter a valid mobile number"
        prefix={<span>before</span>}
        addon={<button type="button">Send code</button>}
        control={(props) => <input {...props} type="tel" defaultValue="0912" />}
      />,
    );
    const input = screen.getByLabelText('Mobile number');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toBeInvalid();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(screen.getByText('before')).toBeInTheDocument();
  });
});

describe('PasswordInput (FormField type="password")', () => {
  it('hides the password until the toggle shows it, and hides it again', async () => {
    const user = userEvent.setup();
    render(<FormField label="Password" type="password" defaultValue="" />);
    const input = screen.getByLabelText('Password');
    await user.type(input, 'secret1');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('secret1');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('lets the label find only the input, not the toggle', () => {
    render(<FormField label="Password" type="password" defaultValue="" />);
    expect(screen.getAllByLabelText(/password/i)).toHaveLength(1);
  });
});
