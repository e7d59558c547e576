import {
  AccountRecordQuerySchema,
  AccountRecordValueSchema,
  BettingRecordQuerySchema,
  BettingRecordValueSchema,
  BonusGrantSchema,
  BonusGrantValueSchema,
  BonusListValueSchema,
  ProfitLossValueSchema,
  RecordRangeQuerySchema,
} from '@site/shared/contract/member';
import { accountOf, sessionGuard } from '../accounts/session-auth';
import { operatorName } from '../audit/operator-actions';
import { ok, validationError } from '../http/errors';
import { requireOperator } from '../http/operator-auth';
import { ErrorEnvelopeSchema, okEnvelope } from '../http/schemas';
import type { AreaOptions, ZodApp } from '../http/types';
import { parseAmount } from '../wallet/money';
import { accountRecord } from './account-record';
import { bettingRecord } from './betting-record';
import { bonusList, grantOperatorBonus } from './bonuses';
import { profitLoss } from './profit-loss';

const memberErrors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 500: ErrorEnvelopeSchema };
const operatorErrors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema, 500: ErrorEnvelopeSchema };

const RECORD_NOTE =
  'Needs the session token in `Authorization`; trial accounts get 403 NEED_REAL_ACCOUNT. Only the caller\'s own rows: ' +
  'the member comes from the session, never from the query (unknown query fields are refused). Dates are UTC days ' +
  '(YYYY-MM-DD, both included, at most 92 days); 15 rows a page, newest first; a page after the last answers the last page; ' +
  'the list reaches the 10,000 newest rows of a filter (narrow the dates for older ones), totals cover the whole filter.';

/** The member's record pages and the operator's bonus grant. */
export function registerRecordsRoutes(app: ZodApp, { db, operatorToken }: AreaOptions): void {
  // Records only read, so they take the session from the short session cache like the game lists:
  // a session revoked by another platform process still reads its own records for at most the
  // cache's few seconds; a sign-out in this process counts at once.
  const realAccount = sessionGuard(db, 'real', { cached: true });

  app.get(
    '/wps/member/records/bets',
    {
      onRequest: realAccount,
      schema: {
        tags: ['records'],
        summary: 'Betting record: real-money rounds with totals of stake, valid bet, win and profit',
        description: `${RECORD_NOTE} Filters: gameType, vendor.`,
        querystring: BettingRecordQuerySchema,
        response: { 200: okEnvelope(BettingRecordValueSchema), ...memberErrors },
      },
    },
    async (request) => ok(await bettingRecord(db, { ...request.query, memberId: accountOf(request).memberId })),
  );

  app.get(
    '/wps/member/records/transactions',
    {
      onRequest: realAccount,
      schema: {
        tags: ['records'],
        summary: 'Account record: every ledger line of the member\'s wallets with kind, amount, balance after and reference',
        description: `${RECORD_NOTE} Filter: kind (one of the ledger kinds).`,
        querystring: AccountRecordQuerySchema,
        response: { 200: okEnvelope(AccountRecordValueSchema), ...memberErrors },
      },
    },
    async (request) => ok(await accountRecord(db, { ...request.query, memberId: accountOf(request).memberId })),
  );

  app.get(
    '/wps/member/records/profit-loss',
    {
      onRequest: realAccount,
      schema: {
        tags: ['records'],
        summary: 'Personal profit and loss by day and game type, with totals',
        description: RECORD_NOTE,
        querystring: RecordRangeQuerySchema,
        response: { 200: okEnvelope(ProfitLossValueSchema), ...memberErrors },
      },
    },
    async (request) => ok(await profitLoss(db, { ...request.query, memberId: accountOf(request).memberId })),
  );

  app.get(
    '/wps/member/records/bonuses',
    {
      onRequest: realAccount,
      schema: {
        tags: ['records'],
        summary: 'Bonus details: bonuses received, with their count and sum',
        description: RECORD_NOTE,
        querystring: RecordRangeQuerySchema,
        response: { 200: okEnvelope(BonusListValueSchema), ...memberErrors },
      },
    },
    async (request) => ok(await bonusList(db, { ...request.query, memberId: accountOf(request).memberId })),
  );

  app.post(
    '/ops/member/bonus',
    {
      onRequest: requireOperator(operatorToken),
      bodyLimit: 4 * 1024,
      schema: {
        tags: ['records', 'operator'],
        summary: "Grant a bonus to a member's main wallet from the marketing account",
        description:
          'Needs `X-Operator` (who grants, for the audit). Idempotent per reference (ledger key `bonus:<reference>`, audit action ' +
          'BONUS_GRANT): the same reference with the same account and amount answers the first grant and moves nothing; with another ' +
          'account or amount it is refused (409 IDEMPOTENCY_CONFLICT). The memo is shown to the member.',
        security: [{ operatorToken: [] }],
        body: BonusGrantSchema,
        response: { 200: okEnvelope(BonusGrantValueSchema), ...operatorErrors },
      },
    },
    async (request) => {
      const operator = operatorName(request);
      const { account, amount, reference, memo } = request.body;
      const parsed = parseAmount(amount);
      if ('problem' in parsed) throw validationError('amount', parsed.problem);
      const granted = await grantOperatorBonus(db, { operator, account, amount: parsed.minor, reference, memo: memo || undefined });
      request.log.info({ bonusId: granted.bonusId, replayed: granted.replayed }, 'records: operator bonus');
      return ok(granted);
    },
  );
}
