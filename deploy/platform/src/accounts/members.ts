import type { MemberInfoValue } from '@site/shared/contract';
import type { Db } from '../db/database';
import { isoTime } from '../db/dates';

/** Account types of the platform protocol: 0 member, 4 trial, 1/2/41/42 agents. */
export const MEMBER_TYPE = 0;
export const TRIAL_TYPE = 4;
/** The agent type an agent creates (register centre, AGENT invitation codes); type 1 is a top agent only the operator creates. */
export const SUB_AGENT_TYPE = 2;
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const ACCOUNT_TYPES: readonly number[] = [MEMBER_TYPE, TRIAL_TYPE, ...AGENT_TYPES];

export function isAgentType(type: number): boolean {
  return AGENT_TYPES.includes(type);
}

/** The currency symbol of the demo merchant: the site's default symbol is P. */
export const CURRENCY_SYMBOL = 'P';

/** Label colour when a label has none. */
export const DEFAULT_LABEL_COLOR = '#ABABAB';

/** How many generated avatars there are (GET /media/avatars/<n>.svg). */
export const AVATAR_COUNT = 8;

export interface MemberRow {
  id: string;
  account: string;
  type: number;
  password_hash: string;
  upline_id: string | null;
  nickname: string | null;
  dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  labels: { labelName: string; color?: string | null }[] | null;
  club_label: { labelName: string; rankLevel: number } | null;
  status: 'ACTIVE' | 'FROZEN';
  first_login_at: unknown;
  password_changed_at: unknown;
  must_change_password: boolean;
  created_at: unknown;
  /** Whether the password is older than the forced-change age (see PASSWORD_MAX_AGE_DAYS). */
  password_aged: boolean;
}

/** Passwords older than this must be changed at login while FORCEPWDCHANGE3 is on. */
export const PASSWORD_MAX_AGE_DAYS = 90;

const MEMBER_COLUMNS = `id::text AS id, account, type::int AS type, password_hash, upline_id::text AS upline_id, nickname,
  dialing_code, mobile_num, email, labels, club_label, status, first_login_at, password_changed_at, must_change_password,
  created_at, password_changed_at < now() - make_interval(days => ${PASSWORD_MAX_AGE_DAYS}) AS password_aged`;

/** The member with this login name, ignoring case. */
export async function findMemberByAccount(db: Db, account: string): Promise<MemberRow | null> {
  const rows = await db.query<MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM members WHERE lower(account) = lower($1)`, [account]);
  return rows[0] ?? null;
}

/** The member with this mobile number ('+84' and '912345678'). */
export async function findMemberByMobile(db: Db, dialingCode: string, mobileNum: string): Promise<MemberRow | null> {
  const rows = await db.query<MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM members WHERE dialing_code || mobile_num = $1`, [
    dialingCode + mobileNum,
  ]);
  return rows[0] ?? null;
}

export async function findMemberById(db: Db, id: number | string): Promise<MemberRow | null> {
  const rows = await db.query<MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM members WHERE id = $1::bigint`, [String(id)]);
  return rows[0] ?? null;
}

export async function accountTaken(db: Db, account: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM members WHERE lower(account) = lower($1)', [account])).length > 0;
}

export async function mobileTaken(db: Db, dialingCode: string, mobileNum: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM members WHERE dialing_code || mobile_num = $1', [dialingCode + mobileNum])).length > 0;
}

export interface NewMember {
  account: string;
  type: number;
  passwordHash: string;
  uplineId?: string | null;
  nickname?: string | null;
  dialingCode?: string | null;
  mobileNum?: string | null;
  email?: string | null;
  payeeName?: string | null;
  qqNum?: string | null;
  line?: string | null;
  whatsapp?: string | null;
  facebook?: string | null;
  wechat?: string | null;
  idNumber?: string | null;
  recommenderId?: string | null;
  affiliateCode?: string | null;
  referralCode?: string | null;
  registerDomain?: string | null;
  registerUrl?: string | null;
  registerMethod?: string | null;
  registerIp?: string | null;
  paymentPasswordHash?: string | null;
  mustChangePassword?: boolean;
  /** Registration signs the member in at once: that is the first login. */
  firstLogin?: boolean;
}

/** Inserts a member; returns its id. Uniqueness is the caller's check plus the table's indexes. */
export async function insertMember(db: Db, member: NewMember): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO members (account, type, password_hash, upline_id, nickname, dialing_code, mobile_num, email, payee_name,
       qq_num, line, whatsapp, facebook, wechat, id_number, recommender_id, affiliate_code, referral_code, register_domain,
       register_url, register_method, register_ip, payment_password_hash, must_change_password, first_login_at, last_login_at)
     VALUES ($1, $2, $3, $4::bigint, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24,
       CASE WHEN $25::boolean THEN now() END, CASE WHEN $25::boolean THEN now() END)
     RETURNING id::text AS id`,
    [
      member.account,
      member.type,
      member.passwordHash,
      member.uplineId ?? null,
      member.nickname ?? null,
      member.dialingCode ?? null,
      member.mobileNum ?? null,
      member.email ?? null,
      member.payeeName ?? null,
      member.qqNum ?? null,
      member.line ?? null,
      member.whatsapp ?? null,
      member.facebook ?? null,
      member.wechat ?? null,
      member.idNumber ?? null,
      member.recommenderId ?? null,
      member.affiliateCode ?? null,
      member.referralCode ?? null,
      member.registerDomain ?? null,
      member.registerUrl ?? null,
      member.registerMethod ?? null,
      member.registerIp ?? null,
      member.paymentPasswordHash ?? null,
      member.mustChangePassword ?? false,
      member.firstLogin ?? false,
    ],
  );
  return rows[0]!.id;
}

/** Which unique rule an insert broke (PostgreSQL 23505), by index name; null for other errors. */
export function uniqueViolation(error: unknown): 'account' | 'mobile' | 'other' | null {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  if (!e || e.code !== '23505') return null;
  const name = e.constraint ?? e.message ?? '';
  if (/members_account/.test(name)) return 'account';
  if (/members_mobile/.test(name)) return 'mobile';
  return 'other';
}

/** '+84 ****5678': enough for the member to recognise the number, not enough to read it. */
export function maskMobile(dialingCode: string | null, mobileNum: string | null): string | null {
  if (!dialingCode || !mobileNum) return null;
  return `${dialingCode} ${'*'.repeat(Math.max(mobileNum.length - 4, 0))}${mobileNum.slice(-4)}`;
}

/** 'p***r@example.com'. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const visible = local.length <= 2 ? local.slice(0, 1) : `${local[0]}***${local[local.length - 1]}`;
  return `${local.length <= 2 ? `${visible}***` : visible}${email.slice(at)}`;
}

export function avatarNumber(memberId: number | string): number {
  return (Number(memberId) % AVATAR_COUNT) + 1;
}

/** The labels as the session keeps them (its memberLabel key): names, comma-separated. */
export function memberLabelText(member: Pick<MemberRow, 'labels'>): string {
  return (member.labels ?? []).map((label) => label.labelName).join(',');
}

/** GET /wps/member/info */
export async function memberInfo(db: Db, member: MemberRow): Promise<MemberInfoValue> {
  const upline = member.upline_id
    ? ((await db.query<{ account: string }>('SELECT account FROM members WHERE id = $1::bigint', [member.upline_id]))[0]?.account ?? null)
    : null;
  return {
    id: member.id,
    account: member.account,
    username: member.account,
    nickname: member.nickname ?? member.account,
    type: member.type,
    toUpline: upline,
    clubLabel: member.club_label ?? null,
    memberLabel: (member.labels ?? []).map((label) => ({ labelName: label.labelName, color: label.color ?? DEFAULT_LABEL_COLOR })),
    mobileNum: maskMobile(member.dialing_code, member.mobile_num),
    email: maskEmail(member.email),
    currencySymbol: CURRENCY_SYMBOL,
    registeredAt: isoTime(member.created_at),
  };
}

export interface AffiliateRow {
  code: string;
  agentAccount: string;
  agentId: string;
  /** The account type a registration through this code gets: a member (0) or a sub-agent (2). */
  accountType: number;
}

/**
 * A valid invitation code: it exists (any case), its agent is an active agent, and it is either
 * not tied to a domain or tied to the one given.
 */
export async function findAffiliate(db: Db, code: string, domain: string | null): Promise<AffiliateRow | null> {
  const rows = await db.query<{
    code: string;
    agent_account: string;
    agent_id: string;
    domain: string | null;
    type: number;
    status: string;
    account_type: 'MEMBER' | 'AGENT';
  }>(
    `SELECT a.code, m.account AS agent_account, m.id::text AS agent_id, a.domain, m.type::int AS type, m.status, a.account_type
     FROM affiliate_codes a JOIN members m ON m.id = a.agent_id WHERE lower(a.code) = lower($1)`,
    [code],
  );
  const row = rows[0];
  if (!row || !isAgentType(row.type) || row.status !== 'ACTIVE') return null;
  if (row.domain !== null && (!domain || row.domain.toLowerCase() !== domain.toLowerCase())) return null;
  return { code: row.code, agentAccount: row.agent_account, agentId: row.agent_id, accountType: row.account_type === 'AGENT' ? SUB_AGENT_TYPE : MEMBER_TYPE };
}
