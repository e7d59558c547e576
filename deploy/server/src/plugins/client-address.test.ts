import Fastify, { type FastifyInstance } from 'fastify';
import { listen, request } from '../test-http';
import { clientAddressPlugin } from './client-address';

let app: FastifyInstance;

async function echo(trustProxy: false | string[]): Promise<string> {
  app = Fastify({ trustProxy });
  await app.register(clientAddressPlugin);
  app.get('/echo', async (req) => ({ ip: req.ip, forwardedFor: req.headers['x-forwarded-for'] }));
  return listen(app);
}

afterEach(async () => {
  await app.close();
});

describe('client address', () => {
  it('replaces the X-Forwarded-For a visitor sends with the socket address when no proxy is trusted', async () => {
    const base = await echo(false);
    const response = await request(base, '/echo', { 'x-forwarded-for': '198.51.100.7' });
    expect(response.json()).toEqual({ ip: '127.0.0.1', forwardedFor: '127.0.0.1' });
  });

  it('keeps only the address the trusted proxy names, dropping what the visitor wrote before it', async () => {
    const base = await echo(['127.0.0.1']);
    const response = await request(base, '/echo', { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' });
    expect(response.json()).toEqual({ ip: '203.0.113.9', forwardedFor: '203.0.113.9' });
  });
});
