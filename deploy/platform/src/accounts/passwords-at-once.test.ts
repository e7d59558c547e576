/** @password-cost full: these tests are about password hashing itself (see light-password-cost.ts). */
import type * as Argon2 from '@node-rs/argon2';
import { DERIVATIONS_AT_ONCE, hashPassword } from './passwords';

// The hash stands in for a slow derivation that counts how many run at the same moment.
const mockDerivations = { running: 0, most: 0 };
jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof Argon2>('@node-rs/argon2');
  return {
    ...actual,
    hash: () => {
      mockDerivations.running += 1;
      mockDerivations.most = Math.max(mockDerivations.most, mockDerivations.running);
      return new Promise<string>((resolve) =>
        setTimeout(() => {
          mockDerivations.running -= 1;
          resolve('$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA');
        }, 20),
      );
    },
  };
});

describe('password derivations under a burst of sign-ins', () => {
  it('derives at most one hash per core at once and finishes every one', async () => {
    const burst = DERIVATIONS_AT_ONCE * 3 + 1;
    const hashes = await Promise.all(Array.from({ length: burst }, (_, i) => hashPassword(`password-${i}`)));
    expect(hashes).toHaveLength(burst);
    expect(mockDerivations.most).toBe(DERIVATIONS_AT_ONCE);
    expect(mockDerivations.running).toBe(0);
  });
});
