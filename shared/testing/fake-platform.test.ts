import { ApiError, apiGet, apiPost, callApi, clearSession, setSession } from '@site/shared';
import { bodyOf, fakePlatform, ok, refusal } from './fake-platform';

afterEach(() => clearSession());

describe('fakePlatform', () => {
  it('answers through the real client: headers set, envelope unwrapped', async () => {
    setSession({ token: 'tok-1', account: 'a', customerId: '1', isAgent: 0, memberLabel: '', merchant: 'demo', merchantCode: 'demo' });
    const platform = fakePlatform({ 'GET /wps/member/info/icon': () => ok({ iconUrl: '/media/avatars/1.svg' }) });
    await expect(callApi('GET /wps/member/info/icon')).resolves.toEqual({ iconUrl: '/media/avatars/1.svg' });
    expect(platform.callsTo('GET /wps/member/info/icon')[0]!.headers.get('Authorization')).toBe('tok-1');
  });

  it('routes by method and path, or by path for any method', async () => {
    const platform = fakePlatform({ 'POST /x': () => ok('post'), '/x': () => ok('any') });
    await expect(apiPost('/x', { a: 1 })).resolves.toBe('post');
    await expect(apiGet('/x')).resolves.toBe('any');
    expect(platform.callsTo('/x')).toHaveLength(2);
    expect(platform.callsTo('POST /x')).toHaveLength(1);
    expect(bodyOf(platform.callsTo('POST /x')[0])).toEqual({ a: 1 });
  });

  it('refuses an unknown route with a 404 envelope and rejects error statuses as axios does', async () => {
    fakePlatform({ '/refused': () => refusal('RESET_LINK_INVALID', 'The link is invalid', 400, { hint: 1 }) });
    await expect(apiGet('/nowhere')).rejects.toMatchObject({ errorCode: 'NOT_FOUND', status: 404 });
    const error = await apiGet('/refused').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: 'RESET_LINK_INVALID', message: 'The link is invalid', status: 400, details: { hint: 1 } });
  });

  it('an ended session signs out everywhere, as with the real platform', async () => {
    setSession({ token: 'tok-1', account: 'a', customerId: '1', isAgent: 0, memberLabel: '', merchant: 'demo', merchantCode: 'demo' });
    fakePlatform({ '/wps/member/info': () => refusal('SESSION_EXPIRED', 'expired', 401) });
    await expect(apiGet('/wps/member/info')).rejects.toMatchObject({ errorCode: 'SESSION_EXPIRED' });
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('restore puts the previous adapter back', async () => {
    const first = fakePlatform({ '/x': () => ok(1) });
    const second = fakePlatform({ '/x': () => ok(2) });
    await expect(apiGet('/x')).resolves.toBe(2);
    second.restore();
    await expect(apiGet('/x')).resolves.toBe(1);
    expect(first.calls).toHaveLength(1);
  });
});
