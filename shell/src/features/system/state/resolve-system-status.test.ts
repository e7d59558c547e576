import type { PermissionValue, SystemStatusValue } from '@site/shared';
import { resolveSystemStatus } from './resolve-system-status';

const status = (value: 0 | 1 | 2, extra: Partial<SystemStatusValue> = {}): SystemStatusValue => ({ status: value, ip: '203.0.113.9', maintenanceEndTime: null, ...extra });

function permission(maintenance: boolean, restricted: boolean, endTime: string | null = null): PermissionValue {
  return {
    info: {
      brandName: 'Demo',
      whiteLabel: [],
      registerRules: [],
      resources: [],
      customerService: [],
      analytics: { gtagId: null },
      domainRoute: null,
      imageCDNs: [],
      launchGameCDNs: [],
      languages: ['en'],
      requireLogin: false,
      timeZone: 'Asia/Ho_Chi_Minh',
    },
    location: { ip: '198.51.100.4', country: null },
    maintenance: { enabled: maintenance, endTime },
    regionRestriction: { restricted },
  };
}

describe('resolveSystemStatus', () => {
  it('is normal when nothing has answered yet', () => {
    expect(resolveSystemStatus(undefined, undefined)).toEqual({ status: 0, ip: null, maintenanceEndTime: null });
  });

  it('follows the status call', () => {
    expect(resolveSystemStatus(status(0), permission(false, false)).status).toBe(0);
    expect(resolveSystemStatus(status(1), permission(false, false)).status).toBe(1);
    expect(resolveSystemStatus(status(2), permission(false, false)).status).toBe(2);
  });

  it('takes maintenance or restriction from the permission call as a cross-check', () => {
    expect(resolveSystemStatus(status(0), permission(true, false)).status).toBe(1);
    expect(resolveSystemStatus(status(0), permission(false, true)).status).toBe(2);
    expect(resolveSystemStatus(undefined, permission(false, true)).status).toBe(2);
  });

  it('gives maintenance priority over region restriction from either source', () => {
    expect(resolveSystemStatus(status(2), permission(true, false)).status).toBe(1);
    expect(resolveSystemStatus(status(1), permission(false, true)).status).toBe(1);
    expect(resolveSystemStatus(undefined, permission(true, true)).status).toBe(1);
  });

  it('prefers the status call for the IP and end time, else the permission call', () => {
    expect(resolveSystemStatus(status(1, { maintenanceEndTime: '2026-11-23T06:00:00Z' }), permission(false, false))).toEqual({
      status: 1,
      ip: '203.0.113.9',
      maintenanceEndTime: '2026-11-23T06:00:00Z',
    });
    expect(resolveSystemStatus(undefined, permission(true, false, '2026-11-24T00:00:00Z'))).toEqual({
      status: 1,
      ip: '198.51.100.4',
      maintenanceEndTime: '2026-11-24T00:00:00Z',
    });
  });
});
