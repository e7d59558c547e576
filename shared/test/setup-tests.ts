import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

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
