/**
 * The site's own help centre without chrome (the member-centre remote's /helpmc). It is the
 * contact that always answers: the closed-site screens offer it, so it stays open while the site
 * is in maintenance or a visitor is blocked (its content is a read the platform keeps open then).
 */
export const HELP_CENTRE_PATH = '/helpmc';

/** Whether a page is served while the site is closed: only the help centre is. */
export function isOpenWhileClosed(pathname: string): boolean {
  return pathname.replace(/\/+$/, '').toLowerCase() === HELP_CENTRE_PATH;
}
