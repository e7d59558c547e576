/**
 * The types of the platform's calls that the pages import from '@site/shared', in one place. Each
 * is the type of the zod schema its call is declared with (see endpoint.ts), re-exported here as a
 * type only, so no schema reaches the browser's first page. Field names follow the platform
 * protocol, including its spelling.
 */

// The game calls are declared in './games'; their types stay reachable from here for the pages.
export type { GameType, GameMenu, VendorCard, VendorLane, VendorLanesValue } from './games';

// The site's calls are declared in './site'; their types stay reachable from here for the pages.
export type {
  SystemStatusValue,
  WhiteLabelModule,
  WhiteLabelValue,
  SiteResource,
  CustomerServiceEntry,
  PermissionValue,
  RoutersValue,
  DomainRouteValue,
  Country,
  HelpSection,
} from './site/system';
export type { BannerGroup, Banner, Notice, PromotionSummary, AnnouncementsValue } from './site/content';

/* ───────────── Session and member ───────────── */

// The session's calls are declared in './session'; their types stay reachable from here for the pages.
export type { RsaKeyValue, LoginType, PasswordChangeReason, LoginRequest, LoginValue, LoginRefusalValue, LoginCodeRequest, SmsCodeValue } from './session/login';
export type {
  PatternId,
  RegisterField,
  RegisterFieldRule,
  RegisterSettingsValue,
  RegisterRequest,
  AffiliateValue,
  SmsCodeRequest,
} from './session/registration';
export type { ChangePasswordRequest, ResetPasswordByLinkRequest, ResetPasswordByPhoneRequest } from './session/passwords';
export type { MemberInfoValue, MemberIconValue } from './session/member-info';

/**
 * The body of every encrypted call (see `sealPayload`): AES-256-GCM of the JSON `SealedContent`
 * (payload, single-use nonce, platform time) under a fresh 32-byte key and 12-byte IV; the key
 * wrapped with RSA-OAEP (SHA-256) under the platform key `kid`. `key`, `iv` and `data`
 * (ciphertext followed by the 16-byte tag) are base64. A body for an unknown `kid` is refused with
 * ENCRYPTION_KEY_STALE (the client fetches the key again and retries once); every other failure to
 * open it, a reused nonce or a stale time included, with the one answer SEALED_BODY_INVALID.
 */
export interface EncryptedBody {
  kid: string;
  key: string;
  iv: string;
  data: string;
}

/* ───────────────────────────── Wallet ───────────────────────────── */

// The balance call's shapes live with its declaration (zod), re-exported here as types only.
export type { UnreadCountValue, WalletBalanceValue } from './member/balance';
