import type { z } from 'zod';
import { OperatorUpdateSchema, RoutersQuerySchema } from '@site/shared/contract/site';
import { canonicalIp } from './client-ip';
import { zodValidatorCompiler } from './validation';

function validate(schema: z.ZodType, data: unknown, httpPart = 'body') {
  const run = zodValidatorCompiler({ schema, method: 'GET', url: '/x', httpPart }) as (data: unknown) => {
    value?: unknown;
    error?: { message: string; params: { field: string } }[];
  };
  return run(data);
}

describe('zodValidatorCompiler', () => {
  it('passes the parsed value through', () => {
    expect(validate(RoutersQuerySchema, { device: '3', extra: 'ignored' }, 'querystring')).toEqual({ value: { device: '3' } });
  });

  it('names the field and says what is wrong', () => {
    const missing = validate(RoutersQuerySchema, {}, 'querystring').error![0]!;
    expect(missing).toMatchObject({ message: 'is required', params: { field: 'device' } });
    const wrong = validate(RoutersQuerySchema, { device: '9' }, 'querystring').error![0]!;
    expect(wrong).toMatchObject({ message: 'must be one of 0, 3', params: { field: 'device' } });
  });

  it('names nested fields with dots and array positions', () => {
    const error = validate(OperatorUpdateSchema, { regionRestriction: { enabled: true, blockedIps: ['1.1.1.1', 'x'] } }).error!;
    expect(error[0]).toMatchObject({ params: { field: 'regionRestriction.blockedIps.1' }, message: "must be an IP address or '*'" });
  });

  it('names the whole part when the part itself is wrong', () => {
    expect(validate(OperatorUpdateSchema, 'text').error![0]).toMatchObject({ params: { field: 'body' }, message: 'must be an object' });
    expect(validate(RoutersQuerySchema, null, 'querystring').error![0]!.params.field).toBe('query');
  });

  it('never repeats what was sent', () => {
    const payload = '<img src=x onerror=alert(1)>';
    const result = validate(OperatorUpdateSchema, { [payload]: 1, maintenance: { enabled: payload } });
    const text = JSON.stringify(result);
    expect(text).not.toContain('onerror');
    expect(result.error!.map((e) => e.params.field).sort()).toEqual(['?', 'maintenance.enabled']);
  });
});

describe('canonicalIp', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:0DB8:0000:0000:0000:0000:0000:0001', '2001:db8::1'],
    ['[::1]', '::1'],
    [' 10.0.0.1 ', '10.0.0.1'],
  ])('%s → %s', (raw, canonical) => {
    expect(canonicalIp(raw)).toBe(canonical);
  });
});
