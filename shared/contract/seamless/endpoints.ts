/**
 * The seamless wallet calls a game vendor makes, `POST /seamless/v1/<call>`, declared once. They
 * are signed by the vendor (the platform checks the signature over the body exactly as sent) and
 * answer the platform's success envelope; a refusal's envelope may carry the balance in `value`.
 */
import { z } from 'zod';
import { endpoint, SignatureHeadersSchema } from '../endpoint';
import {
  AuthenticateBodySchema,
  AuthenticateValueSchema,
  BalanceBodySchema,
  BalanceValueSchema,
  BetBodySchema,
  BetValueSchema,
  RollbackBodySchema,
  SeamlessErrorSchema,
  TransactionValueSchema,
  WinBodySchema,
} from './schemas';

const SIGNATURE_NOTE =
  'Signed: headers `X-Provider-Id: DEMO`, `X-Timestamp` (ms since 1970, within 5 minutes) and `X-Signature` ' +
  '(hex HMAC-SHA256 with the shared secret over `X-Timestamp + "." + METHOD + "\\n" + path + "\\n" + X-Provider-Id + "\\n" + raw body`); ' +
  'otherwise 401 SIGNATURE_INVALID. ' +
  'Amounts are integer minor units.';

/** The signature headers every seamless call carries. */
const headers = SignatureHeadersSchema.extend({ 'x-provider-id': z.string().describe('The vendor that signed the call: DEMO') });

/** Every refusal of the protocol has the seamless error envelope. */
const refusals = {
  400: SeamlessErrorSchema,
  401: SeamlessErrorSchema,
  403: SeamlessErrorSchema,
  404: SeamlessErrorSchema,
  409: SeamlessErrorSchema,
  413: SeamlessErrorSchema,
  500: SeamlessErrorSchema,
  503: SeamlessErrorSchema,
};

export const seamlessEndpoints = {
  authenticate: endpoint({
    method: 'POST',
    path: '/seamless/v1/authenticate',
    caller: 'vendor',
    headers,
    // Bets already placed must settle while the site is closed: the calls they need stay open.
    closedSite: 'serve',
    tag: 'seamless',
    summary: 'Trade a launch token for a game session',
    description: `${SIGNATURE_NOTE} The launch token is used up (single use, 10 minutes); the session lasts until 2 hours without calls.`,
    body: AuthenticateBodySchema,
    response: AuthenticateValueSchema,
    refusals,
  }),
  balance: endpoint({
    method: 'POST',
    path: '/seamless/v1/balance',
    caller: 'vendor',
    headers,
    closedSite: 'serve',
    tag: 'seamless',
    summary: "The member's balance",
    description: `${SIGNATURE_NOTE} Refused (SESSION_EXPIRED) once the session expired.`,
    body: BalanceBodySchema,
    response: BalanceValueSchema,
    refusals,
  }),
  bet: endpoint({
    method: 'POST',
    path: '/seamless/v1/bet',
    caller: 'vendor',
    headers,
    closedSite: 'refuse',
    idempotencyKey: 'txId',
    tag: 'seamless',
    summary: 'Take a stake from the member',
    description:
      `${SIGNATURE_NOTE} Once per txId: the same content answers the first answer again, other content 409 TX_CONFLICT. ` +
      'Not enough money: 409 INSUFFICIENT_FUNDS with `value: {balance, currency}`, nothing written. Refused after the session ' +
      'expired (SESSION_EXPIRED). The ledger entry, the round row and the daily rollup commit together. A bet whose txId was ' +
      'rolled back first moves nothing and answers `rolledBack: true`.',
    body: BetBodySchema,
    response: BetValueSchema,
    refusals,
  }),
  win: endpoint({
    method: 'POST',
    path: '/seamless/v1/win',
    caller: 'vendor',
    headers,
    closedSite: 'serve',
    idempotencyKey: 'txId',
    tag: 'seamless',
    summary: 'Pay a win to the member',
    description:
      `${SIGNATURE_NOTE} Once per txId (same rules as bet). Accepted after the session expired. The round must have been ` +
      'opened by a bet (404 ROUND_NOT_FOUND) and still be open (409 ROUND_SETTLED, ROUND_ROLLED_BACK); `roundClosed` settles it. ' +
      'Amount 0 closes a lost round.',
    body: WinBodySchema,
    response: TransactionValueSchema,
    refusals,
  }),
  rollback: endpoint({
    method: 'POST',
    path: '/seamless/v1/rollback',
    caller: 'vendor',
    headers,
    closedSite: 'serve',
    idempotencyKey: 'txId',
    tag: 'seamless',
    summary: 'Cancel a bet (txId names the bet)',
    description:
      `${SIGNATURE_NOTE} Once per txId. Accepted after the session expired. Refunds the bet; when it was the round's last ` +
      'standing bet the round becomes ROLLED_BACK. Unknown txId: recorded and answered with success, and that bet moves nothing ' +
      'if it comes later. A bet whose round already has a win or is closed is refused (409 ROUND_SETTLED).',
    body: RollbackBodySchema,
    response: TransactionValueSchema,
    refusals,
  }),
};
