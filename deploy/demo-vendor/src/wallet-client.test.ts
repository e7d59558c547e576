import { checkSeamlessCall } from '../../platform/src/seamless/signature';
import { type TransportRequest, WalletClient } from './wallet-client';

const SECRET = 'wallet-client-test-secret-0123456789abcdef';

function client(transport: (request: TransportRequest) => Promise<{ status: number; body: string }>, timeoutMs = 100) {
  return new WalletClient({ transport, secret: () => SECRET, timeoutMs });
}

describe('wallet client', () => {
  it('signs the method, the path, the provider id and the exact body it sends with the timestamp, as the platform checks it', async () => {
    let sent: TransportRequest | undefined;
    const wallet = client(async (request) => {
      sent = request;
      return { status: 200, body: JSON.stringify({ success: true, value: { balance: 5 }, errorCode: null, message: null }) };
    });
    await expect(wallet.call('balance', { requestId: 'r1', sessionToken: 't', gameCode: 'RNG-1' })).resolves.toEqual({ kind: 'ok', value: { balance: 5 } });
    expect(sent!.path).toBe('/seamless/v1/balance');
    expect(sent!.headers['x-provider-id']).toBe('DEMO');
    const check = checkSeamlessCall({
      secret: SECRET,
      timestamp: sent!.headers['x-timestamp'],
      signature: sent!.headers['x-signature'],
      call: { method: 'POST', path: sent!.path, providerId: 'DEMO', rawBody: sent!.body },
    });
    expect(check).toBe('VALID');
  });

  it('tells refusals from silence: a 4xx envelope is a refusal, a timeout, a network error or a 5xx is unavailable', async () => {
    const refusal = await client(async () => ({
      status: 409,
      body: JSON.stringify({ success: false, value: { balance: 3 }, errorCode: 'INSUFFICIENT_FUNDS', message: 'no' }),
    })).call('bet', {});
    expect(refusal).toMatchObject({ kind: 'refused', status: 409, errorCode: 'INSUFFICIENT_FUNDS', value: { balance: 3 } });
    const started = Date.now();
    expect((await client(() => new Promise(() => undefined), 50).call('bet', {})).kind).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await client(() => Promise.reject(new Error('ECONNRESET'))).call('bet', {})).kind).toBe('unavailable');
    expect((await client(async () => ({ status: 500, body: '{"success":false,"errorCode":"INTERNAL"}' })).call('win', {})).kind).toBe('unavailable');
    expect((await client(async () => ({ status: 502, body: '<html>bad gateway</html>' })).call('win', {})).kind).toBe('unavailable');
  });
});
