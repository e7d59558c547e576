import type { ActiveRegistry } from '../../releases/src/registry';
import { RegistryReader } from './registry-reader';

const at = (version: string): ActiveRegistry => ({ games: { version, entry: `/remotes/games/${version}/remoteEntry.js`, routes: [] } });

function reader(read: () => Promise<ActiveRegistry>, timeoutMs?: number) {
  const log = { error: jest.fn(), info: jest.fn() };
  return { log, registry: new RegistryReader({ read, initial: at('initial'), log, timeoutMs }) };
}

describe('RegistryReader', () => {
  it('serves the releases known at start while the registry has never been read', async () => {
    const { registry, log } = reader(() => Promise.reject(new Error('/data/remotes/registry.json is not valid JSON')));
    expect(await registry.active()).toEqual(at('initial'));
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('keeps the last good registry while reads fail, logs the failure once, and serves a fix on the next read', async () => {
    let answer: () => Promise<ActiveRegistry> = () => Promise.resolve(at('1.0.0-aaaaaaaa'));
    const { registry, log } = reader(() => answer());
    expect(await registry.active()).toEqual(at('1.0.0-aaaaaaaa'));

    answer = () => Promise.reject(new Error('connection terminated'));
    for (let i = 0; i < 3; i += 1) expect(await registry.active()).toEqual(at('1.0.0-aaaaaaaa'));
    expect(log.error).toHaveBeenCalledTimes(1);

    answer = () => Promise.resolve(at('1.0.1-bbbbbbbb'));
    expect(await registry.active()).toEqual(at('1.0.1-bbbbbbbb'));
    expect(log.info).toHaveBeenCalledTimes(1);
    // A new failure after the recovery is news again.
    answer = () => Promise.reject(new Error('again'));
    expect(await registry.active()).toEqual(at('1.0.1-bbbbbbbb'));
    expect(log.error).toHaveBeenCalledTimes(2);
  });

  it('counts a read that does not answer as failed', async () => {
    const { registry, log } = reader(() => new Promise<ActiveRegistry>(() => undefined), 50);
    expect(await registry.active()).toEqual(at('initial'));
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('shares one read between requests arriving together', async () => {
    const read = jest.fn(() => Promise.resolve(at('1.0.0-aaaaaaaa')));
    const { registry } = reader(read);
    await Promise.all([registry.active(), registry.active(), registry.active()]);
    expect(read).toHaveBeenCalledTimes(1);
    await registry.active();
    expect(read).toHaveBeenCalledTimes(2);
  });
});
