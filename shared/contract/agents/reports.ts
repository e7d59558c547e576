/**
 * The agent's reports on its team: the overview of a period, the team's bets, each member's profit
 * and loss, and the team's deposits, withdrawals and transfers. Paths under /wps/agent/.
 *
 * Amounts are decimal text with two decimals; profit and loss is signed ("-12.00"). Every figure
 * covers the caller's whole team (every level below it, never the caller itself) over site days.
 */
import { z } from 'zod';
import { PageNoSchema, pagedSchema, type Paged } from '../member/common';
import { RECORD_GAME_TYPES } from '../member/records';
import { AgentAmountTextSchema, AgentRangeQuerySchema } from './common';
import { TeamAccountSchema } from './team';

const Timestamp = z.string().describe('ISO 8601 time, UTC');
const Day = z.string().describe('YYYY-MM-DD, site day');

/** Deepest level a filter may name: far below any real tree, it only bounds the input. */
export const MAX_TEAM_LEVEL = 100;

/** A level below the caller: 1 for its direct downlines. */
export const TeamLevelSchema = z.coerce.number().int('must be a whole number').min(1, 'must be 1 or more').max(MAX_TEAM_LEVEL, `must be at most ${MAX_TEAM_LEVEL}`);

// Overview (agentTeamOverview) ------------------------------------------------------------------

/** GET /wps/agent/overview: the period only; unknown query fields are refused. */
export const AgentOverviewQuerySchema = AgentRangeQuerySchema.strict();
export type AgentOverviewQuery = z.input<typeof AgentOverviewQuerySchema>;

export const AgentOverviewSchema = z.object({
  startDate: Day,
  endDate: Day,
  /** Every member below the caller, at any level (now, not only those registered in the period). */
  teamSize: z.number().int().min(0),
  directDownlines: z.number().int().min(0),
  /** Team members registered in the period. */
  newRegistrations: z.number().int().min(0),
  /** Team members whose first ever completed deposit fell in the period. */
  firstDeposits: z.number().int().min(0),
  /** Completed deposits (deposit orders credited, matched deposits received) in the period. */
  depositAmount: AgentAmountTextSchema,
  /** Money withdrawals paid out in the period (what was received of each finished withdrawal). */
  withdrawalAmount: AgentAmountTextSchema,
  /** Real-money valid bet of the team's rounds started in the period, lottery included. */
  validBet: AgentAmountTextSchema,
  /** The team's win - valid bet: negative when the team lost. */
  teamProfitLoss: AgentAmountTextSchema,
  /** The caller's agent income received minus paid in the period. */
  ownIncome: AgentAmountTextSchema,
  /** Contract offers waiting for the caller's answer. */
  pendingOffers: z.number().int().min(0),
});
export type AgentOverview = z.infer<typeof AgentOverviewSchema>;

// Team betting (personalHistoryCopy) ------------------------------------------------------------

export const TeamBetsQuerySchema = AgentRangeQuerySchema.safeExtend({
  /** One member of the team. */
  account: TeamAccountSchema.optional(),
  level: TeamLevelSchema.optional(),
  gameType: z.enum(RECORD_GAME_TYPES).optional(),
  pageNo: PageNoSchema,
}).strict();
export type TeamBetsQuery = z.input<typeof TeamBetsQuerySchema>;

export const TEAM_BET_STATUSES = ['OPEN', 'SETTLED', 'ROLLED_BACK'] as const;

export const TeamBetSchema = z.object({
  /** The provider's round id (a lottery bet's round). */
  roundId: z.string(),
  account: z.string(),
  level: z.number().int().min(1),
  vendor: z.string(),
  /** LOTT for lottery bets. */
  gameType: z.string(),
  /** The provider's game code; a lottery bet's is its lottery id (the front end names it with `roundGameName`). */
  gameCode: z.string(),
  gameName: z.string(),
  stake: AgentAmountTextSchema,
  validBet: AgentAmountTextSchema,
  win: AgentAmountTextSchema,
  /** The member's side: win - valid bet. */
  profitLoss: AgentAmountTextSchema,
  status: z.enum(TEAM_BET_STATUSES),
  startedAt: Timestamp,
});
export type TeamBet = z.infer<typeof TeamBetSchema>;

export const TeamBetTotalsSchema = z.object({
  stake: AgentAmountTextSchema,
  validBet: AgentAmountTextSchema,
  win: AgentAmountTextSchema,
  profitLoss: AgentAmountTextSchema,
});
export type TeamBetTotals = z.infer<typeof TeamBetTotalsSchema>;

export const TeamBetsValueSchema = pagedSchema(TeamBetSchema).extend({ totals: TeamBetTotalsSchema });
export type TeamBetsValue = Paged<TeamBet> & { totals: TeamBetTotals };

// User profit and loss (palStatementsAgentCopy) -------------------------------------------------

export const TeamProfitLossQuerySchema = AgentRangeQuerySchema.safeExtend({
  account: TeamAccountSchema.optional(),
  level: TeamLevelSchema.optional(),
  pageNo: PageNoSchema,
}).strict();
export type TeamProfitLossQuery = z.input<typeof TeamProfitLossQuerySchema>;

export const MemberProfitLossSchema = z.object({
  account: z.string(),
  level: z.number().int().min(1),
  validBet: AgentAmountTextSchema,
  win: AgentAmountTextSchema,
  /** Reward credits of the period other than rebate (cash or bonus money). */
  bonus: AgentAmountTextSchema,
  /** Rebate claims paid in the period. */
  rebate: AgentAmountTextSchema,
  /** win + bonus + rebate - valid bet: the member's side. */
  profitLoss: AgentAmountTextSchema,
});
export type MemberProfitLoss = z.infer<typeof MemberProfitLossSchema>;

export const ProfitLossTotalsSchema = MemberProfitLossSchema.omit({ account: true, level: true });
export type ProfitLossTotals = z.infer<typeof ProfitLossTotalsSchema>;

export const TeamProfitLossValueSchema = pagedSchema(MemberProfitLossSchema).extend({ totals: ProfitLossTotalsSchema });
export type TeamProfitLossValue = Paged<MemberProfitLoss> & { totals: ProfitLossTotals };

// Transaction details (agentDownlineTransactionDetailsCopy) -------------------------------------

export const TEAM_TRANSACTION_KINDS = ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER'] as const;
export type TeamTransactionKind = (typeof TEAM_TRANSACTION_KINDS)[number];

/** Each source's own states, reduced to what an agent needs to tell apart. */
export const TEAM_TRANSACTION_STATUSES = ['PENDING', 'COMPLETED', 'REJECTED', 'CANCELLED', 'FAILED', 'EXPIRED'] as const;

export const TeamTransactionsQuerySchema = AgentRangeQuerySchema.safeExtend({
  account: TeamAccountSchema.optional(),
  kind: z.enum(TEAM_TRANSACTION_KINDS).optional(),
  pageNo: PageNoSchema,
}).strict();
export type TeamTransactionsQuery = z.input<typeof TeamTransactionsQuerySchema>;

export const TeamTransactionSchema = z.object({
  /** The order, withdrawal or transfer number. */
  reference: z.string(),
  /** The team member it belongs to (for a transfer: the member who sent it, or received it from its upline). */
  account: z.string(),
  kind: z.enum(TEAM_TRANSACTION_KINDS),
  /** For a transfer, the other side (its upline, or the agent that sent it); null otherwise. */
  counterpartyAccount: z.string().nullable(),
  /** Always positive: the kind says which way it went. */
  amount: AgentAmountTextSchema,
  status: z.enum(TEAM_TRANSACTION_STATUSES),
  createdAt: Timestamp,
});
export type TeamTransaction = z.infer<typeof TeamTransactionSchema>;

export const TeamTransactionsValueSchema = pagedSchema(TeamTransactionSchema);
export type TeamTransactionsValue = Paged<TeamTransaction>;
