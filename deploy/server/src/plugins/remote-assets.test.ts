import Fastify, { type FastifyInstance } from 'fastify';
import type { ReleaseStore } from '../../../releases/src/store';
import { listen, request } from '../test-http';
import { remoteAssetsPlugin } from './remote-assets';

let app: FastifyInstance;

afterEach(async () => {
  await app.close();
});

describe('remote version files when the release store cannot be reached', () => {
  it('answer 503, not kept by a cache, without the reason', async () => {
    const store = {
      dataDir: '/nonexistent-data-dir',
      ensureLocal: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
    } as unknown as ReleaseStore;
    app = Fastify();
    await app.register(remoteAssetsPlugin, { store });
    const base = await listen(app);
    const response = await request(base, '/remotes/games/1.0.0-0badc0de/remoteEntry.js');
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toMatch(/ECONNREFUSED|5432|nonexistent/);
  });
});
