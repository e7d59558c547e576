/**
 * Shapes of the platform's calls. The platform (deploy/platform) declares
 * the same shapes as zod schemas and type-checks them against these, so a change shows up on both
 * sides at compile time. Field names follow the platform protocol, including its spelling.
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

/** GET /wps/session/key/rsa: the public key for the encrypted calls. */
export interface RsaKeyValue {
  /** Key id; an encrypted body names the key it was made for, so a rotated key is detected. */
  kid: string;
  /** SPKI, PEM text ("-----BEGIN PUBLIC KEY-----"). */
  publicKey: string;
  /**
   * The platform's clock when it answered, in ms since 1970. Device clocks can be minutes off, so
   * the client keeps the difference and stamps sealed bodies with the platform's time.
   */
  serverTime: number;
}

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

export type LoginType = 'username' | 'sms';

export type PasswordChangeReason = 'default' | 'expired';

/**
 * POST /wps/session/login (encrypted). The login payload: in `sms` mode `username` carries the
 * mobile number and `password` the one-time code.
 */
export interface LoginRequest {
  type: LoginType;
  username: string;
  password: string;
  /** sms mode: the mobile number's dialing code, e.g. '+84'. */
  countryDialingCode?: string;
  /** The answer to the captcha image, when the server asked for one. */
  captcha?: string;
  /** The key the captcha image was fetched with (GET /wps/captcha?key=). */
  captchaKey?: string;
  /** 'agent' on /agentHome: non-agent accounts are refused there. Default 'member'. */
  side?: 'member' | 'agent';
}

/** Answer of login, free-play login and registration: the new session. */
export interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  /** True exactly when `passwordChange` is not null (the protocol's own flag). */
  passwordExpired: boolean;
  /**
   * Why the password must be changed before anything else, decided by the platform alone:
   * 'default' (the well-known default password, or an operator-set one), 'expired' (older than the
   * expiry period while the forced change is on), or null. While it is set the session may only
   * change the password, read member info and sign out; every other call answers
   * PASSWORD_CHANGE_REQUIRED (403).
   */
  passwordChange: PasswordChangeReason | null;
  /** When the session ends unless used (ISO time). */
  expiresAt: string;
  account: string;
  customerId: string;
  /** Numeric account type (session key isAgent): 0 member, 4 trial, 1/2/41/42 agents. */
  type: number;
  memberLabel: string;
}

/**
 * `value` of a refused login (errorCode LOGIN_FAILED, CAPTCHA_REQUIRED, CAPTCHA_INVALID,
 * TOO_MANY_ATTEMPTS): whether the next try must carry a captcha.
 */
export interface LoginRefusalValue {
  captchaRequired: boolean;
}

/** GET /wps/member/info (token). */
export interface MemberInfoValue {
  id: string;
  account: string;
  username: string;
  nickname: string;
  /** The account type (spec: "type (agent flag)"). */
  type: number;
  /** The upline's account, or null at the top of the tree. */
  toUpline: string | null;
  clubLabel: { labelName: string; rankLevel: number } | null;
  memberLabel: { labelName: string; color: string }[];
  /** Masked for display, e.g. '+84 ****5678'; null when none is on file. */
  mobileNum: string | null;
  email: string | null;
  currencySymbol: string;
  registeredAt: string;
}

/** GET /wps/member/info/icon and GET /wps/relay/MCSFE_getPlayerAvatar (token). */
export interface MemberIconValue {
  iconUrl: string;
}

/** Pattern kinds; the message text is keyed by patternId. */
export type PatternId =
  | 'ANY'
  | 'LENGTH'
  | 'LETTER_FIRST_ALPHANUMERIC'
  | 'KANJI_DIGITS'
  | 'EMAIL'
  | 'ALPHANUMERIC'
  | 'LETTERS_AND_DIGITS'
  | 'DIGITS'
  | 'HAS_UPPERCASE'
  | 'LETTERS_SPACES'
  | 'NO_SPACES'
  | 'CHINESE'
  | 'DATE_YMD'
  | 'DATE_MDY'
  | 'KOREAN'
  | 'THAI'
  | 'FULL_NAME'
  | 'FULLWIDTH_JAPANESE'
  | 'UPPERCASE_NO_SPACES'
  | 'STRONG_PASSWORD'
  | 'LETTERS'
  | 'MOBILE'
  | 'URL'
  | 'CUSTOM';

/** Registration validation config of one field, from GET /wps/system/setting/register. */
export interface RegisterFieldRule {
  field: RegisterField;
  enabled: boolean;
  required: boolean;
  /** A regular expression source, or '*' for anything. */
  acceptedPattern: string;
  patternId: PatternId;
  minLength: number;
  maxLength: number;
  /** The input type to render: text, password, email, tel, date. */
  type: 'text' | 'password' | 'email' | 'tel' | 'date';
}

export type RegisterField =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'payeeName'
  | 'email'
  | 'qqNum'
  | 'mobileNum'
  | 'recommenderId'
  | 'captcha'
  | 'verificationCode'
  | 'affiliateCode'
  | 'paymentPassword'
  | 'line'
  | 'whatsapp'
  | 'facebook'
  | 'wechat'
  | 'idNumber';

/** GET /wps/system/setting/register */
export interface RegisterSettingsValue {
  fields: RegisterFieldRule[];
}

/** PUT /wps/member/register and /wps/member/register/mobile (encrypted). */
export interface RegisterRequest {
  username: string;
  password: string;
  confirmPassword: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  captcha?: string;
  captchaKey?: string;
  payeeName?: string;
  email?: string;
  qqNum?: string;
  recommenderId?: string;
  affiliateCode?: string;
  paymentPassword?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  referralCode?: string;
  domain?: string;
  registerUrl?: string;
  registerMethod: 'WEB';
  /** Sign the new member in (spec: "login flag true"). */
  login: boolean;
}

/** GET /wps/agent/affiliate?code= : a valid code names its agent (a code tied to a domain is checked against the request's host). */
export interface AffiliateValue {
  code: string;
  agentAccount: string;
}

/** Answer of every code send. */
export interface SmsCodeValue {
  expiredMinutes: number;
}

/** POST /wps/session/login/code: a one-time login code to this number. */
export interface LoginCodeRequest {
  mobileNum: string;
  countryDialingCode: string;
  /** Every code send carries a captcha answer and its key (refused without: VALIDATION 'captcha'). */
  captcha?: string;
  captchaKey?: string;
}

/** POST /wps/verification/sms/noLogin and /wps/verification/sms/register. */
export interface SmsCodeRequest {
  countryDialingCode: string;
  mobileNo: string;
  /** register variant by username: the chosen username. */
  username?: string;
  /** Every code send carries a captcha answer and its key (refused without: VALIDATION 'captcha'). */
  captcha?: string;
  captchaKey?: string;
}

/** POST /wps/member/password (token, encrypted). */
export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * POST /wps/member/password/link (encrypted): the page behind the emailed reset link sets the new
 * password. `token` is the single-use secret from the link (`/changePassword?resetToken=...`), valid
 * 15 minutes; an unknown, used or expired one is refused with RESET_LINK_INVALID. Every session of
 * the account ends.
 */
export interface ResetPasswordByLinkRequest {
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** POST /wps/member/password/verification (encrypted): forgot password by phone. */
export interface ResetPasswordByPhoneRequest {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
  /** A captcha answer and its key (refused without: VALIDATION 'captcha'). */
  captcha?: string;
  captchaKey?: string;
}

/* ───────────────────────────── Wallet ───────────────────────────── */

// The balance call's shapes live with its declaration (zod), re-exported here as types only.
export type { UnreadCountValue, WalletBalanceValue } from './member/balance';
