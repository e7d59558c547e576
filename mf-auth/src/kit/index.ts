/**
 * The mf-auth form kit: the pieces every auth form (login, registration, forgot and change
 * password) builds on. Import from '../../../kit' (this file) only. Texts live under the `kit` key
 * of i18n/login-texts.ts; styles are CSS Modules on the shared tokens.
 *
 * Components
 * Fields and the submit button are the centre kit's (`Field`, `TextInput`, `PasswordInput`,
 * `FormError`, `SubmitButton` from '@site/shared/centre-kit'): a field whose message can come
 * without a submit (a refused code send) gives `announceError`; the submit button takes
 * `formStyles.touch` (44 px high like the forms' other buttons) and `disabled` while the form's
 * call is under way (the form's Loader says so, not the button).
 * - `CaptchaField({ value, onChange, onKeyChange, refreshSignal?, error?, label?, hint? })` the "Captcha"
 *   field and its image (img alt "Captcha"). Fetches GET /wps/captcha?key=<uuid> on mount and
 *   whenever `refreshSignal` changes (bump it after a refused submit); a click on the image refreshes
 *   at most once a second. Each new image reports its key via `onKeyChange` (send it as
 *   `captchaKey`) and clears the answer via `onChange('')`.
 * - `CountryCodePicker({ value, onChange, initialCode? })` read-only combobox "Country code"
 *   ('🇻🇳 +84') with a listbox of options '+<code>' (GET /wps/system/countries, shared query
 *   `COUNTRIES_QUERY_KEY`). `value`/`onChange` carry the dialing code ('+84'). When `value` is not
 *   in the list it picks the initial one itself (initialCode if listed, else the visitor's country,
 *   else the first) and reports it. Opens on focus, closes 200 ms after blur; arrows/Home/End/
 *   Enter/Space/Escape. Use it as a `Field`'s `prefix`.
 * - `SmsCodeButton({ send, validate?, onSettled?, onRefused?, className? })` the "Send code" button (a `Field`'s `suffix`):
 *   `validate()` first (return false to stop), then `send()` as a react-query mutation (busy while
 *   it is pending); one press a second; after success
 *   disabled with "Send code (59s)" for 60 × expiredMinutes seconds; `onSettled(sent)` after every
 *   send that reached the platform; a refusal `onRefused` does not take (returns false) opens a
 *   warning ConfirmDialog (`data-testid="sms-code-failure"`) with `errorText` and a Submit button.
 * - `AuthPage({ title, intro?, testId, width?, children })` the frame of a route screen:
 *   `<main data-testid={testId}>` with a card holding the h1 `title`, the muted `intro` line if
 *   given, then `children`. `width` 'regular' (560px, default), 'wide' (640px, /login with its game
 *   menu) or 'narrow' (480px and set lower, /agentHome).
 * - `SignedInGate({ children })` shows `children` (a login or registration form) unless the visitor
 *   arrived signed in: then "already signed in as …", a home link and Sign out instead.
 * - `ModeTabs<M>({ label, tabs: { mode, label }[], active, onSelect, panelNamedByTab, tabbed?, children })`
 *   a tablist named `label` (roving tabIndex; ArrowLeft/ArrowRight wrap, Home/End; selection
 *   follows focus) and the tabpanel it controls around `children`. `onSelect` runs on every click
 *   and key, the active tab's too. `panelNamedByTab` makes the active tab the panel's name; leave
 *   it off where a tab's text would also be found as a field's label ("Username", "By email").
 *   `tabbed` false (a site offering one way only): the children alone, no tabs.
 * - `PhoneCodeFields({ mobile, dialingCode, onDialingCodeChange, captcha, code, mobileProblem, onMobileProblem, send })`
 *   the way in by phone: the number (country-code picker before it), the captcha, and the code
 *   with its SmsCodeButton; `mobile`/`code` are `{ label, name, value, onChange, error, hint?, required? }`;
 *   a send first judges the number (`mobileProblem(value)`, shown through `onMobileProblem`), then the captcha.
 * - `AuthLinks({ other?, forgot })` the row of links under a form's button: "No account yet?
 *   Register" or "Already have an account? Log in" (`other: { question, link, form }`; each opens
 *   its dialog over the bus, or its page in a new tab) and the password-recovery link.
 * - `FormOutcome({ text, button, onPress, failed?, testId? })` what a form gives way to when it is
 *   done (or cannot go on): the message as a status (an alert when `failed`) and one button.
 *
 * Styles
 * - `formStyles` the class names of kit/form.module.css, the forms' one stylesheet, for what every
 *   form shares around its fields: `form` (the column), `intro`, `check` (a checkbox and its text),
 *   `terms` (a line of underlined links), `submit`, `secondary`. A feature's own module keeps only
 *   its specifics; it loads after the kit's, so its rules win over equally specific kit rules.
 *
 * Forms
 * - Each form's values, checks, messages and refusal placement run on the centre kit's zod form
 *   (`useZodForm` from '@site/shared/centre-kit'): a zod schema over the shared field-rule engine,
 *   worded with the form's own texts (`refusalText: (error) => errorText(t, error)` for refusals):
 *   `z.object` of `checkedText((value) => message | undefined)` values, each judged by the form's
 *   own check and worded in its texts in every language.
 *   Their writes are react-query mutations (`useMutation` on the shared `queryClient`); the submit
 *   button and the Loader follow `isPending`, and a submit while one is pending is ignored.
 *   The pieces above are the fields, captcha and code button it drives.
 *
 * Hooks and functions
 * - `useCodeCaptcha({ submitNeedsCaptcha, sendsCode? })` the captcha of a form that sends a code:
 *   every code send needs an answer and an answer works once, so one `<CaptchaField
 *   {...captcha.fieldProps}/>` serves the send and (when `submitNeedsCaptcha`) the submit after it.
 *   `check()` shows "Enter the characters in the picture" when empty; `payload()` is `{ captcha,
 *   captchaKey }`; give `afterSend` and `showRefusal` to SmsCodeButton's `onSettled`/
 *   `onRefused` (a new image after every send; a captcha refusal under the field); `refresh()`
 *   after a refused submit, `showRefusal(error)` (true when it took it) to place its refusal. The hint says whether the picture is for the send or for the next step.
 * - `useCountdown()` → { seconds, running, start(seconds), stop() }; `remainingSeconds(endAt, now)`.
 * - `useThrottle(fn, ms)` → stable (…args) => boolean (leading edge; calls within ms are dropped);
 *   `createThrottle(fn, ms, now?)` the same without React.
 * - `errorText(t, error)` the translated text of an ApiError's errorCode (kit.errors.*), else the
 *   server's message; VALIDATION always shows the server's message (it names the field).
 * - `placeRefusal(t, error, serverFields)` → { field, text }: where a refusal shows. `field` is
 *   `serverFields[error.field]` (the platform's names of the fields on screen → the form's), or
 *   undefined for above the button; under a field `text` loses its leading "<serverField>: ".
 *   Leave a field out of the table to keep its refusals above the button.
 * - `fetchCountries`, `useCountries`, `COUNTRIES_QUERY_KEY`; `fetchCaptcha(key)`, `newCaptchaKey()`.
 * - `useRegisterSettings()`, `fetchRegisterSettings`, `prefetchRegisterSettings()`, `REGISTER_SETTINGS_QUERY_KEY`: the site's field
 *   rules, one cache entry for registration, password recovery and the password change.
 * - `postLogin(request: LoginRequest)` POST /wps/session/login (encrypted) → LoginValue.
 * - Held login (held-login.ts): `holdLogin({ userName, password, reason })`, `getHeldLogin()`,
 *   `useHeldLogin()`, `clearHeldLogin()`. The login form holds the typed credentials before it opens
 *   the change-password modal when the platform's answer says `passwordChange` ('default' or
 *   'expired'); the change-password form shows `userName` read-only, skips "Current password"
 *   (uses `password` as oldPassword), and after success logs in again with `postLogin({ type:
 *   'username', username: userName, password: <new> })` + the shared `startSession`, then
 *   `clearHeldLogin()`.
 *
 * A login answer becomes the session only through `startSession` from '@site/shared'.
 */
export { PhoneCodeFields, type PhoneCodeField, type PhoneCodeFieldsProps } from './phone-code-fields';
export { AuthLinks, type AuthLinksProps } from './auth-links';
export { FormOutcome, type FormOutcomeProps } from './form-outcome';
export { CaptchaField, CAPTCHA_REFRESH_MS, type CaptchaFieldProps } from './captcha-field';
export { CountryCodePicker, COUNTRY_LIST_CLOSE_MS, currentCountryCode, flagOf, initialCountry, type CountryCodePickerProps } from './country-code-picker';
export { SmsCodeButton, SMS_SEND_THROTTLE_MS, type SmsCodeButtonProps } from './sms-code-button';
export { AuthPage, type AuthPageProps } from './auth-page';
export { SignedInGate } from './signed-in-gate';
export { ModeTabs, type ModeTab, type ModeTabsProps } from './mode-tabs';
export { default as formStyles } from './form.module.css';
export { useCodeCaptcha, type CodeCaptcha } from './use-code-captcha';
export { useCountdown, remainingSeconds, type Countdown } from './use-countdown';
export { useThrottle, createThrottle } from './use-throttle';
export { errorText, type Translate } from './error-text';
export { placeRefusal, type PlacedRefusal } from './place-refusal';
export { checkedText } from './checked-text';
export { COUNTRIES_QUERY_KEY, fetchCountries, useCountries } from './api/countries';
export { fetchCaptcha, newCaptchaKey } from './api/fetch-captcha';
export { REGISTER_SETTINGS_QUERY_KEY, fetchRegisterSettings, prefetchRegisterSettings, useRegisterSettings } from './api/register-settings';
export { postLogin } from './api/post-login';
export { holdLogin, getHeldLogin, clearHeldLogin, useHeldLogin, type HeldLogin } from './held-login';
