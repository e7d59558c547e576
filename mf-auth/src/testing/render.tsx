import { updatePublicState, type Country } from '@site/shared';
import { resetRemoteState } from '@site/shared/testing';
import { AUTH_NAMESPACE, resources } from '../i18n/resources';

export { renderWithProviders } from '@site/shared/testing';

export const COUNTRIES: Country[] = [
  { countryCode: 'PH', countryDialingCode: '+63' },
  { countryCode: 'VN', countryDialingCode: '+84' },
  { countryCode: 'US', countryDialingCode: '+1' },
  { countryCode: 'CA', countryDialingCode: '+1' },
];

/** A 1x1 PNG, as the platform's captcha answers (bare base64). */
export const CAPTCHA_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Fresh shared state: English, the auth namespace, no session, no white-label flags, empty cache, no retries. */
export async function resetSharedState(): Promise<void> {
  sessionStorage.clear();
  updatePublicState({ whiteLabel: {} });
  await resetRemoteState(AUTH_NAMESPACE, resources);
}
