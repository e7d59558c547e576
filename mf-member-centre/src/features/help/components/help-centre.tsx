import { useLocation, useNavigate } from '@site/shared';
import { HelpTopics } from './help-topics';

/** Marks a hash change made by choosing a tab, so it is not mistaken for a link to a section. */
const HELP_TAB_STATE = { helpTab: true } as const;

/** Whether a location's state says it came from choosing a help tab on the page itself. */
export function isHelpTabChoice(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { helpTab?: unknown }).helpTab === true;
}

/**
 * The help centre of the /help and /helpmc pages. The URL hash names the section (`/help#privacy`),
 * so links from announcements land on it and the address can be shared.
 */
export function HelpCentre() {
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = decodeURIComponent(location.hash.replace(/^#/, ''));

  const select = (key: string) => {
    // Replace, not push: switching topics should not fill the back button's history.
    navigate({ pathname: location.pathname, search: location.search, hash: `#${key}` }, { replace: true, preventScrollReset: true, state: HELP_TAB_STATE });
  };

  return <HelpTopics wanted={wanted} onSelect={select} />;
}
