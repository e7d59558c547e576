import type {
  AnnouncementsValue,
  Banner,
  GameMenu,
  GameType,
  Notice,
  PermissionValue,
  SystemStatusValue,
  VendorCard,
  VendorLane,
  WalletBalanceValue,
  WhiteLabelModule,
} from '@site/shared';
import { JACKPOT_PATH } from '@site/shared';
import { customerServiceEndpoints } from '@site/shared/contract/site';
import { ok, type Handler } from '@site/shared/testing';

export const URLS = {
  status: '/wps/system/status',
  permission: '/wps/system/permission',
  announcements: '/wps/relay/MCSFE_getListAnnouncements',
  menus: '/lgw/games/game_menus',
  vendors: '/wps/relay/GCSGAME_newGameVendor',
  logout: '/wps/session/logout',
  balance: '/wps/v2/wallets/balance',
  unread: '/wps/relay/CSP_unreadCount',
  customerService: customerServiceEndpoints.entries.path,
} as const;

export function card(vassalage: string, gameType: GameType, extra: Partial<VendorCard> = {}): VendorCard {
  return { accountTypeId: 1, vassalage, gameType, displayName: `${vassalage} name`, isHot: 0, logoUrl: `/media/vendors/${vassalage}.svg`, ...extra };
}

export const MENUS: GameMenu[] = [
  { gameType: 'LIVE', name: 'Live', page: '/live' },
  { gameType: 'SPORTS', name: 'Sports', page: '/sports' },
  { gameType: 'ESPORTS', name: 'E-sports', page: '/esports' },
  { gameType: 'COCKFIGHT', name: 'Cockfight', page: '/cockfight' },
  { gameType: 'RNG', name: 'Slots', page: '/rng' },
  { gameType: 'PVP', name: 'Cards', page: '/pvp' },
  { gameType: 'FISH', name: 'Fishing', page: '/fish' },
  { gameType: 'ELOTT', name: 'E-lottery', page: '/elott' },
];

/** Raw lanes: cockfight DS88/SV3 still inside sports (the client splits them out); no PVP vendors, no e-sports. */
export function rawLanes(): VendorLane[] {
  return [
    { id: 1, title: 'LIVE', gameClassify: [], cards: [card('EVO', 'LIVE', { isHot: 1, displayName: 'Evolution' }), card('AG', 'LIVE')] },
    { id: 2, title: 'SPORTS', gameClassify: [], cards: [card('SABA', 'SPORTS'), card('DS88', 'SPORTS'), card('SV3', 'SPORTS')] },
    {
      id: 3,
      title: 'RNG',
      gameClassify: [],
      cards: Array.from({ length: 13 }, (_, i) => card(i === 0 ? 'PG' : `RNG${i}`, 'RNG', i === 0 ? { isHot: 1, displayName: 'PG Soft' } : {})),
    },
    { id: 4, title: 'PVP', gameClassify: [], cards: [] },
    { id: 6, title: 'FISH', gameClassify: [], cards: [card('JDB', 'FISH'), card('FC', 'FISH'), card('CQ9', 'FISH'), card('KA', 'FISH'), card('JILI', 'FISH'), card('BG', 'FISH')] },
    { id: 7, title: 'ELOTT', gameClassify: [], cards: [card('TCG_LOTTO_VN', 'ELOTT')] },
  ];
}

export function banner(bannerId: number, groupName: Banner['groupName'], extra: Partial<Banner> = {}): Banner {
  return { bannerId, groupName, url: `/media/banners/${bannerId}.svg`, sort: bannerId, linkageType: null, linkage: null, ...extra };
}

export function notice(id: number, title: string, content: string): Notice {
  return { id, title, content, type: 'B', createdAt: '2026-11-20T10:00:00Z' };
}

export function announcements(extra: Partial<AnnouncementsValue> = {}): AnnouncementsValue {
  return {
    notices: [notice(1, 'Welcome notice', '<p>Welcome <b>aboard</b></p>'), notice(2, 'Second notice', '<p>More news</p>')],
    banners: [banner(1, 'w_home', { linkageType: 'ROUTE', linkage: '/live' }), banner(2, 'w_home'), banner(3, 'w_rng'), banner(4, 'w_live')],
    popup: [],
    promotion: [],
    ...extra,
  };
}

export function whiteLabel(flags: Record<string, boolean>): WhiteLabelModule[] {
  return Object.entries(flags).map(([modId, on]) => ({ modId, enabled: on ? '1' : '0', childrenNodes: [] }));
}

export function permission(extra: Partial<PermissionValue['info']> = {}, top: Partial<PermissionValue> = {}): PermissionValue {
  return {
    info: {
      brandName: 'Demo Bet',
      whiteLabel: [],
      registerRules: [],
      resources: [],
      customerService: [
        { csPosition: 'LIVECHAT', csType: '1', path: 'https://livechat.example.com/chat', online: true, opensAt: null },
        { csPosition: 'WHATSAPP', csType: '1', path: 'https://wa.me/1555', online: true, opensAt: null },
      ],
      analytics: { gtagId: null },
      domainRoute: null,
      imageCDNs: [],
      launchGameCDNs: [],
      languages: ['en', 'es', 'vi', 'zh'],
      requireLogin: false,
      timeZone: 'Asia/Ho_Chi_Minh',
      ...extra,
    },
    location: { ip: '198.51.100.7', country: 'PH' },
    maintenance: { enabled: false, endTime: null },
    regionRestriction: { restricted: false },
    ...top,
  };
}

export function systemStatus(status: 0 | 1 | 2, extra: Partial<SystemStatusValue> = {}): SystemStatusValue {
  return { status, ip: '203.0.113.5', maintenanceEndTime: null, ...extra };
}

export function walletBalance(sumBalance: string, currencySymbol = 'P'): WalletBalanceValue {
  return { sumBalance, currencySymbol, wallets: [{ walletType: 'MAIN', balance: sumBalance }] };
}

/** A platform where every start-up call answers with demo data; override any URL. */
export function startupRoutes(overrides: Partial<Record<string, Handler>> = {}): Record<string, Handler> {
  const routes: Record<string, Handler> = {
    [URLS.status]: () => ok(systemStatus(0)),
    [URLS.permission]: () => ok(permission({ whiteLabel: whiteLabel({ DIRECTREG3: true, MANPLAYREB3: true }) })),
    [URLS.announcements]: () => ok(announcements()),
    [URLS.menus]: () => ok(MENUS),
    [URLS.vendors]: () => ok(rawLanes()),
    [URLS.balance]: () => ok(walletBalance('0.00')),
    [URLS.unread]: () => ok({ count: 0 }),
    // A member's own entries (a visitor's come with the permission).
    [URLS.customerService]: () => ok(permission().info.customerService),
    // Only /rng reads it.
    [JACKPOT_PATH]: () => ok({ amount: 12_345.67, seed: 10_000 }),
  };
  for (const [url, handler] of Object.entries(overrides)) if (handler) routes[url] = handler;
  return routes;
}
