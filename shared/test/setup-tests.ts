import '@testing-library/jest-dom';
import * as React from 'react';
import { configure, getConfig } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { loadSanitiser } from '../src/ui/safe-html';

// findBy and waitFor wait up to 1 s by default; the whole suite runs its workers on two busy cores,
// where a lazy page or a settled promise can take longer to show than that. A test still fails when
// what it waits for never comes.
configure({ asyncUtilTimeout: 5_000 });

// A query that fails while findBy or waitFor is still waiting prints the whole page into its error,
// and the next attempt throws that error away: a few percent of the component tests' CPU. While
// waiting, the page is printed only when the error's message is read, which is when the wait runs
// out and the last error is thrown (the page is the same then: any change starts another attempt).
// A query that fails outside a wait prints the page at once, as before.
const printingElementError = getConfig().getElementError;
configure({
  getElementError: (message, container) => {
    const waiting = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics;
    if (!waiting) return printingElementError(message, container);
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    let text: string | undefined;
    Object.defineProperty(error, 'message', {
      configurable: true,
      get: () => (text ??= printingElementError(message, container).message),
      set: (value: string) => {
        text = value;
      },
    });
    return error;
  },
});

// react-router 7 needs TextEncoder, which jest's jsdom lacks.
if (!globalThis.TextEncoder) Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom lacks IntersectionObserver and matchMedia; components use them for lazy images and layout.
class NoopIntersectionObserver {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
if (!('IntersectionObserver' in globalThis)) {
  Object.defineProperty(globalThis, 'IntersectionObserver', { value: NoopIntersectionObserver, writable: true });
}
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}

// SafeHtml downloads DOMPurify the first time a page shows server HTML and renders empty until
// then. Tests start with it loaded, as a page that has shown server HTML before, so a component
// test sees its text at once; safe-html.test.tsx covers the wait with a fresh copy.
if (typeof window !== 'undefined') beforeAll(() => loadSanitiser());

// React's development build records where every element was created (an Error with a 10-frame stack
// for each element) so that its warnings can name the owner components; that was about a tenth of
// the CPU the component tests spend. No test reads those stacks: a React warning is still printed,
// only without the owners' source lines. REACT_OWNER_STACKS=1 brings them back when debugging one.
if (!process.env.REACT_OWNER_STACKS) {
  const internals = (React as unknown as Record<string, object>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  // React compares this count with its limit (ten thousand per second) before recording a stack.
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => Infinity, set: () => undefined, configurable: true });
}
