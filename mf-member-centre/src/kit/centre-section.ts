import { createContext, useContext } from 'react';

/**
 * The part of a centre page the opener asked for (`member-centre:open`'s `section`, e.g. My
 * account's 'security' tab for "Set payment password"). Pages take no props (they load lazily), so
 * the panel hands it down this way; a page that has no parts ignores it.
 */
export const CentreSectionContext = createContext<string | undefined>(undefined);

/** The part of this page to show first, if the opener asked for one. */
export function useCentreSection(): string | undefined {
  return useContext(CentreSectionContext);
}
