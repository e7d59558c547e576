import { exclusionEndpoints as calls } from '@site/shared/contract/protection/exclusion';
import { runCli } from './cli';
import { planRegisterCommand } from './protection-exclusion-commands';

const env = { OPS_OPERATOR: 'erin' };
class Usage extends Error {}
const fail = (message: string) => new Usage(message);

describe('protection register command', () => {
  test('lists, checks, adds with what is given and removes by reference', () => {
    expect(planRegisterCommand(['register', 'list'], env, fail)).toEqual({ method: 'GET', path: calls.opsRegisterList.path, operator: 'erin' });
    expect(planRegisterCommand(['register', 'check', '--as', 'frank'], env, fail)).toEqual({ method: 'POST', path: calls.opsRegisterCheck.path, operator: 'frank' });
    expect(planRegisterCommand(['register', 'add', 'NR-1', '--mobile', '+84912345678', '--note', 'regulator list'], env, fail)).toEqual({
      method: 'POST',
      path: calls.opsRegisterAdd.path,
      operator: 'erin',
      body: { reference: 'NR-1', mobile: '+84912345678', note: 'regulator list' },
    });
    expect(planRegisterCommand(['register', 'add', 'NR-2', '--name', 'NGUYEN VAN AN', '--dob', '1990-01-02'], env, fail).body).toEqual({
      reference: 'NR-2',
      fullName: 'NGUYEN VAN AN',
      dateOfBirth: '1990-01-02',
    });
    expect(planRegisterCommand(['register', 'remove', 'NR 3'], env, fail)).toEqual({ method: 'DELETE', path: calls.opsRegisterRemove.path.replace(':reference', 'NR%203'), operator: 'erin' });
  });

  test('malformed command lines are usage errors', () => {
    expect(() => planRegisterCommand(['register', 'add', 'NR-1'], env, fail)).toThrow(/--mobile, --email, or --name with --dob/);
    expect(() => planRegisterCommand(['register', 'add', 'NR-1', '--name', 'ONLY NAME'], env, fail)).toThrow(Usage);
    expect(() => planRegisterCommand(['register', 'add', '--mobile', '+84912345678'], env, fail)).toThrow(/reference/);
    expect(() => planRegisterCommand(['register', 'remove'], env, fail)).toThrow(Usage);
    expect(() => planRegisterCommand(['register', 'erase', 'x'], env, fail)).toThrow(/unknown/);
    expect(() => planRegisterCommand(['register', 'list', 'extra'], env, fail)).toThrow(/unexpected/);
  });

  test('the CLI runs it as "protection register" and answers a malformed line with the usage (exit 2), calling nothing', async () => {
    const errors: string[] = [];
    const fetch = jest.fn();
    const code = await runCli(['protection', 'register', 'add', 'NR-1'], { env, out: () => undefined, err: (line) => errors.push(line), fetch: fetch as unknown as typeof globalThis.fetch });
    expect(code).toBe(2);
    expect(errors[0]).toMatch(/--mobile, --email, or --name with --dob/);
    expect(errors.join('\n')).toContain('protection register add <reference>');
    expect(fetch).not.toHaveBeenCalled();
  });
});
