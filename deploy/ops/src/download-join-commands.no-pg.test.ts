import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { planAgentApplicationsCommand, planAppReleasesCommand } from './download-join-commands';

const env = { OPS_OPERATOR: 'ops.tester' };

let dir: string;
let file: string;
const bytes = Buffer.from('not really an apk, but bytes all the same\n'.repeat(100));
const sha256 = createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'app-release-'));
  file = path.join(dir, 'site-2.0.0.apk');
  await fs.writeFile(file, bytes);
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const upload = (...extra: string[]) => ['upload', 'android', '2.0.0', '--url', 'https://cdn.example.test/site-2.0.0.apk', ...extra];

describe('app-releases upload', () => {
  it('reads the size from the file and sends its checksum when the typed one matches', async () => {
    const call = await planAppReleasesCommand([...upload('--file', file, '--sha256', sha256.toUpperCase(), '--notes', 'New lobby', '--notes-vi', 'Sảnh mới'), '--reference', 'r1'], env);
    expect(call).toMatchObject({
      method: 'POST',
      path: '/ops/app/releases',
      operator: 'ops.tester',
      body: { reference: 'r1', platform: 'ANDROID', version: '2.0.0', sizeBytes: bytes.length, sha256, notes: { en: 'New lobby', vi: 'Sảnh mới' } },
    });
  });

  it('refuses a checksum that is not the file’s, or not a checksum at all, before anything is sent', async () => {
    const wrong = 'f'.repeat(64);
    await expect(planAppReleasesCommand(upload('--file', file, '--sha256', wrong), env)).rejects.toThrow(`its SHA-256 is ${sha256}; nothing was sent`);
    await expect(planAppReleasesCommand(upload('--file', file, '--sha256', 'abc123'), env)).rejects.toThrow('--sha256 must be 64 hexadecimal digits');
    await expect(planAppReleasesCommand(upload('--file', path.join(dir, 'missing.apk'), '--sha256', sha256), env)).rejects.toThrow('is not a file');
    await expect(planAppReleasesCommand(upload('--sha256', sha256), env)).rejects.toThrow('--size must be the package size');
  });

  it('names rollback and list calls', async () => {
    expect(await planAppReleasesCommand(['rollback', 'ios', '--reference', 'rb1'], env)).toMatchObject({ path: '/ops/app/releases/rollback', body: { reference: 'rb1', platform: 'IOS' } });
    expect(await planAppReleasesCommand(['list'], env)).toMatchObject({ method: 'GET', path: '/ops/app/releases' });
    await expect(planAppReleasesCommand(['rollback', 'windows'], env)).rejects.toThrow('android or ios');
  });
});

describe('agent-applications', () => {
  it('plans list, approve and reject', () => {
    expect(planAgentApplicationsCommand(['list', '--status', 'pending'], env)).toMatchObject({ method: 'GET', path: '/ops/join/applications?status=PENDING' });
    expect(planAgentApplicationsCommand(['approve', '12', 'newagent', '--upline', 'demoagent', '--reference', 'a1'], env)).toMatchObject({
      path: '/ops/join/applications/12/approve',
      body: { reference: 'a1', account: 'newagent', upline: 'demoagent' },
    });
    expect(planAgentApplicationsCommand(['reject', '12', 'area', 'covered'], env)).toMatchObject({ path: '/ops/join/applications/12/reject', body: { reason: 'area covered' } });
    expect(() => planAgentApplicationsCommand(['approve', '12', 'newagent'], env)).toThrow('--upline');
    expect(() => planAgentApplicationsCommand(['approve', 'x', 'newagent', '--upline', 'a'], env)).toThrow('number');
  });
});
