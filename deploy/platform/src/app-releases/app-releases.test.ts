import { Resvg } from '@resvg/resvg-js';
import jsQR from 'jsqr';
import {
  APP_MANIFEST_PATH,
  AppQrSchema,
  AppReleaseChangedSchema,
  AppReleasesSchema,
  appIconPath,
  appReleaseEndpoints as calls,
  OpsAppReleasesSchema,
  type AppReleaseUpload,
} from '@site/shared/contract/site/app-releases';
import { expectRefused, getAs, signedInMember, valueOf, type TestMember } from '../games/game-test-support';
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';

let fx: PlatformFixture;

beforeAll(async () => {
  fx = await createPlatformFixture();
}, 120_000);

afterAll(async () => {
  await fx?.close();
});

/** Injected requests have no listening address: links are built on loopback (accounts/context.ts). */
const ORIGIN = 'http://127.0.0.1';

let serial = 0;
const reference = () => `app-${process.pid}-${(serial += 1)}`;

/** Reads the code the way a phone does: the SVG drawn to pixels, then decoded by jsQR. */
function decodeQr(svg: string): string {
  const image = new Resvg(svg, { fitTo: { mode: 'width', value: 400 } }).render();
  const decoded = jsQR(new Uint8ClampedArray(image.pixels), image.width, image.height);
  if (!decoded) throw new Error('the QR code does not decode');
  return decoded.data;
}

const operatorCall = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  fx.call({ method, url, operator: true, headers: { 'x-operator': 'release.tester' }, ...(payload ? { payload } : {}) });

const upload = (release: Omit<AppReleaseUpload, 'reference'>, ref = reference()) => operatorCall('POST', calls.opsAppReleaseUpload.path, { ...release, reference: ref });
const rollback = (platform: 'ANDROID' | 'IOS', ref = reference()) => operatorCall('POST', calls.opsAppReleaseRollback.path, { reference: ref, platform });
const activeVersion = async (platform: 'ANDROID' | 'IOS') =>
  valueOf(await getAs(fx, calls.appReleases.path), AppReleasesSchema).releases.find((release) => release.platform === platform)?.version;
const releaseCount = async () => (await fx.db.query<{ count: number }>('SELECT count(*)::int AS count FROM app_releases'))[0]!.count;

const ANDROID_RELEASE = {
  platform: 'ANDROID' as const,
  version: '2.0.0',
  sizeBytes: 25_000_000,
  sha256: 'AB'.repeat(32),
  downloadUrl: 'https://cdn.example.test/app-2.0.0.apk',
  notes: { en: 'New lobby', vi: 'Sảnh mới' },
};

describe('the download page data', () => {
  it('lists the active release of each platform with its checksum, notes in the asked language (English when not written)', async () => {
    const { releases } = valueOf(await getAs(fx, calls.appReleases.path, undefined, { language: 'vi' }), AppReleasesSchema);
    expect(releases.map((release) => [release.platform, release.version])).toEqual([
      ['ANDROID', '1.3.0'],
      ['IOS', '1.3.0'],
    ]);
    expect(releases[0]).toMatchObject({ sizeBytes: 24_117_248, notes: expect.stringContaining('Sảnh nhanh hơn') });
    expect(releases[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("a visitor's QR code decodes to the download page's address and carries no referral code", async () => {
    const qr = valueOf(await getAs(fx, calls.appQr.path), AppQrSchema);
    expect(decodeQr(qr.svg)).toBe(`${ORIGIN}/down`);
    expect(qr.url).toBe(`${ORIGIN}/down`);
    expect(qr.svg).not.toMatch(/<script|href=/i);
  });

  it("a member's QR code decodes to the address with the member's own referral code from the platform's record, never one from the query", async () => {
    const member = await signedInMember(fx);
    const first = valueOf(await getAs(fx, `${calls.memberAppQr.path}?referralCode=EVILCODE`, member), AppQrSchema);
    const [row] = await fx.db.query<{ code: string }>('SELECT code FROM member_referral_codes WHERE member_id = $1::bigint', [member.memberId]);
    expect(row?.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(decodeQr(first.svg)).toBe(`${ORIGIN}/down?referralCode=${row!.code}`);
    // The same code every time, and another member's is their own.
    const again = valueOf(await getAs(fx, calls.memberAppQr.path, member), AppQrSchema);
    expect(decodeQr(again.svg)).toBe(`${ORIGIN}/down?referralCode=${row!.code}`);
    const other = valueOf(await getAs(fx, calls.memberAppQr.path, await signedInMember(fx)), AppQrSchema);
    expect(decodeQr(other.svg)).not.toContain(row!.code);
  });

  it('gives a member the same code when the first two asks arrive at once', async () => {
    const member = await signedInMember(fx);
    const answers = await Promise.all([0, 1, 2].map(() => getAs(fx, calls.memberAppQr.path, member)));
    const urls = new Set(answers.map((answer) => valueOf(answer, AppQrSchema).url));
    expect(urls.size).toBe(1);
  });

  it("a free-play account's code has no referral code; without a session the member's call is refused", async () => {
    const trial = await signedInMember(fx, { trial: true });
    expect(decodeQr(valueOf(await getAs(fx, calls.memberAppQr.path, trial), AppQrSchema).svg)).toBe(`${ORIGIN}/down`);
    expectRefused(await getAs(fx, calls.memberAppQr.path), 401, 'SESSION_INVALID');
  });

  it('serves an installable manifest with real PNG icons of the declared sizes', async () => {
    const manifestResponse = await fx.call({ method: 'GET', url: APP_MANIFEST_PATH });
    expect(manifestResponse.headers['content-type']).toContain('application/manifest+json');
    const manifest = manifestResponse.json() as { name: string; display: string; start_url: string; icons: { src: string; sizes: string; type: string }[] };
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
    expect(manifest.name.length).toBeGreaterThan(0);
    for (const size of [192, 512] as const) {
      expect(manifest.icons).toContainEqual(expect.objectContaining({ src: appIconPath(size), sizes: `${size}x${size}`, type: 'image/png' }));
      const icon = await fx.call({ method: 'GET', url: appIconPath(size) });
      expect(icon.headers['content-type']).toBe('image/png');
      const png = icon.rawPayload;
      // The PNG signature, then the IHDR chunk's width and height.
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
  });
});

describe("the operator's releases", () => {
  it('refuses a member token on every /ops release call', async () => {
    const member: TestMember = await signedInMember(fx);
    for (const [method, url] of [
      ['GET', calls.opsAppReleases.path],
      ['POST', calls.opsAppReleaseUpload.path],
      ['POST', calls.opsAppReleaseRollback.path],
    ] as const) {
      const response = await fx.call({ method, url, headers: { authorization: member.token }, payload: method === 'POST' ? { reference: reference(), platform: 'ANDROID' } : undefined });
      expect(response.statusCode).toBe(401);
    }
    expect(await activeVersion('ANDROID')).toBe('1.3.0');
  });

  it('refuses an invalid checksum, naming the field, and writes nothing', async () => {
    const before = await releaseCount();
    for (const sha256 of ['abc', 'g'.repeat(64), 'a'.repeat(63), 'a'.repeat(65)]) {
      expectRefused(await upload({ ...ANDROID_RELEASE, sha256 }), 400, 'VALIDATION', 'sha256');
    }
    expectRefused(await upload({ ...ANDROID_RELEASE, downloadUrl: 'javascript:alert(1)' }), 400, 'VALIDATION', 'downloadUrl');
    expect(await releaseCount()).toBe(before);
    expect(await activeVersion('ANDROID')).toBe('1.3.0');
  });

  it('publishes a release (audited), a repeat changes nothing, and rollback returns the previous release', async () => {
    const ref = reference();
    const published = valueOf(await upload(ANDROID_RELEASE, ref), AppReleaseChangedSchema);
    expect(published).toMatchObject({ replayed: false, active: { version: '2.0.0', sha256: 'ab'.repeat(32), status: 'ACTIVE' }, previous: { version: '1.3.0', status: 'SUPERSEDED' } });
    expect(await activeVersion('ANDROID')).toBe('2.0.0');
    expect(valueOf(await upload(ANDROID_RELEASE, ref), AppReleaseChangedSchema)).toMatchObject({ replayed: true, active: { version: '2.0.0' } });
    expectRefused(await upload({ ...ANDROID_RELEASE, version: '2.0.1' }, ref), 409, 'IDEMPOTENCY_CONFLICT', 'reference');
    expectRefused(await upload(ANDROID_RELEASE), 409, 'APP_VERSION_EXISTS', 'version');
    const audit = await fx.db.query<{ operator: string }>(`SELECT operator FROM operator_actions WHERE action = 'APP_RELEASE_UPLOAD' AND reference = $1`, [ref]);
    expect(audit).toEqual([{ operator: 'release.tester' }]);

    const rolled = valueOf(await rollback('ANDROID'), AppReleaseChangedSchema);
    expect(rolled).toMatchObject({ active: { version: '1.3.0', status: 'ACTIVE' }, previous: { version: '2.0.0', status: 'ROLLED_BACK' } });
    expect(await activeVersion('ANDROID')).toBe('1.3.0');
    // Once more goes back to the release before that; the rolled-back one is never offered again.
    expect(valueOf(await rollback('ANDROID'), AppReleaseChangedSchema).active?.version).toBe('1.2.4');
    expectRefused(await rollback('ANDROID'), 409, 'APP_NO_PREVIOUS_RELEASE', 'platform');
    expect(await activeVersion('ANDROID')).toBe('1.2.4');
    const { releases } = valueOf(await operatorCall('GET', calls.opsAppReleases.path), OpsAppReleasesSchema);
    expect(releases.filter((release) => release.platform === 'ANDROID').map((release) => [release.version, release.status])).toEqual([
      ['2.0.0', 'ROLLED_BACK'],
      ['1.3.0', 'ROLLED_BACK'],
      ['1.2.4', 'ACTIVE'],
    ]);
  });

  it('keeps one active release when two uploads of a platform arrive at once', async () => {
    const answers = await Promise.all(['3.0.0', '3.0.1'].map((version) => upload({ ...ANDROID_RELEASE, platform: 'IOS', version })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const active = await fx.db.query(`SELECT version FROM app_releases WHERE platform = 'IOS' AND status = 'ACTIVE'`);
    expect(active).toHaveLength(1);
  });
});
