import { addRemoteResources, HOST_API_VERSION, hostApiSatisfies } from '@site/shared';
import descriptor from './remote';

describe('agent-centre descriptor', () => {
  it('identifies itself and accepts the current host API only', () => {
    expect(descriptor.id).toBe('agent-centre');
    expect(hostApiSatisfies(descriptor.hostApi, HOST_API_VERSION)).toBe(true);
    expect(hostApiSatisfies(descriptor.hostApi, '2.0.0')).toBe(false);
    expect(descriptor.i18n.namespace).toBe('agent');
  });

  it('has no routes of its own (spec: route paths not shown)', () => {
    expect(descriptor.routes ?? []).toEqual([]);
  });

  it('resolves its panel-host widget to a component', async () => {
    const host = await descriptor.widgets?.['panel-host']?.();
    expect(typeof host?.default).toBe('function');
  });

  it('its resources register under its namespace', () => {
    addRemoteResources(descriptor.i18n.namespace, descriptor.i18n.resources);
    expect(Object.keys(descriptor.i18n.resources).sort()).toEqual(['en', 'es', 'vi', 'zh']);
  });
});
