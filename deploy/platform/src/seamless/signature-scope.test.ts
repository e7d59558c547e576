import type { PlatformFixture } from '../testing/platform-fixture';
import { createSeamlessFixture, SeamlessClient, type Envelope } from './seamless-test-client';
import { signSeamlessRequest } from './signature';

jest.setTimeout(120_000);

let fx: PlatformFixture;
let client: SeamlessClient;
let session: { sessionToken: string; gameCode: string };
let serial = 0;

beforeAll(async () => {
  fx = await createSeamlessFixture();
  client = new SeamlessClient(fx);
  session = await client.session({ money: 10_000n });
});

afterAll(async () => {
  await fx?.close();
});

function betBody(): string {
  serial += 1;
  return JSON.stringify({ requestId: `scope-${serial}`, sessionToken: session.sessionToken, gameCode: session.gameCode, roundId: `scope-r${serial}`, txId: `scope-b${serial}`, amount: 100 });
}

/** A bet sent with a signature over `text` (the timestamp is prefixed as the protocol does). */
async function betSignedOver(raw: string, text: string, providerId = 'DEMO') {
  const timestamp = String(Date.now());
  const before = await client.counts();
  const response = await fx.app.inject({
    method: 'POST',
    url: '/seamless/v1/bet',
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-provider-id': providerId, 'x-timestamp': timestamp, 'x-signature': signSeamlessRequest(client.secret, timestamp, text) },
  });
  return { response, unchanged: JSON.stringify(await client.counts()) === JSON.stringify(before) };
}

function expectRefused(result: { response: { statusCode: number; json(): unknown }; unchanged: boolean }) {
  expect(result.response.statusCode).toBe(401);
  expect((result.response.json() as Envelope).errorCode).toBe('SIGNATURE_INVALID');
  expect(result.unchanged).toBe(true);
}

describe('a seamless signature covers the method, the path, the provider id and the body', () => {
  it('refuses an old-style signature over the timestamp and the body only', async () => {
    const raw = betBody();
    expectRefused(await betSignedOver(raw, raw));
  });

  it('refuses a signature made for another path', async () => {
    const raw = betBody();
    expectRefused(await betSignedOver(raw, `POST\n/seamless/v1/win\nDEMO\n${raw}`));
  });

  it('refuses a signature made for another method', async () => {
    const raw = betBody();
    expectRefused(await betSignedOver(raw, `GET\n/seamless/v1/bet\nDEMO\n${raw}`));
  });

  it('refuses a signature made for another provider id', async () => {
    const raw = betBody();
    expectRefused(await betSignedOver(raw, `POST\n/seamless/v1/bet\nOTHER\n${raw}`));
  });

  it('accepts the signature over all four', async () => {
    const raw = betBody();
    const { response } = await betSignedOver(raw, `POST\n/seamless/v1/bet\nDEMO\n${raw}`);
    expect(response.statusCode).toBe(200);
  });
});
