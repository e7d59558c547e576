/**
 * Jest helpers for the checks every front-end package repeats: its translations are complete and
 * its remote descriptor is one the shell accepts. Test code only (`@site/shared/testing`); nothing
 * shipped imports it.
 */
import { createElement } from 'react';
import { render, screen } from '@testing-library/react';
import { COMPLETE_LANGUAGES, type RemoteDescriptor } from '@site/shared';
import { HOST_API_VERSION, hostApiSatisfies } from '@site/shared/contract/host-api';

/** The language every other one is compared with. */
const REFERENCE_LANGUAGE = 'en';

/** Every leaf key of a bundle, dotted ("category.LIVE"). */
function leafKeys(bundle: unknown, prefix = ''): string[] {
  if (typeof bundle !== 'object' || bundle === null) return [prefix];
  return Object.entries(bundle).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

function leaf(bundle: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], bundle);
}

function placeholders(text: unknown): string[] {
  return typeof text === 'string' ? (text.match(/{{\w+}}/g) ?? []).sort() : [];
}

/**
 * Each of `languages` has exactly the English keys, every text is a non-empty string, and every
 * text keeps the English text's `{{placeholders}}`, no more and no fewer.
 */
export function expectCompleteTranslations(resources: Record<string, unknown>, languages: readonly string[] = COMPLETE_LANGUAGES): void {
  const english = leafKeys(resources[REFERENCE_LANGUAGE]).sort();
  expect(english.length).toBeGreaterThan(0);
  for (const lang of languages) {
    const bundle = resources[lang];
    expect({ lang, defined: bundle !== undefined }).toEqual({ lang, defined: true });
    expect({ lang, keys: leafKeys(bundle).sort() }).toEqual({ lang, keys: english });
    const empty = english.filter((key) => {
      const text = leaf(bundle, key);
      return !(typeof text === 'string' && text.trim().length > 0);
    });
    expect({ lang, empty }).toEqual({ lang, empty: [] });
    const changed = english
      .map((key) => ({ key, expected: placeholders(leaf(resources[REFERENCE_LANGUAGE], key)), actual: placeholders(leaf(bundle, key)) }))
      .filter(({ expected, actual }) => expected.join() !== actual.join());
    expect({ lang, changed }).toEqual({ lang, changed: [] });
  }
}

/**
 * The descriptor names itself and its namespace, ships that namespace in every complete language,
 * is accepted by this host API and refused by the next major, declares unique absolute route paths,
 * and every screen and widget resolves to a component.
 */
export async function expectValidDescriptor(descriptor: RemoteDescriptor, { id, namespace }: { id: RemoteDescriptor['id']; namespace: string }): Promise<void> {
  expect(descriptor.id).toBe(id);
  expect(descriptor.i18n.namespace).toBe(namespace);
  for (const lang of COMPLETE_LANGUAGES) expect({ lang, defined: descriptor.i18n.resources[lang] !== undefined }).toEqual({ lang, defined: true });
  expect(hostApiSatisfies(descriptor.hostApi, HOST_API_VERSION)).toBe(true);
  expect(hostApiSatisfies(descriptor.hostApi, '2.0.0')).toBe(false);

  const paths = (descriptor.routes ?? []).map((route) => route.path);
  for (const path of paths) expect(path).toMatch(/^\//);
  expect(new Set(paths).size).toBe(paths.length);

  for (const route of descriptor.routes ?? []) {
    const module = await route.screen();
    expect({ path: route.path, component: typeof module.default }).toEqual({ path: route.path, component: 'function' });
  }
  for (const [name, load] of Object.entries(descriptor.widgets ?? {})) {
    const module = await load();
    expect({ widget: name, component: typeof module.default }).toEqual({ widget: name, component: 'function' });
  }
}

/**
 * Renders the screen of `path` and checks the honest state of a page a later release delivers: a
 * `main` under a level-1 heading `title`, saying "Not available yet". The caller registers the
 * descriptor's resources first, as the shell does.
 */
export async function expectNotAvailableScreen(descriptor: RemoteDescriptor, path: string, title: string): Promise<void> {
  const route = descriptor.routes?.find((candidate) => candidate.path === path);
  expect(route).toBeDefined();
  const { default: Screen } = await route!.screen();
  render(createElement(Screen));
  expect(screen.getByRole('main')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByTestId('not-available-yet')).toHaveTextContent('Not available yet');
}

export { bodyOf, fakePlatform, never, ok, refusal, type FakePlatform, type Handler, type Reply, type Routes } from './fake-platform';
export { renderWithProviders, resetRemoteState, signInForTest } from './render-remote';
export { everythingInView } from './in-view';
export { addWaitingChunk, chunkScripts, removeChunkScripts } from './chunk-scripts';
export { spanishUstedTexts } from './spanish-tu';
