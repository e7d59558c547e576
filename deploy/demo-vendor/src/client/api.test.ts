import { ApiError, createProviderApi, type FetchLike } from './api';

function answering(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return { ok: status < 400, status, json: async () => body };
  };
  return { fetch, calls };
}

describe('the provider client API', () => {
  it('sends the provider session header, relative to the play page, and unwraps the envelope', async () => {
    const { fetch, calls } = answering(200, { success: true, value: { roundId: 'r', balance: 1 }, errorCode: null, message: null });
    const api = createProviderApi({ sessionId: 'ps-1', fetch });
    await expect(api.betOnEvent('e-1', 'DRAW', 200)).resolves.toEqual({ roundId: 'r', balance: 1 });
    expect(calls[0]?.url).toBe('api/events/bet');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.headers).toMatchObject({ 'X-Provider-Session': 'ps-1', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ eventId: 'e-1', selection: 'DRAW', stake: 200 });
  });

  it('turns a refusal into an ApiError with its code and value', async () => {
    const { fetch } = answering(402, { success: false, value: { balance: 5, currency: 'REAL' }, errorCode: 'INSUFFICIENT_FUNDS', message: 'too low' });
    const error = await createProviderApi({ sessionId: 'ps-1', fetch })
      .spin(100)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: 5, currency: 'REAL' } });
  });

  it('reports a network failure and an unreadable answer as such', async () => {
    const offline: FetchLike = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(createProviderApi({ sessionId: 's', fetch: offline }).history()).rejects.toMatchObject({ code: 'NETWORK' });
    const html: FetchLike = async () => ({ ok: false, status: 503, json: async () => Promise.reject(new SyntaxError('not json')) });
    await expect(createProviderApi({ sessionId: 's', fetch: html }).session()).rejects.toMatchObject({ code: 'HTTP_503' });
  });
});
