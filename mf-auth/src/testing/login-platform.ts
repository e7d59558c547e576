import type { AnnouncementsValue, GameMenu, LoginValue, MemberInfoValue, VendorCard, VendorLane } from '@site/shared';
import { createTestKeys, installWebCrypto, type TestKeys } from './encrypted';
import { fakePlatform, ok, type Handler } from '@site/shared/testing';
import { CAPTCHA_PNG, COUNTRIES } from './render';

export function loginValue(patch: Partial<LoginValue> = {}): LoginValue {
  return {
    token: 'token-abc',
    firstTimeLogin: false,
    passwordExpired: false,
    passwordChange: null,
    expiresAt: '2030-01-01T00:00:00.000Z',
    account: 'player01',
    customerId: '42',
    type: 0,
    memberLabel: 'Bronze',
    ...patch,
  };
}

export function memberInfo(patch: Partial<MemberInfoValue> = {}): MemberInfoValue {
  return {
    id: '42',
    account: 'player01',
    username: 'player01',
    nickname: 'Player',
    type: 0,
    toUpline: null,
    clubLabel: null,
    memberLabel: [],
    mobileNum: null,
    email: null,
    currencySymbol: 'P',
    registeredAt: '2026-01-01T00:00:00.000Z',
    ...patch,
  };
}

function card(vassalage: string, gameType: VendorCard['gameType'], isHot: 0 | 1 = 0): VendorCard {
  return { accountTypeId: 1, vassalage, gameType, displayName: `${vassalage} name`, isHot, logoUrl: `/media/vendors/${vassalage}.svg` };
}

export const GAME_MENUS: GameMenu[] = [
  { gameType: 'LIVE', name: 'Live', page: '/live' },
  { gameType: 'RNG', name: 'Slots', page: '/rng' },
  { gameType: 'FISH', name: 'Fishing', page: '/fish' },
];

export const VENDOR_LANES: VendorLane[] = [
  { id: 1, title: 'LIVE', cards: [card('EVO', 'LIVE', 1), card('SEXY', 'LIVE')], gameClassify: [] },
  { id: 2, title: 'RNG', cards: ['PG', 'JILI', 'PP', 'CQ9', 'JDB', 'FC', 'KA', 'RT'].map((code, i) => card(code, 'RNG', i === 0 ? 1 : 0)), gameClassify: [] },
];

export const ANNOUNCEMENTS: AnnouncementsValue = {
  notices: [],
  banners: [],
  popup: [{ id: 7, title: 'Weekend bonus', content: '<p>Deposit <b>bonus</b> all weekend</p><script>window.hacked = true</script>', type: 'PU', createdAt: '2026-01-01T00:00:00Z' }],
  promotion: [],
};

export interface LoginPlatform {
  keys: TestKeys;
  platform: ReturnType<typeof fakePlatform>;
  /** The decrypted payloads of every POST /wps/session/login, in order. */
  loginPayloads: () => unknown[];
}

/**
 * A fake platform with everything the login flows call: the RSA key, login (answered by
 * `login`), code, free play, member info, captcha, countries, menus, vendors and announcements.
 */
export function loginPlatform(login: Handler<LoginValue>, extra: Record<string, Handler> = {}, keys: TestKeys = sharedKeys()): LoginPlatform {
  installWebCrypto();
  const platform = fakePlatform({
    'GET /wps/session/key/rsa': () => ok(keys.value),
    'POST /wps/session/login': login,
    'POST /wps/session/login/code': () => ok({ expiredMinutes: 5 }),
    'POST /wps/session/login/freeplay': () => ok(loginValue({ account: 'trial_0a1b2c3d4e', type: 4, firstTimeLogin: true, token: 'trial-token' })),
    'GET /wps/member/info': () => ok(memberInfo()),
    'GET /wps/captcha': () => ok(CAPTCHA_PNG),
    'GET /wps/system/countries': () => ok(COUNTRIES),
    'GET /lgw/games/game_menus': () => ok(GAME_MENUS),
    'GET /wps/relay/GCSGAME_newGameVendor': () => ok(VENDOR_LANES),
    'GET /wps/relay/MCSFE_getListAnnouncements': () => ok(ANNOUNCEMENTS),
    // Engineer D's forms (register, forgot, change password) read the field rules.
    'GET /wps/system/setting/register': () => ok({ fields: [] }),
    ...extra,
  });
  return { keys, platform, loginPayloads: () => platform.callsTo('POST /wps/session/login').map((call) => keys.decrypt(call)) };
}

let keys: TestKeys | null = null;

/** One key pair per test file: the client caches the platform key for the page, as a browser does. */
function sharedKeys(): TestKeys {
  keys ??= createTestKeys();
  return keys;
}
