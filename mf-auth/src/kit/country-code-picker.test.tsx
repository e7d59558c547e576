import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient, queryKeys } from '@site/shared';
import { fakePlatform, ok } from '@site/shared/testing';
import { COUNTRIES, renderWithProviders, resetSharedState } from '../testing/render';
import { COUNTRY_LIST_CLOSE_MS, CountryCodePicker, flagOf, initialCountry } from './country-code-picker';

function Harness({ initialCode, onChange }: { initialCode?: string; onChange?: (code: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <CountryCodePicker
        value={value}
        initialCode={initialCode}
        onChange={(code) => {
          setValue(code);
          onChange?.(code);
        }}
      />
      <button type="button">elsewhere</button>
    </>
  );
}

beforeEach(async () => {
  await resetSharedState();
});

describe('initialCountry', () => {
  it('takes the given code when listed, else the current country, else the first', () => {
    expect(initialCountry(COUNTRIES, '+84', 'US')?.countryCode).toBe('VN');
    expect(initialCountry(COUNTRIES, '+999', 'CA')?.countryCode).toBe('CA');
    expect(initialCountry(COUNTRIES, undefined, 'FR')?.countryCode).toBe('PH');
    expect(initialCountry(COUNTRIES, undefined, null)?.countryCode).toBe('PH');
    expect(initialCountry([], '+84', 'VN')).toBeNull();
  });

  it('makes flags from country codes', () => {
    expect(flagOf('VN')).toBe('🇻🇳');
    expect(flagOf('x')).toBe('');
  });
});

describe('CountryCodePicker', () => {
  it('starts on the given code, shown with its flag in a read-only field, and reports it', async () => {
    fakePlatform({ 'GET /wps/system/countries': () => ok(COUNTRIES) });
    const onChange = jest.fn();
    renderWithProviders(<Harness initialCode="+84" onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'Country code' });
    await waitFor(() => expect(field).toHaveValue('🇻🇳 +84'));
    expect(field).toHaveAttribute('readonly');
    expect(onChange).toHaveBeenCalledWith('+84');
  });

  it("starts on the visitor's country when the given code is not listed (platform location first)", async () => {
    fakePlatform({ 'GET /wps/system/countries': () => ok(COUNTRIES) });
    queryClient.setQueryData(queryKeys.permission(), { location: { ip: '1.2.3.4', country: 'ca' } });
    renderWithProviders(<Harness initialCode="+999" />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('🇨🇦 +1'));
  });

  it('opens on focus and closes 200 ms after blur', async () => {
    fakePlatform({ 'GET /wps/system/countries': () => ok(COUNTRIES) });
    const user = userEvent.setup();
    renderWithProviders(<Harness initialCode="+84" />);
    const field = screen.getByRole('combobox', { name: 'Country code' });
    await waitFor(() => expect(field).toHaveValue('🇻🇳 +84'));
    // A combobox, the role on which aria-expanded is allowed, telling whether its list is open.
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.click(field);
    expect(field).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Countries' });
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['🇵🇭+63', '🇻🇳+84', '🇺🇸+1', '🇨🇦+1']);
    expect(within(list).getByRole('option', { name: '+84' })).toHaveAttribute('aria-selected', 'true');

    jest.useFakeTimers();
    try {
      act(() => field.blur());
      act(() => jest.advanceTimersByTime(COUNTRY_LIST_CLOSE_MS - 1));
      expect(screen.getByRole('listbox')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(field).toHaveAttribute('aria-expanded', 'false');
    } finally {
      jest.useRealTimers();
    }
  });

  it('chooses an option by click and reports its dialing code', async () => {
    fakePlatform({ 'GET /wps/system/countries': () => ok(COUNTRIES) });
    const onChange = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness initialCode="+84" onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'Country code' });
    await waitFor(() => expect(field).toHaveValue('🇻🇳 +84'));
    await user.click(field);
    await user.click(screen.getAllByRole('option', { name: '+1' })[1]!);
    expect(field).toHaveValue('🇨🇦 +1');
    expect(onChange).toHaveBeenLastCalledWith('+1');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('works from the keyboard: arrows move, Enter chooses, Escape closes', async () => {
    fakePlatform({ 'GET /wps/system/countries': () => ok(COUNTRIES) });
    const user = userEvent.setup();
    renderWithProviders(<Harness initialCode="+63" />);
    const field = screen.getByRole('combobox', { name: 'Country code' });
    await waitFor(() => expect(field).toHaveValue('🇵🇭 +63'));
    await user.tab();
    expect(field).toHaveFocus();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: '+84' }).id);
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('🇻🇳 +84');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{End}');
    expect(field).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option', { name: '+1' })[1]!.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveValue('🇻🇳 +84');
  });

  it('asks for the countries once for every picker on the page', async () => {
    const platform = fakePlatform({ 'GET /wps/system/countries': () => ok(COUNTRIES) });
    renderWithProviders(
      <>
        <Harness initialCode="+84" />
        <Harness initialCode="+63" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByRole('combobox', { name: 'Country code' }).map((f) => (f as HTMLInputElement).value)).toEqual(['🇻🇳 +84', '🇵🇭 +63']));
    expect(platform.callsTo('GET /wps/system/countries')).toHaveLength(1);
  });
});
