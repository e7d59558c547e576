/** Test support for the shared-device signal: members signed in through the real login call from a browser's device id. */
import { createHash } from 'node:crypto';
import { DEVICE_ID_HEADER } from '@site/shared/contract';
import { sessionEndpoints } from '@site/shared/contract/session';
import type { TestMember } from '../games/game-test-support';
import { AccountClient, type Envelope } from '../testing/account-client';
import type { PlatformFixture } from '../testing/platform-fixture';

export const DEVICE_TEST_PASSWORD = 'secret123';

let serial = 0;

/** A fresh device id, as the page makes one (32 hex digits). */
export function newDeviceId(): string {
  serial += 1;
  return createHash('sha256').update(`device-${process.pid}-${serial}-${Date.now()}`).digest('hex').slice(0, 32);
}

/** A new member (password known) signed in through the login call, sending `device` when given. */
export async function signInOnDevice(fx: PlatformFixture, device: string | undefined): Promise<TestMember> {
  serial += 1;
  const accounts = new AccountClient(fx);
  const account = `dv${process.pid % 1000}x${serial}${Date.now().toString(36)}`.slice(0, 20);
  const memberId = await accounts.createMember({ account, password: DEVICE_TEST_PASSWORD });
  const response = await accounts.sealed(
    'POST',
    sessionEndpoints.login.path,
    { type: 'username', username: account, password: DEVICE_TEST_PASSWORD },
    device ? { [DEVICE_ID_HEADER]: device } : {},
  );
  const envelope = response.json() as Envelope<{ token: string }>;
  if (!envelope.success) throw new Error(`login: ${response.body}`);
  return { memberId, token: envelope.value.token, account };
}
