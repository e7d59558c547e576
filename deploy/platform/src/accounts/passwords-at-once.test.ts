import type * as Crypto from 'node:crypto';
import { DERIVATIONS_AT_ONCE, hashPassword } from './passwords';

// scrypt stands in for a slow derivation that counts how many run at the same moment.
const mockDerivations = { running: 0, most: 0 };
jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof Crypto>('node:crypto');
  return {
    ...actual,
    scrypt: (_password: string, _salt: Buffer, length: number, _options: unknown, done: (error: Error | null, key: Buffer) => void) => {
      mockDerivations.running += 1;
      mockDerivations.most = Math.max(mockDerivations.most, mockDerivations.running);
      setTimeout(() => {
        mockDerivations.running -= 1;
        done(null, Buffer.alloc(length));
      }, 20);
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
