import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { loadSanitiser } from '../src/ui/safe-html';

// findBy and waitFor wait up to 1 s by default; the whole suite runs its workers on two busy cores,
// where a lazy page or a settled promise can take longer to show than that. A test still fails when
// what it waits for never comes.
configure({ asyncUtilTimeout: 5_000 });

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
