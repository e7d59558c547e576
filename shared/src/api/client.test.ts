import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { bus } from '../bus/bus';
import { setLanguage } from '../i18n/i18n';
import { clearSession, getPendingPasswordChange, sessionAtom, setPendingPasswordChange, setSession, store } from '../session/store';
import { callApi } from './call-api';
import { ApiError, apiDelete, apiGet, apiPost, apiPut, http } from './client';

type Reply = { status: number; data: unknown } | 'network-error';

/** Answer requests in memory through axios' adapter hook, settling like axios' own adapters do. */
function fakeServer(reply: (config: InternalAxiosRequestConfig) => Reply) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const answer = reply(config);
    if (answer === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const response: AxiosResponse = { data: answer.data, status: answer.status, statusText: String(answer.status), headers: new AxiosHeaders(), config };
    if (config.validateStatus && !config.validateStatus(answer.status)) {
      throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    }
    return response;
  };
  http.defaults.adapter = adapter;
  return seen;
}

const envelope = (value: unknown) => ({ status: 200, data: { success: true, value, errorCode: null, message: null } });
const original = http.defaults.adapter;

beforeEach(() => {
  sessionStorage.clear();
  store.set(sessionAtom, null);
});
afterEach(async () => {
  http.defaults.adapter = original;
  await setLanguage('en');
});

describe('API client', () => {
  it('unwraps the envelope into its value', async () => {
    fakeServer(() => envelope({ status: 0, ip: '1.2.3.4', maintenanceEndTime: null }));
    await expect(apiGet('/wps/system/status')).resolves.toEqual({ status: 0, ip: '1.2.3.4', maintenanceEndTime: null });
  });

  it('sends Merchant, Language, Device and the raw token as Authorization', async () => {
    const seen = fakeServer(() => envelope(null));
    await apiGet('/wps/system/whitelabel', { a: 1 });
    expect(seen[0]?.headers.get('Merchant')).toBe('demo');
    expect(seen[0]?.headers.get('Language')).toBe('en');
    expect(seen[0]?.headers.get('Device')).toBe('WEB');
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
    expect(seen[0]?.params).toEqual({ a: 1 });

    setSession({ token: 'raw-token-1', account: 'a', customerId: '1', isAgent: 0, memberLabel: '', merchant: 'm', merchantCode: 'demo' });
    await setLanguage('zh');
    await apiPost('/wps/member/info', { x: 1 });
    expect(seen[1]?.headers.get('Authorization')).toBe('raw-token-1');
    expect(seen[1]?.headers.get('Language')).toBe('zh');
    expect(seen[1]?.method).toBe('post');
  });

  it('uses the method of each helper', async () => {
    const seen = fakeServer(() => envelope(true));
    await apiPut('/wps/feedback', { text: 'hi' });
    await apiDelete('/wps/session/logout');
    expect(seen.map((c) => c.method)).toEqual(['put', 'delete']);
    expect(JSON.parse(String(seen[0]?.data))).toEqual({ text: 'hi' });
  });

  it('turns success=false into an ApiError with the server code and message', async () => {
    fakeServer(() => ({ status: 200, data: { success: false, value: null, errorCode: 'USER_NOT_FOUND', message: 'Username/Email does not exist' } }));
    const error = await apiPost('/wps/member/password/email').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: 'USER_NOT_FOUND', message: 'Username/Email does not exist', status: 200 });
  });

  it('reads the envelope of an HTTP error answer, including the field it names', async () => {
    fakeServer(() => ({ status: 400, data: { success: false, value: null, errorCode: 'VALIDATION', message: 'username is required', field: 'username' } }));
    const error = await apiPost('/wps/member/register').catch((e: unknown) => e);
    expect(error).toMatchObject({ errorCode: 'VALIDATION', message: 'username is required', status: 400, field: 'username' });
  });

  it('names an HTTP failure without an envelope by its status', async () => {
    fakeServer(() => ({ status: 502, data: '<html>Bad gateway</html>' }));
    await expect(apiGet('/wps/system/status')).rejects.toMatchObject({ errorCode: 'HTTP_502', status: 502 });
  });

  it('reports a network failure as NETWORK', async () => {
    fakeServer(() => 'network-error');
    const error = await apiGet('/wps/system/status').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: 'NETWORK', message: 'Network link is abnormal', status: 0 });
  });

  it('SESSION_EXPIRED signs out everywhere, keeping the merchant keys', async () => {
    setSession({ token: 'old', account: 'a', customerId: '1', isAgent: 0, memberLabel: '', merchant: 'm', merchantCode: 'demo' });
    const changes: boolean[] = [];
    const off = bus.on('session:changed', ({ loggedIn }) => changes.push(loggedIn));
    fakeServer(() => ({ status: 401, data: { success: false, value: null, errorCode: 'SESSION_EXPIRED', message: 'expired' } }));
    await expect(apiGet('/wps/member/info')).rejects.toMatchObject({ errorCode: 'SESSION_EXPIRED' });
    off();
    expect(store.get(sessionAtom)).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('demo');
    expect(changes).toEqual([false]);
  });

  it('PASSWORD_CHANGE_REQUIRED keeps the session and asks for the change-password dialog', async () => {
    setSession({ token: 'held', account: 'a', customerId: '1', isAgent: 0, memberLabel: '', merchant: 'm', merchantCode: 'demo' });
    const asked = jest.fn();
    const off = bus.on('auth:open-change-password', asked);
    fakeServer(() => ({ status: 403, data: { success: false, value: null, errorCode: 'PASSWORD_CHANGE_REQUIRED', message: 'change your password first' } }));
    await expect(callApi('GET /wps/v2/wallets/balance')).rejects.toMatchObject({ errorCode: 'PASSWORD_CHANGE_REQUIRED', status: 403 });
    off();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(store.get(sessionAtom)?.token).toBe('held');
    // The refusal marks the session as held to the change (kept across reloads) unless the login said why.
    expect(getPendingPasswordChange()).toBe('required');
    expect(sessionStorage.getItem('passwordChange')).toBe('required');
    setPendingPasswordChange('expired');
    await expect(callApi('GET /wps/v2/wallets/balance')).rejects.toMatchObject({ errorCode: 'PASSWORD_CHANGE_REQUIRED' });
    expect(getPendingPasswordChange()).toBe('expired');
    clearSession();
    expect(getPendingPasswordChange()).toBeNull();
  });

  it.each(['MAINTENANCE', 'REGION_BLOCKED'])('%s tells the page the site closed, keeping the session', async (errorCode) => {
    setSession({ token: 'held', account: 'a', customerId: '1', isAgent: 0, memberLabel: '', merchant: 'm', merchantCode: 'demo' });
    const closed = jest.fn();
    const off = bus.on('system:closed', closed);
    fakeServer(() => ({ status: 503, data: { success: false, value: null, errorCode, message: 'closed' } }));
    await expect(callApi('GET /wps/v2/wallets/balance')).rejects.toMatchObject({ errorCode });
    off();
    expect(closed).toHaveBeenCalledWith({ errorCode });
    expect(store.get(sessionAtom)?.token).toBe('held');
  });

  it('other errors leave the session alone', async () => {
    setSession({ token: 'keep', account: 'a', customerId: '1', isAgent: 0, memberLabel: '', merchant: 'm', merchantCode: 'demo' });
    fakeServer(() => ({ status: 200, data: { success: false, value: null, errorCode: 'INSUFFICIENT_BALANCE', message: 'no money' } }));
    await expect(apiPost('/wps/relay/GCS_walletTransfer')).rejects.toMatchObject({ errorCode: 'INSUFFICIENT_BALANCE' });
    expect(store.get(sessionAtom)?.token).toBe('keep');
  });
});
