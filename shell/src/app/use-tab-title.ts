import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { SHELL_NAMESPACE } from '../i18n/resources';

/** What the route declares for the tab: its title key and the namespace of the remote that owns it. */
export interface RouteTitle {
  /** A key of `namespace` (or the name itself), or a game category's shared name 'common:game_type.X'. */
  title: string | null;
  /** The owning remote's i18n namespace; null until its descriptor (and texts) arrived. */
  namespace: string | null;
}

/** A title naming a game category marks a game hall. */
const GAME_HALL_TITLE = /^common:game_type\.[A-Z]+$/;

/**
 * The tab title, decided here only, for every route:
 * - a game hall (its route declares a category name): '{category} game hall' ('Live casino game hall');
 * - a page with a declared title: '{title} · {brand} game hall' ('Lottery · Demo Bet game hall');
 * - anything else: '{brand} game hall', or the plain 'Game hall' until the brand is known.
 */
export function tabTitle(t: TFunction, brandName: string | undefined, route: RouteTitle): string {
  const { title, namespace } = route;
  // The hall wording is the brand's title with the category in the brand's place.
  if (title && GAME_HALL_TITLE.test(title)) return t('tab_title', { ns: SHELL_NAMESPACE, brandName: t(title) });
  const hall = brandName ? t('tab_title', { ns: SHELL_NAMESPACE, brandName }) : t('tab_title_default', { ns: SHELL_NAMESPACE });
  if (!title || !namespace) return hall;
  return `${t(title, { ns: namespace, defaultValue: title })} · ${hall}`;
}

/** Writes the tab title, again whenever the route, the brand or the language changes. */
export function useTabTitle(brandName: string | undefined, route: RouteTitle = { title: null, namespace: null }): void {
  const { t, i18n } = useTranslation(SHELL_NAMESPACE);
  const { title, namespace } = route;
  useEffect(() => {
    document.title = tabTitle(t, brandName, { title, namespace });
  }, [brandName, title, namespace, t, i18n.language]);
}
