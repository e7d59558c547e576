/**
 * Sealing secrets at rest: what is stored is not the secret, opens only with the key it names and
 * for the row it belongs to, rotates through the previous keys, and the configuration is refused
 * when it is malformed or missing where the development key may not be used.
 */
import { developmentSealingKeys, isSealed, resolveSealingKeys, SealedSecretError, SecretSealer, sealingKeysFromEnv } from './sealed-secret';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const keyText = (id: string, fill: string) => `${id}:${fill.repeat(40)}`;
const sealerOf = (env: Record<string, string>) => new SecretSealer(sealingKeysFromEnv(env)!);

it('stores a sealed form that does not contain the secret and opens it back', () => {
  const sealer = sealerOf({ SECRETS_SEALING_KEY: keyText('k1', 'a') });
  const stored = sealer.seal(SECRET, 'totp:7');
  expect(isSealed(stored)).toBe(true);
  expect(stored.startsWith('s1.k1.')).toBe(true);
  expect(stored).not.toContain(SECRET);
  expect(Buffer.from(stored.split('.')[2]!, 'base64url').toString('latin1')).not.toContain(SECRET);
  // A fresh nonce each time: the same secret never stores the same way twice.
  expect(sealer.seal(SECRET, 'totp:7')).not.toBe(stored);
  expect(sealer.open(stored, 'totp:7')).toBe(SECRET);
});

it('fails closed with a clear error under a wrong key, an unknown key id, another row or an altered value', () => {
  const sealer = sealerOf({ SECRETS_SEALING_KEY: keyText('k1', 'a') });
  const stored = sealer.seal(SECRET, 'totp:7');
  // Same id, other key material.
  expect(() => sealerOf({ SECRETS_SEALING_KEY: keyText('k1', 'b') }).open(stored, 'totp:7')).toThrow(
    new SealedSecretError("A secret (totp:7) sealed under key 'k1' does not open with the configured key of that id: wrong key, or the value was altered or moved"),
  );
  expect(() => sealerOf({ SECRETS_SEALING_KEY: keyText('k2', 'a') }).open(stored, 'totp:7')).toThrow(/sealed under key 'k1', which is not configured/);
  // Copied onto another member's row.
  expect(() => sealer.open(stored, 'totp:8')).toThrow(SealedSecretError);
  const bytes = Buffer.from(stored.split('.')[2]!, 'base64url');
  bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
  expect(() => sealer.open(`s1.k1.${bytes.toString('base64url')}`, 'totp:7')).toThrow(SealedSecretError);
  expect(() => sealer.open('s1.k1', 'totp:7')).toThrow(SealedSecretError);
});

it('rotates: a value under a previous key opens and is sealed again under the current one; plain values are sealed on read', () => {
  const old = sealerOf({ SECRETS_SEALING_KEY: keyText('k1', 'a') });
  const stored = old.seal(SECRET, 'raffle-seed:R1');
  const rotated = sealerOf({ SECRETS_SEALING_KEY: keyText('k2', 'c'), SECRETS_SEALING_KEY_PREVIOUS: keyText('k1', 'a') });
  const read = rotated.read(stored, 'raffle-seed:R1');
  expect(read.value).toBe(SECRET);
  expect(read.resealed?.startsWith('s1.k2.')).toBe(true);
  expect(rotated.read(read.resealed!, 'raffle-seed:R1')).toEqual({ value: SECRET, resealed: null });
  // A value from before sealing is taken as it is and handed back sealed.
  const plain = rotated.read(SECRET, 'totp:7');
  expect(plain.value).toBe(SECRET);
  expect(rotated.open(plain.resealed!, 'totp:7')).toBe(SECRET);
});

it('reads its keys from the configuration and refuses a malformed or missing one', () => {
  expect(sealingKeysFromEnv({})).toBeUndefined();
  expect(() => sealingKeysFromEnv({ SECRETS_SEALING_KEY: 'no-id-here-just-a-long-secret-0123456789abcdef' })).toThrow(/must read <id>:<secret>/);
  expect(() => sealingKeysFromEnv({ SECRETS_SEALING_KEY: 'k1:short' })).toThrow(/at least 32 characters/);
  expect(() => sealingKeysFromEnv({ SECRETS_SEALING_KEY: keyText('k1', 'a'), SECRETS_SEALING_KEY_PREVIOUS: keyText('k1', 'b') })).toThrow(/name a key id twice/);
  expect(() => sealingKeysFromEnv({ SECRETS_SEALING_KEY_PREVIOUS: keyText('k1', 'b') })).toThrow(/set without SECRETS_SEALING_KEY/);

  // Without a key of its own a site with a lottery key seals under a key derived from it, never the key itself.
  const derived = sealingKeysFromEnv({ LOTTERY_SEED_KEY: 'l'.repeat(40) })!;
  expect(derived.current.id).toMatch(/^ls-[0-9a-f]{8}$/);
  expect(derived.source).toBe('derived from LOTTERY_SEED_KEY');
  const sealedUnderLottery = new SecretSealer(derived).seal(SECRET, 'totp:1');
  expect(new SecretSealer(sealingKeysFromEnv({ LOTTERY_SEED_KEY: 'm'.repeat(40), LOTTERY_SEED_KEY_PREVIOUS: 'l'.repeat(40) })!).open(sealedUnderLottery, 'totp:1')).toBe(SECRET);

  // PostgreSQL outside demo mode: no development key, the start stops.
  expect(() => resolveSealingKeys({ developmentAllowed: false, env: {} })).toThrow(/SECRETS_SEALING_KEY \(or at least LOTTERY_SEED_KEY\) is required on PostgreSQL/);
  expect(resolveSealingKeys({ developmentAllowed: true, env: {} }).current.id).toBe('dev');
  expect(resolveSealingKeys({ developmentAllowed: false, env: { SECRETS_SEALING_KEY: keyText('k9', 'z') } }).current.id).toBe('k9');
  // The development key opens only what it sealed.
  const dev = new SecretSealer(developmentSealingKeys());
  expect(() => sealerOf({ SECRETS_SEALING_KEY: keyText('dev', 'q') }).open(dev.seal(SECRET, 'totp:1'), 'totp:1')).toThrow(SealedSecretError);
});
