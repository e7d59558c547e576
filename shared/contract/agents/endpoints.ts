/**
 * The agent centre's calls, declared once: the team and register centre, transfers to a
 * downline, notices, reports, contracts and income, and the operator's notices and settle-now.
 * Agent sessions only (members and trial accounts get 403 FORBIDDEN); every account or code a
 * call names must be in the caller's team, else 404 AGENT_NOT_IN_TEAM.
 */
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { CONTRACT_CALLS, ContractCallValueSchema, ContractConsolidatedSchema, contractCallSchema, type ContractKind } from './contracts';
import { AgentIncomePageSchema, AgentIncomeQuerySchema, AgentSettleAnswerSchema, AgentSettleRequestSchema } from './income';
import {
  AgentOverviewQuerySchema,
  AgentOverviewSchema,
  TeamBetsQuerySchema,
  TeamBetsValueSchema,
  TeamProfitLossQuerySchema,
  TeamProfitLossValueSchema,
  TeamTransactionsQuerySchema,
  TeamTransactionsValueSchema,
} from './reports';
import {
  AgentNoticeSchema,
  AgentNoticesValueSchema,
  CreateAgentNoticeRequestSchema,
  CreateDownlineRequestSchema,
  CreateDownlineValueSchema,
  CreateInvitationRequestSchema,
  CreateInvitationValueSchema,
  DownlineTransferRequestSchema,
  DownlineTransferValueSchema,
  InvitationCodeSchema,
  InvitationsValueSchema,
  MAX_INVITATIONS,
  RemoveInvitationValueSchema,
  TeamMembersQuerySchema,
  TeamMembersValueSchema,
} from './team';

const REPORT_NOTE =
  "Agent sessions only (members and trial accounts get 403 FORBIDDEN). Figures cover the caller's whole team (every level " +
  'below it, not the caller). `period` today (default), yesterday, thisWeek (from Monday), thisMonth, or custom with ' +
  'startDate and endDate (site days, both included, at most 92 days); unknown query fields are refused.';
const LIST_NOTE =
  '15 rows a page; a page after the last answers the last page. `account` names one member of the team (any case; 404 ' +
  'AGENT_NOT_IN_TEAM when it is not in it, whether it exists or not).';
const LEVEL_NOTE = '`level` keeps one level below the caller (1: direct downlines).';

const KIND_NAMES: Record<ContractKind, string> = {
  DIVIDEND: 'dividend',
  DAILY_SALARY: 'daily salary',
  HOURLY_SALARY: 'hourly salary',
  REALTIME_SALARY: 'real-time salary',
};

/** One kind's contract call: the body's `action` chooses what it does. */
function contractCall<K extends ContractKind>(kind: K) {
  return endpoint({
    method: 'POST',
    path: `/wps/relay/${CONTRACT_CALLS[kind]}` as `/wps/relay/${(typeof CONTRACT_CALLS)[K]}`,
    caller: 'agent',
    closedSite: 'refuse',
    tag: 'agents',
    summary: `The caller's ${KIND_NAMES[kind]} contracts: see, offer, accept, reject, end`,
    description:
      '`mine`: my contract with my upline, my waiting offer, what I offered my direct downlines, and the most I may offer. ' +
      '`offer` (to a direct downline agent): refused above my own rate (409 CONTRACT_RATE_ABOVE_UPLINE naming the field), ' +
      'without a contract of my own unless I am a top agent (409 CONTRACT_NOTHING_TO_OFFER); a newer offer replaces one still ' +
      'waiting; the same requestId offers once. `accept`/`reject` (the downline only): accepting ends my previous contract ' +
      'of the kind and, in the same transaction, every contract below me now above its upline’s rate. `terminate` (the upline ' +
      'only) ends an offer or a contract, and what it bounded below. A contract not mine: 404 CONTRACT_NOT_FOUND.',
    body: contractCallSchema(kind),
    response: ContractCallValueSchema,
  });
}

export const agentsEndpoints = {
  teamMembers: endpoint({
    method: 'GET',
    path: '/wps/agent/team/members',
    caller: 'agent',
    closedSite: 'serve',
    tag: 'agents',
    summary: "The caller's downlines: direct or all levels, or one downline's direct downlines",
    description:
      '`scope` direct (default) or all; `parentAccount` lists under that member of the team instead (404 AGENT_NOT_IN_TEAM ' +
      'when it is not in it); `search` keeps accounts starting with it (any case). Ordered by level, then registration; ' +
      '`level` counts from the caller. A page past the end answers the last page.',
    query: TeamMembersQuerySchema,
    response: TeamMembersValueSchema,
  }),
  createDownline: endpoint({
    method: 'POST',
    path: '/wps/agent/team/members',
    caller: 'agent',
    closedSite: 'refuse',
    sealed: true,
    tag: 'agents',
    summary: 'Create a direct downline: a member or a sub-agent (type 2) (sealed body)',
    description:
      'The account and password follow the site registration rules (GET /wps/system/setting/register), answered as 400 ' +
      'naming `account` or `password`; a taken account (any case) is 409 ACCOUNT_EXISTS. The new account is not signed in.',
    body: CreateDownlineRequestSchema,
    response: CreateDownlineValueSchema,
  }),
  invitations: endpoint({
    method: 'GET',
    path: '/wps/agent/invitations',
    caller: 'agent',
    closedSite: 'serve',
    tag: 'agents',
    summary: "The caller's invitation codes, newest first, with their links and registrations",
    response: InvitationsValueSchema,
  }),
  createInvitation: endpoint({
    method: 'POST',
    path: '/wps/agent/invitations',
    caller: 'agent',
    closedSite: 'refuse',
    tag: 'agents',
    summary: 'Create an invitation code for a member or a sub-agent',
    description: `8 random upper-case letters or digits. At most ${MAX_INVITATIONS} codes per agent: 409 INVITATION_LIMIT.`,
    body: CreateInvitationRequestSchema,
    response: CreateInvitationValueSchema,
  }),
  removeInvitation: endpoint({
    method: 'DELETE',
    path: '/wps/agent/invitations/:code',
    caller: 'agent',
    closedSite: 'refuse',
    tag: 'agents',
    summary: "Delete one of the caller's invitation codes",
    description: "Accounts that registered with it stay where they are. Not one of the caller's codes: 404 AGENT_NOT_IN_TEAM.",
    params: z.object({ code: InvitationCodeSchema }),
    response: RemoveInvitationValueSchema,
  }),
  downlineTransfer: endpoint({
    method: 'POST',
    path: '/wps/agent/team/transfer',
    caller: 'agent',
    closedSite: 'refuse',
    sealed: true,
    idempotencyKey: 'requestId',
    tag: 'agents',
    summary: 'Send money to a member of the team, with the payment password (sealed body)',
    description:
      "From the MAIN wallet to the member's MAIN wallet (any level of the team; else 404 AGENT_NOT_IN_TEAM). The payment " +
      'password has its own attempt limit (PAYMENT_PASSWORD_NOT_SET, _WRONG, _LOCKED). One ledger entry (AGENT_TO_DOWNLINE) ' +
      'whose reference both sides see; the same `requestId` again moves nothing. More than the wallet holds: 409 INSUFFICIENT_FUNDS.',
    body: DownlineTransferRequestSchema,
    response: DownlineTransferValueSchema,
  }),
  notices: endpoint({
    method: 'GET',
    path: '/wps/agent/notices',
    caller: 'agent',
    closedSite: 'serve',
    tag: 'agents',
    summary: 'Notices for agents, newest first',
    description: 'Operator-authored HTML, to be sanitised before it is shown. Agent sessions only.',
    response: AgentNoticesValueSchema,
  }),
  opsCreateNotice: endpoint({
    method: 'POST',
    path: '/ops/agent/notices',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'operator',
    summary: 'Publish a notice for agents',
    description: 'Needs `X-Operator` (who, for the audit). Audited as AGENT_NOTICE_CREATE.',
    body: CreateAgentNoticeRequestSchema,
    response: z.object({ notice: AgentNoticeSchema }),
  }),
  opsRemoveNotice: endpoint({
    method: 'DELETE',
    path: '/ops/agent/notices/:id',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'operator',
    summary: 'Remove a notice for agents',
    description: 'Needs `X-Operator`. Unknown id: 404. Audited as AGENT_NOTICE_DELETE.',
    params: z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/, 'must be a notice id') }),
    response: z.object({ removed: z.literal(true) }),
  }),
  overview: endpoint({
    method: 'GET',
    path: '/wps/agent/overview',
    caller: 'agent',
    closedSite: 'serve',
    tag: 'agents',
    summary:
      "The team's overview of a period: size, registrations, first deposits, money in and out, valid bet, profit and loss, own income, pending offers",
    description:
      `${REPORT_NOTE} Deposits and withdrawals count completed ones only (credited orders and received matched deposits; ` +
      "what was paid out of each finished withdrawal). Profit and loss is the team's win - valid bet (negative: the team lost).",
    query: AgentOverviewQuerySchema,
    response: AgentOverviewSchema,
  }),
  teamBets: endpoint({
    method: 'GET',
    path: '/wps/agent/team/bets',
    caller: 'agent',
    closedSite: 'serve',
    tag: 'agents',
    summary: "The team's real-money rounds (lottery bets are rounds of game type LOTT), newest first, with totals",
    description: `${REPORT_NOTE} ${LIST_NOTE} ${LEVEL_NOTE} Filter \`gameType\` too. The list reaches the 10,000 newest rows of a filter; totals cover all of it.`,
    query: TeamBetsQuerySchema,
    response: TeamBetsValueSchema,
  }),
  teamProfitLoss: endpoint({
    method: 'GET',
    path: '/wps/agent/team/profit-loss',
    caller: 'agent',
    closedSite: 'serve',
    tag: 'agents',
    summary: 'Each member of the team over a period: valid bet, win, bonus, rebate, profit and loss, with totals',
    description:
      `${REPORT_NOTE} ${LIST_NOTE} ${LEVEL_NOTE} Every member of the filter is listed (zeros when it did not play), by level and then ` +
      'registration. Bonus: reward credits other than rebate (cash or bonus money); rebate: rebate claims paid; both by the site day of the credit.',
    query: TeamProfitLossQuerySchema,
    response: TeamProfitLossValueSchema,
  }),
  teamTransactions: endpoint({
    method: 'GET',
    path: '/wps/agent/team/transactions',
    caller: 'agent',
    closedSite: 'serve',
    tag: 'agents',
    summary: "The team's deposits, withdrawals and transfers (to an upline, from an agent above), newest first",
    description: `${REPORT_NOTE} ${LIST_NOTE} Filter \`kind\` DEPOSIT, WITHDRAWAL or TRANSFER too. The list reaches the 10,000 newest rows.`,
    query: TeamTransactionsQuerySchema,
    response: TeamTransactionsValueSchema,
  }),
  dividendContracts: contractCall('DIVIDEND'),
  dailySalaryContracts: contractCall('DAILY_SALARY'),
  hourlySalaryContracts: contractCall('HOURLY_SALARY'),
  realtimeSalaryContracts: contractCall('REALTIME_SALARY'),
  contractsConsolidated: endpoint({
    method: 'GET',
    path: '/wps/agent/contracts/consolidated',
    caller: 'agent',
    closedSite: 'serve',
    tag: 'agents',
    summary: 'Which contract pages to show: one flag per kind',
    description:
      'A flag is 1 when the kind is on for the site and the caller has a contract of it (accepted or waiting for an answer) or ' +
      'is a top agent (type 1).',
    response: ContractConsolidatedSchema,
  }),
  income: endpoint({
    method: 'GET',
    path: '/wps/agent/income',
    caller: 'agent',
    closedSite: 'serve',
    tag: 'agents',
    summary: 'My Income: the dividends and salaries the caller received and paid',
    description:
      'Lines whose period ended on a day of the range (site days), newest first, 15 a page; `kind` and `direction` (RECEIVED, PAID) ' +
      'filter. `amount` is what the payee is due, `paid` what moved, `owed` the rest. Totals cover every line of the filter: ' +
      '`owed` is what the caller still owes its downlines, `owedToMe` what it is still owed. Agent sessions only.',
    query: AgentIncomeQuerySchema,
    response: AgentIncomePageSchema,
  }),
  opsSettle: endpoint({
    method: 'POST',
    path: '/ops/agents/settle',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'operator',
    summary: 'Settles a kind now: every period ended by `periodEnd` (default now) not settled yet',
    description:
      'What the scheduler does on time, on demand: periods are settled once each, so the call is safe to repeat. ' +
      '`periodEnd` after now is refused unless the platform runs with test hooks. `skipped` when another platform process was settling.',
    body: AgentSettleRequestSchema,
    response: AgentSettleAnswerSchema,
  }),
};
