/**
 * The agent's team: its downlines (list, drill-down, search), the register centre (direct
 * downlines and invitation codes), transfers to a downline and the operator's notices to agents.
 * Paths under /wps/agent/ (operator notices under /ops/agent/).
 */
import { z } from 'zod';
import type { RegisterFieldRule } from '../api';
import { findRule, requiredRule } from '../field-rules';
import { AmountSchema, PageNoSchema, PaymentPasswordSchema, RequestIdSchema, pagedSchema, type Paged } from '../member/common';

/** The longest login name any registration rule allows; a longer search or account is refused. */
const ACCOUNT_MAX = 64;

/** A login name the agent names (a downline): compared without case on the server. */
export const TeamAccountSchema = z.string().trim().min(1, 'is required').max(ACCOUNT_MAX, `must be at most ${ACCOUNT_MAX} characters`);

export const TEAM_SCOPES = ['direct', 'all'] as const;
export type TeamScope = (typeof TEAM_SCOPES)[number];

/** GET /wps/agent/team/members: direct downlines or the whole team, or one downline's direct downlines. */
export const TeamMembersQuerySchema = z.object({
  scope: z.enum(TEAM_SCOPES).default('direct'),
  /** Drill into a downline: its direct downlines (the downline must be in the caller's team). */
  parentAccount: TeamAccountSchema.optional(),
  /** Account prefix, without case. */
  search: z.string().trim().max(ACCOUNT_MAX, `must be at most ${ACCOUNT_MAX} characters`).optional(),
  pageNo: PageNoSchema,
});
export type TeamMembersQuery = z.input<typeof TeamMembersQuerySchema>;

export const TEAM_MEMBER_STATUSES = ['ACTIVE', 'FROZEN'] as const;

export const TeamMemberSchema = z.object({
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
  /** Depth below the caller: 1 for a direct downline. */
  level: z.number().int().min(1),
  uplineAccount: z.string(),
  /** MAIN wallet balance, decimal text. */
  balance: z.string(),
  status: z.enum(TEAM_MEMBER_STATUSES),
  lastLoginAt: z.string().nullable(),
  registeredAt: z.string(),
  directDownlines: z.number().int().min(0),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamMembersValueSchema = pagedSchema(TeamMemberSchema);
export type TeamMembersValue = Paged<TeamMember>;

export const AGENT_ACCOUNT_TYPES = ['MEMBER', 'AGENT'] as const;
export type AgentAccountType = (typeof AGENT_ACCOUNT_TYPES)[number];

/** The rule for a login name when the register settings have none: a login name is never optional. */
const USERNAME_FALLBACK: RegisterFieldRule = {
  field: 'username',
  enabled: true,
  required: true,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  patternId: 'LETTER_FIRST_ALPHANUMERIC',
  minLength: 2,
  maxLength: 15,
  type: 'text',
};

/**
 * What a new downline's account and password are judged by: the site's registration rules for the
 * login name and the password, both required. The platform and the register centre's form use it,
 * so the form refuses what the platform would.
 */
export function downlineRules(rules: readonly RegisterFieldRule[]): { account: RegisterFieldRule; password: RegisterFieldRule } {
  return { account: { ...(findRule(rules, 'username') ?? USERNAME_FALLBACK), required: true }, password: requiredRule(rules, 'password') };
}

/**
 * POST /wps/agent/team/members: a new direct downline. The account and password are judged on the
 * server by the site's registration rules (GET /wps/system/setting/register), like a registration.
 */
export const CreateDownlineRequestSchema = z
  .object({
    account: TeamAccountSchema,
    password: z.string().min(1, 'is required').max(128, 'must be at most 128 characters'),
    confirmPassword: z.string().max(128, 'must be at most 128 characters'),
    accountType: z.enum(AGENT_ACCOUNT_TYPES),
    nickname: z.string().trim().max(32, 'must be at most 32 characters').optional(),
  })
  .refine((body) => body.password === body.confirmPassword, { message: 'does not match the password', path: ['confirmPassword'] });
export type CreateDownlineRequest = z.input<typeof CreateDownlineRequestSchema>;

export const CreateDownlineValueSchema = z.object({ member: TeamMemberSchema });
export type CreateDownlineValue = z.infer<typeof CreateDownlineValueSchema>;

/**
 * An invitation code an agent names: new codes are 8 upper-case letters or digits; codes the
 * operator gave earlier may be 4 to 20 letters or digits.
 */
export const InvitationCodeSchema = z.string().regex(/^[A-Za-z0-9]{4,20}$/, 'must be 4-20 letters or digits');

/** Codes one agent may hold at once: enough for every channel it promotes on, not a code farm. */
export const MAX_INVITATIONS = 20;

export const InvitationSchema = z.object({
  code: z.string(),
  accountType: z.enum(AGENT_ACCOUNT_TYPES),
  /** Absolute: the site origin + '/register?affiliateCode=CODE'. */
  link: z.string(),
  registrations: z.number().int().min(0),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const InvitationsValueSchema = z.object({ list: z.array(InvitationSchema) });
export type InvitationsValue = z.infer<typeof InvitationsValueSchema>;

export const CreateInvitationRequestSchema = z.object({ accountType: z.enum(AGENT_ACCOUNT_TYPES) });
export type CreateInvitationRequest = z.infer<typeof CreateInvitationRequestSchema>;

export const CreateInvitationValueSchema = z.object({ invitation: InvitationSchema });
export type CreateInvitationValue = z.infer<typeof CreateInvitationValueSchema>;

export const RemoveInvitationValueSchema = z.object({ removed: z.literal(true) });

/** POST /wps/agent/team/transfer: from the agent's MAIN wallet to a member of its team. */
export const DownlineTransferRequestSchema = z.object({
  account: TeamAccountSchema,
  amount: AmountSchema,
  paymentPassword: PaymentPasswordSchema,
  requestId: RequestIdSchema,
});
export type DownlineTransferRequest = z.infer<typeof DownlineTransferRequestSchema>;

export const DownlineTransferValueSchema = z.object({
  reference: z.string(),
  /** The agent's MAIN balance after the transfer. */
  balance: z.string(),
});
export type DownlineTransferValue = z.infer<typeof DownlineTransferValueSchema>;

/** Operator-authored notice; the HTML is sanitised in the browser before it is shown. */
export const AgentNoticeSchema = z.object({
  id: z.string(),
  title: z.string(),
  html: z.string(),
  publishedAt: z.string(),
});
export type AgentNotice = z.infer<typeof AgentNoticeSchema>;

export const AgentNoticesValueSchema = z.object({ list: z.array(AgentNoticeSchema) });
export type AgentNoticesValue = z.infer<typeof AgentNoticesValueSchema>;

export const NOTICE_TITLE_MAX = 200;
export const NOTICE_HTML_MAX = 20_000;

export const CreateAgentNoticeRequestSchema = z.object({
  title: z.string().trim().min(1, 'is required').max(NOTICE_TITLE_MAX, `must be at most ${NOTICE_TITLE_MAX} characters`),
  html: z.string().trim().min(1, 'is required').max(NOTICE_HTML_MAX, `must be at most ${NOTICE_HTML_MAX} characters`),
});
export type CreateAgentNoticeRequest = z.infer<typeof CreateAgentNoticeRequestSchema>;
