import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakePlatform, ok, refusal } from '@site/shared/testing';
import { CAPTCHA_PNG, resetSharedState } from '../testing/render';
import { CaptchaField } from './captcha-field';

function Harness({ signal = 0, onKey }: { signal?: number; onKey: (key: string) => void }) {
  const [value, setValue] = useState('');
  return <CaptchaField value={value} onChange={setValue} onKeyChange={onKey} refreshSignal={signal} />;
}

beforeEach(async () => {
  await resetSharedState();
});

describe('CaptchaField', () => {
  it('loads an image for a fresh key and reports that key', async () => {
    const platform = fakePlatform({ 'GET /wps/captcha': () => ok(CAPTCHA_PNG) });
    const onKey = jest.fn();
    render(<Harness onKey={onKey} />);
    const image = await screen.findByRole('img', { name: 'Captcha' });
    expect(image).toHaveAttribute('src', `data:image/png;base64,${CAPTCHA_PNG}`);
    const calls = platform.callsTo('GET /wps/captcha');
    expect(calls).toHaveLength(1);
    const key = (calls[0]?.params as { key: string }).key;
    expect(key).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(onKey).toHaveBeenLastCalledWith(key);
    expect(screen.getByLabelText('Captcha')).toHaveValue('');
  });

  it('refreshes on a click at most once a second, with a new key each time, clearing the answer', async () => {
    const platform = fakePlatform({ 'GET /wps/captcha': () => ok(CAPTCHA_PNG) });
    const now = jest.spyOn(Date, 'now');
    let clock = 10_000;
    now.mockImplementation(() => clock);
    const onKey = jest.fn();
    const user = userEvent.setup();
    render(<Harness onKey={onKey} />);
    const image = await screen.findByRole('img', { name: 'Captcha' });
    await user.type(screen.getByLabelText('Captcha'), 'ab12');

    await user.click(image);
    await user.click(image);
    await waitFor(() => expect(platform.callsTo('GET /wps/captcha')).toHaveLength(2));
    expect(screen.getByLabelText('Captcha')).toHaveValue('');

    clock += 999;
    await user.click(screen.getByRole('img', { name: 'Captcha' }));
    expect(platform.callsTo('GET /wps/captcha')).toHaveLength(2);
    clock += 1;
    await user.click(screen.getByRole('img', { name: 'Captcha' }));
    await waitFor(() => expect(platform.callsTo('GET /wps/captcha')).toHaveLength(3));

    const keys = platform.callsTo('GET /wps/captcha').map((call) => (call.params as { key: string }).key);
    expect(new Set(keys).size).toBe(3);
    expect(onKey).toHaveBeenLastCalledWith(keys[2]);
    now.mockRestore();
  });

  it('loads a new image when the refresh signal changes', async () => {
    const platform = fakePlatform({ 'GET /wps/captcha': () => ok(CAPTCHA_PNG) });
    const { rerender } = render(<Harness onKey={jest.fn()} signal={0} />);
    await screen.findByRole('img', { name: 'Captcha' });
    rerender(<Harness onKey={jest.fn()} signal={1} />);
    await waitFor(() => expect(platform.callsTo('GET /wps/captcha')).toHaveLength(2));
  });

  it('says when the image could not be loaded, and a click tries again', async () => {
    let fail = true;
    fakePlatform({ 'GET /wps/captcha': () => (fail ? refusal('UNKNOWN', 'down', 500) : ok(CAPTCHA_PNG)) });
    const user = userEvent.setup();
    render(<Harness onKey={jest.fn()} />);
    const button = await screen.findByRole('button', { name: /could not be loaded/ });
    fail = false;
    await user.click(button);
    expect(await screen.findByRole('img', { name: 'Captcha' })).toBeInTheDocument();
  });
});
