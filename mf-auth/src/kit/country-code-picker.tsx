import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { queryClient, queryKeys, type Country, type PermissionValue, useTranslation } from '@site/shared';
import { kitStyles, useLatest } from '@site/shared/centre-kit';
import { AUTH_NAMESPACE } from '../i18n/resources';
import { useCountries } from './api/countries';
import styles from './form.module.css';

/** The drop-down closes this long after the field loses focus. */
export const COUNTRY_LIST_CLOSE_MS = 200;

/** The flag emoji of an ISO 3166 alpha-2 code ('VN' → 🇻🇳); empty for anything else. */
export function flagOf(countryCode: string): string {
  if (!/^[A-Za-z]{2}$/.test(countryCode)) return '';
  return String.fromCodePoint(...[...countryCode.toUpperCase()].map((char) => 0x1f1e6 + char.charCodeAt(0) - 65));
}

/**
 * The visitor's country: the platform's location answer when the shell has it, else the region of
 * the browser's language ('en-US' → 'US'), else null.
 */
export function currentCountryCode(): string | null {
  const permission = queryClient.getQueryData<PermissionValue>(queryKeys.permission());
  if (permission?.location.country) return permission.location.country.toUpperCase();
  const languages = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const language of languages) {
    const region = /^[a-z]{2,3}-([A-Za-z]{2})\b/i.exec(language ?? '')?.[1];
    if (region) return region.toUpperCase();
  }
  return null;
}

/** The given code when the list has it, otherwise the current country's, otherwise the first. */
export function initialCountry(countries: readonly Country[], initialCode?: string | null, current: string | null = currentCountryCode()): Country | null {
  const byDialing = initialCode ? countries.find((country) => country.countryDialingCode === initialCode) : undefined;
  if (byDialing) return byDialing;
  const byCurrent = current ? countries.find((country) => country.countryCode.toUpperCase() === current) : undefined;
  return byCurrent ?? countries[0] ?? null;
}

export interface CountryCodePickerProps {
  /** The chosen dialing code, e.g. '+84'; empty until the list has loaded. */
  value: string;
  onChange: (dialingCode: string) => void;
  /** Preferred first choice (a dialing code such as '+84'), used when the list has it. */
  initialCode?: string | null;
}

/**
 * The country-code picker: a read-only combobox field showing flag and dialing code with a list
 * of countries under it. It opens on focus, closes 200 ms after blur (so a click on an option still
 * lands), and works from the keyboard (arrows, Home/End, Enter or Space to choose, Escape to close).
 */
export function CountryCodePicker({ value, onChange, initialCode }: CountryCodePickerProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { data: countries = [] } = useCountries();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [chosenCountry, setChosenCountry] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latestChange = useLatest(onChange);

  // Several countries share a dialing code (+1): remember which one was picked for its flag.
  const selected =
    countries.find((country) => country.countryCode === chosenCountry && country.countryDialingCode === value) ??
    countries.find((country) => country.countryDialingCode === value) ??
    null;

  useEffect(() => {
    if (countries.length === 0 || countries.some((country) => country.countryDialingCode === value)) return;
    const first = initialCountry(countries, initialCode);
    if (first) {
      setChosenCountry(first.countryCode);
      latestChange.current(first.countryDialingCode);
    }
  }, [countries, initialCode, value, latestChange]);

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };

  const openList = () => {
    cancelClose();
    if (open) return;
    const index = selected ? countries.indexOf(selected) : 0;
    setActive(Math.max(0, index));
    setOpen(true);
  };

  const choose = (country: Country) => {
    setChosenCountry(country.countryCode);
    onChange(country.countryDialingCode);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = countries.length - 1;
    if (last < 0) return;
    const moveTo = (index: number) => {
      event.preventDefault();
      if (!open) openList();
      setActive(Math.min(last, Math.max(0, index)));
    };
    switch (event.key) {
      case 'ArrowDown':
        return moveTo(open ? active + 1 : active);
      case 'ArrowUp':
        return moveTo(open ? active - 1 : active);
      case 'Home':
        return moveTo(0);
      case 'End':
        return moveTo(last);
      case 'Enter':
      case ' ': {
        // Enter must not submit the surrounding form while the list is in use.
        event.preventDefault();
        if (!open) return openList();
        const country = countries[active];
        if (country) choose(country);
        return;
      }
      case 'Escape':
        if (open) {
          // Close only the list, not the modal around it.
          event.preventDefault();
          setOpen(false);
        }
        return;
      default:
        return;
    }
  };

  const activeId = open && countries[active] ? `${listId}-${active}` : undefined;

  useEffect(() => {
    if (!activeId) return;
    document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  return (
    <div className={styles.picker}>
      <input
        type="text"
        readOnly
        // A select-only combobox: the role that allows aria-expanded on a field with a list under it.
        role="combobox"
        className={kitStyles.input}
        aria-label={t('kit.country_code')}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        value={selected ? `${flagOf(selected.countryCode)} ${selected.countryDialingCode}`.trim() : ''}
        onFocus={openList}
        onClick={openList}
        onBlur={() => {
          cancelClose();
          closeTimer.current = setTimeout(() => setOpen(false), COUNTRY_LIST_CLOSE_MS);
        }}
        onKeyDown={onKeyDown}
      />
      {open && (
        <ul id={listId} role="listbox" aria-label={t('kit.countries')} className={styles.listbox}>
          {countries.map((country, index) => (
            <li
              key={`${country.countryCode}-${country.countryDialingCode}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={selected === country}
              title={country.countryCode}
              className={`${styles.option} ${index === active ? styles.optionActive : ''}`}
              // Keep focus in the field: the list then closes by choice, not by blur.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(country)}
            >
              <span aria-hidden="true">{flagOf(country.countryCode)}</span>
              <span>{country.countryDialingCode}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
