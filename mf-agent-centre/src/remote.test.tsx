import { addRemoteResources } from '@site/shared';
import { expectValidDescriptor } from '@site/shared/testing';
import descriptor from './remote';

describe('agent-centre descriptor', () => {
  it('is a valid descriptor: identity, host API, its panel-host widget a component', async () => {
    await expectValidDescriptor(descriptor, { id: 'agent-centre', namespace: 'agent' });
    expect(Object.keys(descriptor.widgets ?? {})).toContain('panel-host');
  });

  it('has no routes of its own (spec: route paths not shown)', () => {
    expect(descriptor.routes ?? []).toEqual([]);
  });

  it('its resources register under its namespace', () => {
    addRemoteResources(descriptor.i18n.namespace, descriptor.i18n.resources);
    expect(Object.keys(descriptor.i18n.resources).sort()).toEqual(['en', 'es', 'vi', 'zh']);
  });
});
