import type { ComponentType } from 'react';
import type { BannerGroup } from '../../contract/api';
import type { InEveryLanguage } from '../../contract/languages';
import type { LanguageTexts } from '../i18n/i18n';

import type { RemoteId } from '../../contract/remotes';

export { containerName, REMOTE_IDS, type RemoteId } from '../../contract/remotes';

/** How much of the shell's chrome a route keeps around it: all of it, the header only, or none. */
export type Chrome = 'full' | 'header-only' | 'none';

/**
 * A screen's first line, painted by the server from the HTML before any script has run: its
 * heading and, optionally, one link beside it, in every language (the page's language picks one
 * before the first paint). The screen draws the same line in the same boxes, which replaces the
 * still copy when it mounts, so nothing moves and the first paint of the page's content does not
 * wait for the scripts. Only the bare path gets it: a query may ask for another view of the route
 * (the lottery's betting view).
 */
export interface RouteHeading {
  title: InEveryLanguage;
  link?: { to: string; label: InEveryLanguage };
}

export type LazyComponent<P = object> = () => Promise<{ default: ComponentType<P> }>;

/**
 * One route as a remote declares it: plain data, no code. The remote's build writes its list as
 * `routes.json` beside its federation manifest; the release ships it in the version folder and the
 * registry serves it with the entry, so the shell and the server learn the route table from the
 * active releases. A release that adds a route makes it live on the next page load.
 */
export interface RouteDeclaration<S extends string = string> {
  /** An absolute path, for example '/live'; matched case-insensitively, a trailing slash ignored. */
  path: string;
  /** Which of the descriptor's screens renders this path; several paths may share one screen. */
  screenId: S;
  /** How much of the shell's chrome stays around the screen. */
  chrome: Chrome;
  /** The banner strip shown above the screen (only with the full chrome); none when absent. */
  bannerGroup?: BannerGroup;
  /** The page's name in the tab title: a key of the remote's i18n namespace, or the name itself. */
  title?: string;
  /** Whether the main navigation shows under the header (default true). */
  nav?: boolean;
  /** The screen's heading line, painted from the HTML before the scripts run (not under the full chrome); none when absent. */
  heading?: RouteHeading;
}

/** A declared route with the lazy screen that renders it: what the descriptor carries. */
export interface RemoteRoute<S extends string = string> extends RouteDeclaration<S> {
  screen: LazyComponent;
}

/** A shell page's declaration: the remotes whose widgets it shows are preloaded by the server. */
export interface ShellRouteDeclaration<S extends string = string> extends RouteDeclaration<S> {
  remotes?: readonly RemoteId[];
}

/** The `routes.json` a build writes beside its manifest. */
export interface RouteDeclarationsFile<R extends RouteDeclaration = RouteDeclaration> {
  routes: R[];
}

/** Joins the declarations (data) with the screens that render them (code); a declared screen id without a screen is a type error. */
export function withScreens<S extends string>(declarations: readonly RouteDeclaration<S>[], screens: Readonly<Record<S, LazyComponent>>): RemoteRoute<S>[] {
  return declarations.map((declaration) => ({ ...declaration, screen: screens[declaration.screenId] }));
}

export interface RemoteDescriptor {
  id: RemoteId;
  /**
   * Semver range of the host API version this remote was built against, e.g. '^1.0.0': the
   * `hostApi` its route declarations export, which the build writes into routes.json. The release
   * and the server check it (`@site/shared/contract/host-api`); the shell is only ever offered
   * remotes that passed.
   */
  hostApi: string;
  /**
   * The declared routes with their screens. The shell routes by the registry's declarations (which
   * the release serves) and takes the screen whose `screenId` a declaration names from here.
   */
  routes?: RemoteRoute[];
  /** Named components the shell or another remote may place, e.g. 'home-lanes'. */
  widgets?: Record<string, LazyComponent<object>>;
  /** Each language's texts, or a function importing them (English given, as every language's fallback). */
  i18n: { namespace: string; resources: Record<string, LanguageTexts> };
}

/** Identity helper that type-checks a descriptor; a remote's ./remote module default-exports it. */
export function defineRemote(descriptor: RemoteDescriptor): RemoteDescriptor {
  return descriptor;
}
