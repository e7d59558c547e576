import { addRemoteResources } from '@site/shared';
import { expectValidDescriptor } from '@site/shared/testing';
import { routeDeclarations } from './app/route-declarations';
import descriptor from './remote';

beforeAll(() => {
  // As the shell does when it accepts the descriptor.
  addRemoteResources(descriptor.i18n.namespace, descriptor.i18n.resources);
});

describe('lottery descriptor', () => {
  it('is a valid descriptor: identity, host API, unique routes, every screen a component', async () => {
    await expectValidDescriptor(descriptor, { id: 'lottery', namespace: 'lottery' });
  });

  it('declares /lottery and /vnlottery with the header only', () => {
    const routes = descriptor.routes ?? [];
    expect(routes.map((route) => route.path).sort()).toEqual(['/lottery', '/vnlottery']);
    for (const route of routes) expect(route.chrome).toBe('header-only');
    expect(routes.find((route) => route.path === '/lottery')?.nav).toBe(false);
  });

  it('titles its routes with keys of its own namespace', () => {
    const english = descriptor.i18n.resources.en as Record<string, unknown>;
    const lookUp = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], english);
    for (const route of descriptor.routes ?? []) if (route.title) expect({ path: route.path, title: typeof lookUp(route.title) }).toEqual({ path: route.path, title: 'string' });
  });

  it('carries exactly its pure route declarations, each with the screen it names', () => {
    expect((descriptor.routes ?? []).map(({ screen: _screen, ...declaration }) => declaration)).toEqual(routeDeclarations);
  });
});
