/**
 * My Income: every dividend and salary the agent received from its upline (or the platform) and
 * paid to its contracted downlines, one line per period, kind and payee. Path under /wps/agent/.
 *
 * A line's `amount` is what the payee is due; `paid` what moved through the ledger so far; `owed`
 * the rest, which an upline short of funds pays in a later run.
 */
import { z } from 'zod';
import { PageNoSchema, pagedSchema, type Paged } from '../member/common';
import { AgentAmountTextSchema, AgentRangeQuerySchema } from './common';
import { CONTRACT_KINDS, type ContractKind } from './contracts';

/** The kinds settlement pays: the contract kinds. */
export const INCOME_KINDS = CONTRACT_KINDS;
export type IncomeKind = ContractKind;

/** RECEIVED: the caller is the payee; PAID: the caller paid a downline. */
export const INCOME_DIRECTIONS = ['RECEIVED', 'PAID'] as const;
export type IncomeDirection = (typeof INCOME_DIRECTIONS)[number];

/** PAID: all of it moved; PARTIAL: some moved, the rest is owed; OWED: nothing moved yet. */
export const INCOME_STATUSES = ['PAID', 'PARTIAL', 'OWED'] as const;
export type IncomeStatus = (typeof INCOME_STATUSES)[number];

/** The ledger entry kind of each settled kind, as the member's account record names it. */
export const INCOME_LEDGER_KINDS = {
  DIVIDEND: 'AGENT_DIVIDEND',
  DAILY_SALARY: 'AGENT_DAILY_SALARY',
  HOURLY_SALARY: 'AGENT_HOURLY_SALARY',
  REALTIME_SALARY: 'AGENT_REALTIME_SALARY',
} as const satisfies Record<IncomeKind, string>;

/** GET /wps/agent/income: lines whose period ended on a day of the range (site days). */
export const AgentIncomeQuerySchema = AgentRangeQuerySchema.safeExtend({
  kind: z.enum(INCOME_KINDS).optional(),
  direction: z.enum(INCOME_DIRECTIONS).optional(),
  pageNo: PageNoSchema,
}).strict();
export type AgentIncomeQuery = z.input<typeof AgentIncomeQuerySchema>;

export const IncomeLineSchema = z.object({
  paymentId: z.string(),
  kind: z.enum(INCOME_KINDS),
  /** '2026-11-23' (day), '2026-11-23 14:00' (hour), '2026-11-23 14:05' (five minutes), '2026-W47', '2026-11 H2', '2026-11'. */
  periodLabel: z.string(),
  /** null: the platform paid (the caller is a top agent). */
  payerAccount: z.string().nullable(),
  payeeAccount: z.string(),
  direction: z.enum(INCOME_DIRECTIONS),
  /** What the payee is due. */
  amount: AgentAmountTextSchema,
  /** What moved so far. */
  paid: AgentAmountTextSchema,
  /** amount - paid. */
  owed: AgentAmountTextSchema,
  status: z.enum(INCOME_STATUSES),
  /** When money last moved for this line (when it was settled, if nothing moved yet). */
  settledAt: z.string().describe('ISO 8601 time, UTC'),
});
export type IncomeLine = z.infer<typeof IncomeLineSchema>;

export const AgentIncomeTotalsSchema = z.object({
  /** Paid to the caller. */
  received: AgentAmountTextSchema,
  /** Paid by the caller. */
  paid: AgentAmountTextSchema,
  /** What the caller still owes its downlines. */
  owed: AgentAmountTextSchema,
  /** What the caller's upline (or the platform) still owes the caller. */
  owedToMe: AgentAmountTextSchema,
});
export type AgentIncomeTotals = z.infer<typeof AgentIncomeTotalsSchema>;

/** Every line of the filter is in the totals, not only the page's. */
export const AgentIncomePageSchema = pagedSchema(IncomeLineSchema).extend({ startDate: z.string(), endDate: z.string(), totals: AgentIncomeTotalsSchema });
export type AgentIncomePage = Paged<IncomeLine> & { startDate: string; endDate: string; totals: AgentIncomeTotals };

/**
 * POST /ops/agents/settle (operator token): settles `kind` now for every period ended by
 * `periodEnd` (default: now) that was not settled yet. For operators and tests.
 */
export const AgentSettleRequestSchema = z.strictObject({
  kind: z.enum(INCOME_KINDS),
  periodEnd: z.iso.datetime({ offset: true }).optional(),
});
export type AgentSettleRequest = z.input<typeof AgentSettleRequestSchema>;

export const AgentSettleAnswerSchema = z.object({
  kind: z.enum(INCOME_KINDS),
  /** Another platform process was settling; nothing was done (try again). */
  skipped: z.boolean(),
  /** Every period of the kind that ended by this time is settled. */
  settledTo: z.string(),
  /** Periods settled by this call. */
  periodCount: z.number().int().min(0),
  /** What moved in this call, debts of earlier periods included. */
  paid: AgentAmountTextSchema,
  /** What the periods settled by this call still owe (payers short of funds). */
  owed: AgentAmountTextSchema,
  /** The periods of this call that have payments. */
  periods: z.array(z.object({ periodKey: z.string(), payments: z.number().int().min(0), paid: AgentAmountTextSchema, owed: AgentAmountTextSchema })),
});
export type AgentSettleAnswer = z.infer<typeof AgentSettleAnswerSchema>;
