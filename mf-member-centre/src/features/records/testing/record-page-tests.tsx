import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { addRemoteResources, setLanguage } from '@site/shared';
import type { EndpointValue } from '@site/shared/contract/endpoint';
import type { ApiEndpoints, ApiKey } from '@site/shared/contract/endpoints';
import { fakePlatform, never, ok, type FakePlatform, type Reply, type Routes } from '@site/shared/testing';
import { MEMBER_NAMESPACE, resources } from '../../../i18n/resources';
import { resetRecordQueries } from './record-requests';

/** Starts the fake platform of one test: restored after it. */
export type FakeRecords = (routes: Routes) => FakePlatform;

/**
 * The set-up every record page's tests share: the member namespace registered, a fresh record
 * cache per test, and after each test the fake platform restored and English back.
 */
export function setUpRecordPageTests(): FakeRecords {
  let current: FakePlatform | null = null;
  beforeAll(() => addRemoteResources(MEMBER_NAMESPACE, resources));
  beforeEach(resetRecordQueries);
  afterEach(async () => {
    current?.restore();
    current = null;
    await act(() => setLanguage('en'));
  });
  return (routes) => {
    current = fakePlatform(routes);
    return current;
  };
}

export interface RecordStates<K extends ApiKey> {
  /** An answer with nothing in the period, and the page's sentence for it. */
  empty: EndpointValue<ApiEndpoints[K]>;
  emptyText: string;
  /** A failed call, and what the alert must say about it (any alert when left out). */
  failure: Reply<never>;
  failureText?: RegExp;
}

/**
 * A record page's three states, one render each: busy while the call is in flight, its own
 * sentence for an empty period, an alert when the call fails. The failed page stays rendered, so a
 * test can go on checking it (e.g. its Retry).
 */
export async function expectRecordStates<K extends ApiKey>(fake: FakeRecords, Page: ComponentType, route: K, states: RecordStates<K>): Promise<void> {
  let reply: () => Reply<EndpointValue<ApiEndpoints[K]>> | Promise<Reply<never>> = never;
  fake({ [route]: () => reply() });
  const first = render(<Page />);
  expect(await screen.findByRole('status')).toHaveAttribute('aria-busy', 'true');
  first.unmount();

  resetRecordQueries();
  reply = () => ok(states.empty);
  const second = render(<Page />);
  expect(await screen.findByText(states.emptyText)).toBeInTheDocument();
  second.unmount();

  resetRecordQueries();
  reply = () => states.failure;
  render(<Page />);
  const alert = await screen.findByRole('alert');
  if (states.failureText) expect(alert).toHaveTextContent(states.failureText);
  else expect(alert).toBeInTheDocument();
}
