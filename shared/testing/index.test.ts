import { createElement } from 'react';
import { defineRemote, type LazyComponent, type RemoteDescriptor } from '@site/shared';
import { expectCompleteTranslations, expectNotAvailableScreen, expectValidDescriptor } from './index';

const complete = {
  en: { title: 'Hello {{name}}', menu: { open: 'Open' } },
  es: { title: 'Hola {{name}}', menu: { open: 'Abrir' } },
  vi: { title: 'Xin chào {{name}}', menu: { open: 'Mở' } },
  zh: { title: '你好 {{name}}', menu: { open: '打开' } },
};

const Screen = () => createElement('main', null, createElement('h1', null, 'Lottery'), createElement('p', { 'data-testid': 'not-available-yet' }, 'Not available yet'));
const component = async () => ({ default: Screen });

function descriptor(overrides: Partial<RemoteDescriptor> = {}): RemoteDescriptor {
  return defineRemote({
    id: 'lottery',
    hostApi: '^1.0.0',
    routes: [{ path: '/lottery', screenId: 'lottery', chrome: 'full', screen: component }],
    widgets: { 'panel-host': component },
    i18n: { namespace: 'lottery', resources: complete },
    ...overrides,
  });
}

describe('expectCompleteTranslations', () => {
  it('accepts complete translations', () => {
    expect(() => expectCompleteTranslations(complete)).not.toThrow();
  });

  it('refuses a missing language, a missing or extra key, an empty text and a changed placeholder', () => {
    const { zh: _zh, ...withoutZh } = complete;
    expect(() => expectCompleteTranslations(withoutZh)).toThrow();
    expect(() => expectCompleteTranslations({ ...complete, vi: { title: 'Xin chào {{name}}', menu: {} } })).toThrow();
    expect(() => expectCompleteTranslations({ ...complete, vi: { ...complete.vi, extra: 'Thêm' } })).toThrow();
    expect(() => expectCompleteTranslations({ ...complete, es: { ...complete.es, menu: { open: '  ' } } })).toThrow();
    expect(() => expectCompleteTranslations({ ...complete, es: { ...complete.es, title: 'Hola {{nombre}}' } })).toThrow();
  });

  it('checks only the languages it is given', () => {
    const { zh: _zh, ...withoutZh } = complete;
    expect(() => expectCompleteTranslations(withoutZh, ['en', 'es', 'vi'])).not.toThrow();
  });
});

describe('expectValidDescriptor', () => {
  it('accepts a valid descriptor', async () => {
    await expect(expectValidDescriptor(descriptor(), { id: 'lottery', namespace: 'lottery' })).resolves.toBeUndefined();
  });

  it('refuses a wrong identity or namespace', async () => {
    await expect(expectValidDescriptor(descriptor(), { id: 'games', namespace: 'lottery' })).rejects.toThrow();
    await expect(expectValidDescriptor(descriptor(), { id: 'lottery', namespace: 'games' })).rejects.toThrow();
  });

  it('refuses a namespace missing a complete language', async () => {
    const { vi: _vi, ...resources } = complete;
    await expect(expectValidDescriptor(descriptor({ i18n: { namespace: 'lottery', resources } }), { id: 'lottery', namespace: 'lottery' })).rejects.toThrow();
  });

  it('refuses a host API range this host does not satisfy, or one the next major would', async () => {
    await expect(expectValidDescriptor(descriptor({ hostApi: '^0.9.0' }), { id: 'lottery', namespace: 'lottery' })).rejects.toThrow();
    await expect(expectValidDescriptor(descriptor({ hostApi: '>=1.0.0' }), { id: 'lottery', namespace: 'lottery' })).rejects.toThrow();
  });

  it('refuses relative or repeated route paths', async () => {
    await expect(expectValidDescriptor(descriptor({ routes: [{ path: 'lottery', screenId: 'lottery', chrome: 'full', screen: component }] }), { id: 'lottery', namespace: 'lottery' })).rejects.toThrow();
    const twice = [{ path: '/lottery', screenId: 'lottery', chrome: 'full' as const, screen: component }, { path: '/lottery', screenId: 'lottery', chrome: 'full' as const, screen: component }];
    await expect(expectValidDescriptor(descriptor({ routes: twice }), { id: 'lottery', namespace: 'lottery' })).rejects.toThrow();
  });

  it('refuses a screen or widget that does not resolve to a component', async () => {
    const notComponent = (async () => ({ default: 'Screen' })) as unknown as LazyComponent;
    await expect(expectValidDescriptor(descriptor({ routes: [{ path: '/lottery', screenId: 'lottery', chrome: 'full', screen: notComponent }] }), { id: 'lottery', namespace: 'lottery' })).rejects.toThrow();
    await expect(expectValidDescriptor(descriptor({ widgets: { 'panel-host': notComponent } }), { id: 'lottery', namespace: 'lottery' })).rejects.toThrow();
  });
});

describe('expectNotAvailableScreen', () => {
  it('accepts a titled, honest placeholder screen', async () => {
    await expect(expectNotAvailableScreen(descriptor(), '/lottery', 'Lottery')).resolves.toBeUndefined();
  });

  it('refuses an unknown path and a wrong title', async () => {
    await expect(expectNotAvailableScreen(descriptor(), '/vnlottery', 'Lottery')).rejects.toThrow();
    await expect(expectNotAvailableScreen(descriptor(), '/lottery', 'Vietnam lottery')).rejects.toThrow();
  });
});
