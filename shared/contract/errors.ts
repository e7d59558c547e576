/** Error codes that mean the session is gone: the client signs out everywhere when it sees one. */
export const SESSION_ENDED_CODES: readonly string[] = ['SESSION_EXPIRED', 'SESSION_INVALID'];

/**
 * The session may only change the password (a forced change is pending): the client keeps the
 * change-password dialog open and offers nothing else but signing out.
 */
export const PASSWORD_CHANGE_REQUIRED = 'PASSWORD_CHANGE_REQUIRED';

/**
 * The platform refuses sign-in, money and game calls while the site is in maintenance or the
 * visitor's address is blocked: the page then asks for the system status again and shows the
 * maintenance or region-blocked screen instead of a failed form.
 */
export const SITE_CLOSED_CODES: readonly string[] = ['MAINTENANCE', 'REGION_BLOCKED'];
