import { PermissionSchema } from '@site/shared/contract/site';
import {
  customerServiceEndpoints as calls,
  CsRemovedSchema,
  MyVipHostSchema,
  OpsCsEntriesSchema,
  OpsCsEntrySchema,
  OpsVipHostSchema,
  type CsEntryUpdate,
} from '@site/shared/contract/site';
import { systemEndpoints } from '@site/shared/contract/site';
import { decryptServicePath } from '@site/shared/contract/site/service-path';
import { siteDateTime, weekdayOf } from '@site/shared/contract';
import { z } from 'zod';
import { siteTimeZone } from '../system/site-day';
import { expectRefused, getAs, signedInMember, valueOf, type TestMember } from '../games/game-test-support';
import { CustomerServiceUsageError, parseHours, planCustomerServiceCommand } from '../../../ops/src/customer-service-commands';
import { opsCli } from '../testing/ops-cli';
import { createPlatformFixture, type PlatformFixture } from '../testing/platform-fixture';
import { CUSTOMER_SERVICE_SEED } from './customer-service-seed';
import { hoursState } from './hours';
import { decryptStoredServicePath, encryptServicePath } from './service-path';

let fx: PlatformFixture;

beforeAll(async () => {
  fx = await createPlatformFixture();
}, 120_000);

afterAll(async () => {
  await fx?.close();
});

const EntriesSchema = z.array(z.object({ csPosition: z.string(), csType: z.string(), path: z.string(), online: z.boolean(), opensAt: z.string().nullable() }));

const entriesOf = async (member?: TestMember, language = 'en') => valueOf(await getAs(fx, calls.entries.path, member, { language }), EntriesSchema);
const positionsOf = async (member?: TestMember, language = 'en') => (await entriesOf(member, language)).map((entry) => entry.csPosition);
const permissionEntries = async (member?: TestMember) =>
  valueOf(await getAs(fx, `${systemEndpoints.permission.path}?url=www.demobet.example`, member), PermissionSchema).info.customerService;

const atLevel = async (level: number | null) => {
  const member = await signedInMember(fx);
  if (level !== null) await fx.db.query(`UPDATE members SET club_label = jsonb_build_object('labelName', 'Club', 'rankLevel', $2::int) WHERE id = $1::bigint`, [member.memberId, level]);
  return member;
};

const entryPath = (name: string) => calls.opsSetEntry.path.replace(':name', name);
const hostPath = (account: string) => calls.opsSetVipHost.path.replace(':account', account);
const OPERATOR = { 'x-operator': 'cs.tester' };
const putEntry = (name: string, body: Partial<CsEntryUpdate> | Record<string, unknown>, headers: Record<string, string> | null = null) =>
  fx.call({ method: 'PUT', url: entryPath(name), payload: body as Record<string, unknown>, ...(headers ? { headers } : { operator: true, headers: OPERATOR }) });
const removeEntry = (name: string) => fx.call({ method: 'DELETE', url: entryPath(name), operator: true, headers: OPERATOR });
const ENTRY = { csType: '1', minLevel: null, languages: null, hours: null } as const;

describe('who sees which entry', () => {
  it('a visitor sees the entries for everyone: the live chat, never the VIP channel (and the permission answer agrees)', async () => {
    expect(await entriesOf()).toEqual([{ csPosition: 'LIVECHAT', csType: '1', path: '/helpmc', online: true, opensAt: null }]);
    expect(await permissionEntries()).toEqual(await entriesOf());
  });

  it("a level-4 member's entries carry no VIP channel; a level-5 member's carry it and no plain live chat", async () => {
    const four = await atLevel(4);
    expect(await positionsOf(four)).toEqual(['LIVECHAT']);
    expect((await permissionEntries(four)).map((entry) => entry.csPosition)).toEqual(['LIVECHAT']);

    const five = await atLevel(5);
    const entries = await entriesOf(five);
    expect(entries.map((entry) => entry.csPosition)).toEqual(['VIP']);
    expect(entries[0]!.csType).toBe('3');
    // The permission answer comes from the same rule, for the same caller.
    expect(await permissionEntries(five)).toEqual(entries);

    // A member without a club label, or with a label that is not a number, is no VIP.
    const plain = await atLevel(null);
    expect(await positionsOf(plain)).toEqual(['LIVECHAT']);
    const odd = await signedInMember(fx);
    await fx.db.query(`UPDATE members SET club_label = '{"labelName":"Gold","rankLevel":"9"}'::jsonb WHERE id = $1::bigint`, [odd.memberId]);
    expect(await positionsOf(odd)).toEqual(['LIVECHAT']);
  });

  it('keeps live chat for a VIP member when no VIP channel is offered in their language', async () => {
    expect(valueOf(await putEntry('vip', { ...ENTRY, position: 'VIP', csType: '3', path: '/helpmc?channel=vip', minLevel: 5, languages: ['vi'] }), OpsCsEntrySchema).languages).toEqual(['vi']);
    try {
      const five = await atLevel(5);
      expect(await positionsOf(five, 'en')).toEqual(['LIVECHAT']);
      expect(await positionsOf(five, 'vi')).toEqual(['VIP']);
    } finally {
      const seed = CUSTOMER_SERVICE_SEED.find((entry) => entry.name === 'vip')!;
      valueOf(await putEntry('vip', { ...seed, name: undefined }), OpsCsEntrySchema);
    }
  });

  it('filters by minimum level and by language, for members and visitors alike', async () => {
    valueOf(await putEntry('wa-vi', { ...ENTRY, position: 'WHATSAPP', path: 'https://wa.me/84912000111', languages: ['vi'] }), OpsCsEntrySchema);
    valueOf(await putEntry('tg-gold', { ...ENTRY, position: 'TELEGRAM', path: 'https://t.me/demo_gold_desk', minLevel: 3 }), OpsCsEntrySchema);
    try {
      expect(await positionsOf(undefined, 'vi')).toEqual(['LIVECHAT', 'WHATSAPP']);
      expect(await positionsOf(undefined, 'en')).toEqual(['LIVECHAT']);
      const two = await atLevel(2);
      expect(await positionsOf(two, 'en')).toEqual(['LIVECHAT']);
      const three = await atLevel(3);
      expect(await positionsOf(three, 'vi')).toEqual(['LIVECHAT', 'WHATSAPP', 'TELEGRAM']);
    } finally {
      await removeEntry('wa-vi');
      await removeEntry('tg-gold');
    }
  });

  it('answers an entry outside its hours marked offline with its next opening, not hidden', async () => {
    // A window of one minute a week, starting at the whole minute an hour from now.
    const opening = new Date(Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000);
    const wall = siteDateTime(opening, siteTimeZone());
    const to = siteDateTime(new Date(opening.getTime() + 60_000), siteTimeZone()).slice(11);
    const hours = { days: [weekdayOf(wall.slice(0, 10)) + 1], from: wall.slice(11), to };
    valueOf(await putEntry('tg-night', { ...ENTRY, position: 'TELEGRAM2', path: 'https://t.me/demo_night_desk', hours }), OpsCsEntrySchema);
    try {
      const entry = (await entriesOf()).find((item) => item.csPosition === 'TELEGRAM2');
      expect(entry).toMatchObject({ online: false, path: 'https://t.me/demo_night_desk' });
      expect(entry!.opensAt).toBe(opening.toISOString());
    } finally {
      await removeEntry('tg-night');
    }
  });

  it('refuses a token that is not a session on the entries call, but still answers the permission for a visitor', async () => {
    expectRefused(await getAs(fx, calls.entries.path, { memberId: 0, account: 'nobody', token: 'not-a-session-token' }), 401, 'SESSION_INVALID');
    expect(await permissionEntries({ memberId: 0, account: 'nobody', token: 'not-a-session-token' })).toEqual(await entriesOf());
  });
});

describe('weekly hours in the site time zone', () => {
  const TZ = 'Asia/Ho_Chi_Minh';
  // Wednesday 2026-11-25 in Ho Chi Minh City (UTC+7).
  const at = (local: string) => new Date(`${local}:00+07:00`);
  const weekdays = { days: [1, 2, 3, 4, 5], from: '09:00', to: '21:00' };

  it('is online inside the window and names the next opening outside it', () => {
    expect(hoursState(weekdays, at('2026-11-25T12:00'), TZ)).toEqual({ online: true, opensAt: null });
    expect(hoursState(weekdays, at('2026-11-25T21:00'), TZ)).toEqual({ online: false, opensAt: at('2026-11-26T09:00').toISOString() });
    // Friday night: the next opening is Monday morning.
    expect(hoursState(weekdays, at('2026-11-27T22:30'), TZ)).toEqual({ online: false, opensAt: at('2026-11-30T09:00').toISOString() });
    expect(hoursState(null, at('2026-11-27T22:30'), TZ)).toEqual({ online: true, opensAt: null });
  });

  it('runs a window past midnight into the next day', () => {
    const nights = { days: [5], from: '22:00', to: '02:00' };
    expect(hoursState(nights, at('2026-11-28T01:30'), TZ)).toEqual({ online: true, opensAt: null });
    expect(hoursState(nights, at('2026-11-28T02:00'), TZ)).toEqual({ online: false, opensAt: at('2026-12-04T22:00').toISOString() });
  });
});

describe('type-3 service-record paths', () => {
  it("are stored and sent encrypted, and the page's own decryption (last 8 characters as the key) gives the address back", async () => {
    const clear = 'https://records.demobet.test/service/4821?lang=vi';
    const set = valueOf(await putEntry('tg-records', { ...ENTRY, position: 'TELEGRAM2', csType: '3', path: clear }), OpsCsEntrySchema);
    try {
      expect(set.path).toBe(clear);
      expect(set.sentPath).not.toContain('records.demobet');
      const [row] = await fx.db.query<{ path: string }>(`SELECT path FROM customer_service_entries WHERE name = 'tg-records'`);
      expect(row!.path).toBe(set.sentPath);
      expect(row!.path).not.toContain('records.demobet');

      const sent = (await entriesOf()).find((entry) => entry.csPosition === 'TELEGRAM2')!;
      expect(sent).toMatchObject({ csType: '3', path: set.sentPath });
      await expect(decryptServicePath(sent.path)).resolves.toBe(clear);
      // Another key, a damaged text, or a cut one: no address, so the page closes its window.
      const key = sent.path.slice(-8);
      await expect(decryptServicePath(sent.path.slice(0, -8) + (key[0] === 'A' ? 'B' : 'A') + key.slice(1))).resolves.toBeNull();
      await expect(decryptServicePath(`x${sent.path.slice(1)}`)).resolves.toBeNull();
      await expect(decryptServicePath(key)).resolves.toBeNull();
      // The operator's list shows it in clear.
      const listed = valueOf(await fx.call({ method: 'GET', url: calls.opsEntries.path, operator: true }), OpsCsEntriesSchema).list.find((entry) => entry.name === 'tg-records');
      expect(listed).toMatchObject({ path: clear, sentPath: set.sentPath, updatedBy: 'cs.tester' });
    } finally {
      await removeEntry('tg-records');
    }
  });

  it('the seeded VIP channel decrypts to a page of the site that answers', async () => {
    const [five] = [await atLevel(5)];
    const vip = (await entriesOf(five))[0]!;
    await expect(decryptServicePath(vip.path)).resolves.toBe('/helpmc?channel=vip');
  });

  it('encrypts each time under a fresh key, and decrypts only what may open', async () => {
    const one = encryptServicePath('/helpmc');
    const two = encryptServicePath('/helpmc');
    expect(one).not.toBe(two);
    expect(decryptStoredServicePath(one)).toBe('/helpmc');
    await expect(decryptServicePath(two)).resolves.toBe('/helpmc');
    await expect(decryptServicePath(encryptServicePath('javascript:alert(1)'))).resolves.toBeNull();
    expect(decryptStoredServicePath(encryptServicePath('javascript:alert(1)'))).toBeNull();
  });
});

describe("the operator's entries", () => {
  it('refuses a member token and no token on every /ops call, and writes nothing', async () => {
    const member = await atLevel(5);
    const before = await fx.db.query('SELECT * FROM customer_service_entries ORDER BY name');
    const asMember = { authorization: member.token, ...OPERATOR };
    const attempts = [
      fx.call({ method: 'GET', url: calls.opsEntries.path, headers: asMember }),
      putEntry('livechat', { ...ENTRY, position: 'LIVECHAT', path: 'https://evil.test/phish' }, asMember),
      fx.call({ method: 'DELETE', url: entryPath('livechat'), headers: asMember }),
      fx.call({ method: 'GET', url: calls.opsVipHosts.path, headers: asMember }),
      fx.call({ method: 'PUT', url: hostPath(member.account), payload: { name: 'Me', contact: '@me', hours: null }, headers: asMember }),
      fx.call({ method: 'DELETE', url: hostPath(member.account), headers: asMember }),
      fx.call({ method: 'DELETE', url: entryPath('livechat'), headers: OPERATOR }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(401);
    expect(await fx.db.query('SELECT * FROM customer_service_entries ORDER BY name')).toEqual(before);
    expect(await fx.db.query('SELECT * FROM vip_hosts WHERE member_id = $1::bigint', [member.memberId])).toEqual([]);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = await fx.db.query('SELECT * FROM customer_service_entries ORDER BY name');
    expectRefused(await putEntry('vip', { ...ENTRY, position: 'VIP', path: '/helpmc', minLevel: 4 }), 400, 'VALIDATION', 'minLevel');
    expectRefused(await putEntry('vip', { ...ENTRY, position: 'VIP', path: '/helpmc', minLevel: null }), 400, 'VALIDATION', 'minLevel');
    expectRefused(await putEntry('x', { ...ENTRY, position: 'LIVECHAT', path: 'javascript:alert(1)' }), 400, 'VALIDATION', 'path');
    expectRefused(await putEntry('x', { ...ENTRY, position: 'LIVECHAT', path: '//evil.test/x' }), 400, 'VALIDATION', 'path');
    expectRefused(await putEntry('x', { ...ENTRY, position: 'FOOTER', path: '/helpmc' }), 400, 'VALIDATION', 'position');
    expectRefused(await putEntry('x', { ...ENTRY, position: 'LIVECHAT', csType: '2', path: '/helpmc' }), 400, 'VALIDATION', 'csType');
    expectRefused(await putEntry('x', { ...ENTRY, position: 'LIVECHAT', path: '/helpmc', hours: { days: [8], from: '09:00', to: '10:00' } }), 400, 'VALIDATION', 'hours.days.0');
    expectRefused(await putEntry('x', { ...ENTRY, position: 'LIVECHAT', path: '/helpmc', hours: { days: [1], from: '9:00', to: '10:00' } }), 400, 'VALIDATION', 'hours.from');
    expectRefused(await putEntry('Bad Name', { ...ENTRY, position: 'LIVECHAT', path: '/helpmc' }), 400, 'VALIDATION', 'name');
    expect(await fx.db.query('SELECT * FROM customer_service_entries ORDER BY name')).toEqual(before);
  });

  it('removes an entry once', async () => {
    valueOf(await putEntry('tg-temp', { ...ENTRY, position: 'TELEGRAM', path: 'https://t.me/demo_temp_desk' }), OpsCsEntrySchema);
    expect(valueOf(await removeEntry('tg-temp'), CsRemovedSchema)).toEqual({ removed: true });
    expect(valueOf(await removeEntry('tg-temp'), CsRemovedSchema)).toEqual({ removed: false });
  });
});

describe('the VIP host', () => {
  const setHost = (account: string, body: Record<string, unknown>) => fx.call({ method: 'PUT', url: hostPath(account), payload: body, operator: true, headers: OPERATOR });
  const mine = async (member: TestMember) => valueOf(await getAs(fx, calls.myVipHost.path, member), MyVipHostSchema);
  const myHost = async (member: TestMember) => (await mine(member)).host;

  it("answers each member their own host only: another member's token never sees it", async () => {
    const vip = await atLevel(6);
    const otherVip = await atLevel(5);
    const host = { name: 'Linh Tran', contact: '@linh_vip_desk', hours: { days: [1, 2, 3, 4, 5, 6, 7], from: '00:00', to: '00:00' } };
    expect(valueOf(await setHost(vip.account, host), OpsVipHostSchema)).toMatchObject({ ...host, account: vip.account, rankLevel: 6, online: true, updatedBy: 'cs.tester' });

    expect(await myHost(vip)).toEqual({ ...host, online: true, opensAt: null });
    expect(await mine(otherVip)).toEqual({ vip: true, host: null });
    expect(await mine(await atLevel(4))).toEqual({ vip: false, host: null });
    expectRefused(await getAs(fx, calls.myVipHost.path), 401, 'SESSION_INVALID');
    // The call takes no id: one in the query or a header changes nothing.
    expect(await (async () => valueOf(await getAs(fx, `${calls.myVipHost.path}?account=${vip.account}&memberId=${vip.memberId}`, otherVip), MyVipHostSchema).host)()).toBeNull();

    // A member who falls below the VIP level is shown no host until they return.
    await fx.db.query(`UPDATE members SET club_label = '{"labelName":"Club","rankLevel":4}'::jsonb WHERE id = $1::bigint`, [vip.memberId]);
    expect(await myHost(vip)).toBeNull();
    await fx.db.query(`UPDATE members SET club_label = '{"labelName":"Club","rankLevel":5}'::jsonb WHERE id = $1::bigint`, [vip.memberId]);
    expect(await myHost(vip)).toMatchObject({ name: 'Linh Tran' });

    const listed = valueOf(await fx.call({ method: 'GET', url: calls.opsVipHosts.path, operator: true }), z.object({ list: z.array(OpsVipHostSchema) })).list;
    expect(listed.filter((item) => item.account === vip.account || item.account === otherVip.account).map((item) => item.account)).toEqual([vip.account]);
    expect(valueOf(await fx.call({ method: 'DELETE', url: hostPath(vip.account), operator: true, headers: OPERATOR }), CsRemovedSchema)).toEqual({ removed: true });
    expect(await myHost(vip)).toBeNull();
  });

  it('is given only to VIP members, with input checked', async () => {
    const four = await atLevel(4);
    expectRefused(await setHost(four.account, { name: 'Linh', contact: '@linh', hours: null }), 409, 'NOT_VIP', 'account');
    expectRefused(await setHost('nobody-here', { name: 'Linh', contact: '@linh', hours: null }), 404, 'NOT_FOUND', 'account');
    const six = await atLevel(6);
    expectRefused(await setHost(six.account, { name: '<b>Linh</b>', contact: '@linh', hours: null }), 400, 'VALIDATION', 'name');
    expectRefused(await setHost(six.account, { name: 'Linh', contact: 'x'.repeat(81), hours: null }), 400, 'VALIDATION', 'contact');
    expect(await fx.db.query('SELECT 1 FROM vip_hosts WHERE member_id IN ($1::bigint, $2::bigint)', [four.memberId, six.memberId])).toEqual([]);
  });
});

describe('npm run ops -- cs', () => {
  const ops = async (...argv: string[]) => {
    const cli = opsCli(fx.app, { operator: 'cli.tester' });
    const code = await cli.run(...argv);
    if (code !== 0) throw new Error(cli.errors.join('\n'));
    return { code, out: cli.lines };
  };

  it('sets, lists and removes an entry, and assigns a host', async () => {
    expect((await ops('cs', 'set', 'wa-desk', 'whatsapp', 'https://wa.me/84912000222', '--hours', '1-5', '09:00-21:00', '--languages', 'vi,en')).code).toBe(0);
    const listed = await ops('cs', 'list');
    expect(listed.out.find((line) => line.startsWith('wa-desk'))).toMatch(/WHATSAPP\s+1\s+https:\/\/wa\.me\/84912000222\s+all\s+vi,en\s+1,2,3,4,5 09:00-21:00\s+cli\.tester/);
    expect((await ops('cs', 'remove', 'wa-desk')).out).toEqual(['removed']);
    const vip = await atLevel(5);
    expect((await ops('cs', 'host-set', vip.account, '--name', 'Minh', '--contact', '@minh_vip')).out).toEqual([`${vip.account}: host Minh (@minh_vip), always`]);
    expect((await ops('cs', 'hosts')).out.some((line) => line.startsWith(vip.account) && line.includes('@minh_vip'))).toBe(true);
    expect((await ops('cs', 'host-remove', vip.account)).out).toEqual(['removed']);
  });

  it('refuses a malformed window before sending anything', () => {
    expect(() => planCustomerServiceCommand(['set', 'x', 'LIVECHAT', '/helpmc', '--hours', 'weekdays', '9-5'], {})).toThrow(CustomerServiceUsageError);
    expect(parseHours('1,3,6', '22:00-02:00')).toEqual({ days: [1, 3, 6], from: '22:00', to: '02:00' });
  });
});
