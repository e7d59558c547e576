import { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import { bus, type BusEvents } from '../bus/bus';
import { sessionAtom, setSession, store } from '../session/store';
import { callApi } from './call-api';
import { apiGet, http } from './client';

const SESSION = { token: 'old', account: 'a', customerId: '1', isAgent: 0, memberLabel: '', merchant: 'm', merchantCode: 'demo' } as const;

function answer(value: unknown) {
  const adapter: AxiosAdapter = (config) => {
    const response = { data: { success: false, value, errorCode: 'SESSION_INVALID', message: 'You are not logged in, please login.' }, status: 401, statusText: '401', headers: new AxiosHeaders(), config };
    return Promise.reject(new AxiosError('401', AxiosError.ERR_BAD_REQUEST, config, null, response));
  };
  http.defaults.adapter = adapter;
}

const original = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = original;
});

describe('a session ended elsewhere', () => {
  it('a password changed elsewhere: signs out and asks the member to sign in again, saying why', async () => {
    setSession({ ...SESSION });
    const opened: BusEvents['auth:open-login'][] = [];
    const off = bus.on('auth:open-login', (payload) => opened.push(payload));
    answer({ reason: 'PASSWORD_CHANGED' });
    await expect(apiGet('/wps/member/info')).rejects.toMatchObject({ errorCode: 'SESSION_INVALID' });
    off();
    expect(store.get(sessionAtom)).toBeNull();
    expect(opened).toEqual([{ reason: 'password-changed' }]);
  });

  it('a reset by link too; a second refused call does not ask again', async () => {
    setSession({ ...SESSION });
    const opened: unknown[] = [];
    const off = bus.on('auth:open-login', (payload) => opened.push(payload));
    answer({ reason: 'PASSWORD_RESET' });
    await expect(apiGet('/wps/member/info')).rejects.toMatchObject({ errorCode: 'SESSION_INVALID' });
    await expect(callApi('GET /wps/v2/wallets/balance')).rejects.toMatchObject({ errorCode: 'SESSION_INVALID' });
    off();
    expect(opened).toEqual([{ reason: 'password-changed' }]);
  });

  it('a session ended without a reason signs out without opening anything', async () => {
    setSession({ ...SESSION });
    const opened = jest.fn();
    const off = bus.on('auth:open-login', opened);
    answer(null);
    await expect(apiGet('/wps/member/info')).rejects.toMatchObject({ errorCode: 'SESSION_INVALID' });
    off();
    expect(store.get(sessionAtom)).toBeNull();
    expect(opened).not.toHaveBeenCalled();
  });
});
