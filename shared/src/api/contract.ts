/**
 * Shapes of the platform's start-up calls (spec §3 and §7). The platform (deploy/platform) declares
 * the same shapes as zod schemas and type-checks them against these, so a change shows up on both
 * sides at compile time. Field names follow the platform protocol, including its spelling.
 */

/** Game types of the navigation, in display order. */
export type GameType = 'LIVE' | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' | 'ELOTT' | 'LOTT' | 'RNG' | 'PVP' | 'FISH';

/** GET /wps/system/status */
export interface SystemStatusValue {
  /** 0 normal, 1 maintenance, 2 region restriction; maintenance wins when both apply. */
  status: 0 | 1 | 2;
  /** The visitor's IP as the platform saw it (shown on the region-blocked page). */
  ip: string;
  /** ISO time maintenance is expected to end, when known. */
  maintenanceEndTime: string | null;
}

/** One node of the white-label module tree; flags such as DIRECTREG3 are modIds. */
export interface WhiteLabelModule {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhiteLabelModule[];
}

export interface SiteResource {
  resourceType: string;
  url: string;
  qrCodeUrl?: string | null;
  labelNameEn?: string | null;
}

/** A customer-service contact; csPosition places it in the right bar. */
export interface CustomerServiceEntry {
  csPosition: 'LIVECHAT' | 'WHATSAPP' | 'TELEGRAM' | 'TELEGRAM2' | string;
  csType: string;
  /** Where the contact opens. Spec: encrypted for service records; plain https URLs otherwise. */
  path: string;
}

/** GET /wps/system/permission?url={host} */
export interface PermissionValue {
  info: {
    /** The brand shown in tab titles ('{name} game hall') and the footer. */
    brandName: string;
    whiteLabel: WhiteLabelModule[];
    registerRules: { field: string; acceptedPattern: string }[];
    resources: SiteResource[];
    customerService: CustomerServiceEntry[];
    analytics: { gtagId: string | null };
    domainRoute: string | null;
    imageCDNs: string[];
    launchGameCDNs: string[];
    /** Language codes offered in the picker (lowercase BCP 47, e.g. 'en', 'pt-br'). */
    languages: string[];
    /** Send logged-out visitors to /login (spec §2 optional setting). */
    requireLogin: boolean;
  };
  location: { ip: string; country: string | null };
  maintenance: { enabled: boolean; endTime: string | null };
  regionRestriction: { restricted: boolean };
}

/** GET /wps/system/whitelabel: the module tree alone. */
export type WhiteLabelValue = WhiteLabelModule[];

/** GET /wps/system/routers?device=0|3 */
export interface RoutersValue {
  domainList: { domainName: string; speed: number }[];
}

/** GET /wps/system/domainRoute */
export interface DomainRouteValue {
  domainRoute: string | null;
}

export type BannerGroup =
  | 'w_home'
  | 'w_rng'
  | 'w_live'
  | 'w_fish'
  | 'w_pvp'
  | 'w_sports'
  | 'w_esports'
  | 'w_lott'
  | 'w_cockfight'
  | 'w_promotion'
  | 'w_shop'
  | 'w_help'
  | 'w_reg';

export interface Banner {
  bannerId: number;
  groupName: BannerGroup;
  /** Image address. */
  url: string;
  /** Present when the slide is clickable: 'ROUTE' (an in-site path), 'URL' (new tab) or 'GAME'. */
  linkageType?: 'ROUTE' | 'URL' | 'GAME' | null;
  /** The target of the linkage: a path, an address or a game code. */
  linkage?: string | null;
  sort: number;
}

export interface Notice {
  id: number;
  title: string;
  /** Server HTML: always render through SafeHtml (DOMPurify). */
  content: string;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  createdAt: string;
}

export interface PromotionSummary {
  id: number;
  title: string;
  imageUrl: string;
  startAt: string | null;
  endAt: string | null;
}

/** GET /wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B */
export interface AnnouncementsValue {
  notices: Notice[];
  banners: Banner[];
  popup: Notice[];
  promotion: PromotionSummary[];
}

/** GET /lgw/games/game_menus: one navigation item per game type. */
export interface GameMenu {
  gameType: GameType;
  /** Display name (English; the client translates by gameType). */
  name: string;
  /** The lobby path, e.g. '/live'. */
  page: string;
}

/** A provider (vendor) card of spec §3 "Provider item". */
export interface VendorCard {
  accountTypeId: number;
  /** Provider code, e.g. 'PG', 'DS88'. */
  vassalage: string;
  gameType: GameType;
  displayName: string;
  /** 1 when the provider is marked hot. */
  isHot: 0 | 1;
  /** Logo address. */
  logoUrl: string;
  /** True for providers that list their games in a popup instead of launching directly (spec §4 VASSALAGE). */
  listGames?: boolean;
}

/** GET /wps/relay/GCSGAME_newGameVendor?platform=html5-desktop: one lane per category. */
export interface VendorLane {
  id: number;
  /** The category, a GameType. */
  title: GameType;
  cards: VendorCard[];
  gameClassify: { name: string; vendors: string[] }[];
}

export type VendorLanesValue = VendorLane[];

/** GET /wps/system/countries */
export interface Country {
  countryCode: string;
  countryDialingCode: string;
}

/** GET /wps/system/helpCenter?language= */
export interface HelpSection {
  id: number;
  /** Stable key: 'terms', 'privacy', 'faq', 'responsible', 'about', 'deposit', 'withdraw'. */
  section: string;
  title: string;
  /** Server HTML: render through SafeHtml. */
  content: string;
}
