import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { DEVICE_ID_HEADER, DEVICE_ID_PATTERN } from '../../contract';
import { systemEndpoints } from '../../contract/site/system';
import { http } from './client';
import { DEVICE_ID_KEY, deviceId, forgetDeviceIdForTests } from './device-id';

const original = http.defaults.adapter;

function recordRequests(): InternalAxiosRequestConfig[] {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { data: { success: true, value: null, errorCode: null, message: null }, status: 200, statusText: '200', headers: new AxiosHeaders(), config };
  };
  http.defaults.adapter = adapter;
  return seen;
}

beforeEach(() => {
  localStorage.clear();
  forgetDeviceIdForTests();
});
afterEach(() => {
  http.defaults.adapter = original;
  jest.restoreAllMocks();
});

describe('device id', () => {
  it('is made once, kept in localStorage and sent with every call', async () => {
    const seen = recordRequests();
    await http.get(systemEndpoints.status.path);
    const first = seen[0]?.headers.get(DEVICE_ID_HEADER);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(first);

    // A new page of the same browser sends the same id.
    forgetDeviceIdForTests();
    await http.get(systemEndpoints.status.path);
    expect(seen[1]?.headers.get(DEVICE_ID_HEADER)).toBe(first);
  });

  it('differs between browsers', () => {
    const one = deviceId();
    localStorage.clear();
    forgetDeviceIdForTests();
    expect(deviceId()).not.toBe(one);
  });

  it('replaces a stored value the platform would refuse', () => {
    localStorage.setItem(DEVICE_ID_KEY, 'not valid!');
    const id = deviceId();
    expect(id).not.toBe('not valid!');
    expect(id).toMatch(DEVICE_ID_PATTERN);
  });

  it('sends none when the browser keeps no storage, rather than a new one per page', async () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const seen = recordRequests();
    await http.get(systemEndpoints.status.path);
    expect(seen[0]?.headers.has(DEVICE_ID_HEADER)).toBe(false);
  });
});
