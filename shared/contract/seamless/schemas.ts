/**
 * zod schemas of the seamless wallet protocol (game vendor -> platform): they validate the calls,
 * serialise the answers and document the protocol in OpenAPI. Amounts are integer minor units.
 */
import { LimitRefusalValueSchema } from '../endpoint';
import { z } from 'zod';
import { MAX_AMOUNT_MINOR } from '../money';

/** Ids a provider makes up (request, round, transaction): short, printable, safe in a ledger key. */
const ProviderId = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{1,100}$/, { error: 'must be 1 to 100 letters, digits or . _ : -' });

const RequestId = ProviderId.describe("The provider's id of this request (for its logs; replays are recognised by txId)");
const RoundId = ProviderId.describe("The provider's round id; a round's bets and wins share it");
const TxId = ProviderId.describe("The provider's transaction id: processed once per kind (bet, win, rollback)");

const Token = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'must be a token of 43 letters, digits, - or _' });

export const GameCodeSchema = z
  .string()
  .regex(/^[A-Z]+-[A-Z0-9_]{1,32}$/, { error: "must be a game code such as 'RNG-123' or 'SPORTS-SABA'" })
  .describe("The provider's id of the game: '<gameType>-<id>' or '<gameType>-<VENDOR>'; must be the session's game");

const Amount = z
  .number()
  .int({ error: 'must be a whole number of minor units (cents)' })
  .max(MAX_AMOUNT_MINOR, { error: 'is too large' });

const SessionToken = Token.describe('The session token authenticate answered');

export const AuthenticateBodySchema = z.strictObject({
  requestId: RequestId,
  launchToken: Token.describe('The single-use token of the launch address (valid 10 minutes)'),
});

export const BalanceBodySchema = z.strictObject({
  requestId: RequestId,
  sessionToken: SessionToken,
  gameCode: GameCodeSchema,
});

export const BetBodySchema = z.strictObject({
  requestId: RequestId,
  sessionToken: SessionToken,
  gameCode: GameCodeSchema,
  roundId: RoundId,
  txId: TxId,
  amount: Amount.min(1, { error: 'must be at least 1' }).describe('The stake in minor units, more than 0'),
  tableRoundId: ProviderId.optional().describe(
    'The round many players share, when there is one (a match, a live table\'s hand): sent with side, so the platform can notice one player on both sides',
  ),
  side: z
    .string()
    .regex(/^[A-Z0-9_]{1,20}$/, { error: 'must be 1 to 20 capital letters, digits or _' })
    .optional()
    .describe("The side this bet took in the shared round (e.g. HOME, AWAY, DRAW; BANKER, PLAYER)"),
});

export const WinBodySchema = z.strictObject({
  requestId: RequestId,
  sessionToken: SessionToken,
  gameCode: GameCodeSchema,
  roundId: RoundId,
  txId: TxId,
  amount: Amount.min(0, { error: 'must be at least 0' }).describe('The payout in minor units; 0 settles a lost round'),
  roundClosed: z.boolean().describe('True when this is the round\'s last win: the round is then SETTLED'),
});

export const RollbackBodySchema = z.strictObject({
  requestId: RequestId,
  sessionToken: SessionToken,
  gameCode: GameCodeSchema,
  roundId: RoundId,
  txId: TxId.describe('The txId of the BET to cancel'),
});

export const CurrencySchema = z.enum(['REAL', 'PLAY']).describe('REAL money, or PLAY money of a trial account');

const Balance = z.number().int().describe("The member's balance in minor units");

export const AuthenticateValueSchema = z
  .object({
    sessionToken: SessionToken.describe('The game session: used by every later call; expires after 2 hours without calls'),
    gameCode: z.string(),
    gameName: z.string(),
    gameType: z.string(),
    vendor: z.string(),
    gameId: z.number().int().nullable().describe('The catalogue game, null for a provider lobby'),
    language: z.string(),
    lobbyOrigin: z.string().describe('The site origin the game posts its messages to'),
    currency: CurrencySchema,
    balance: Balance,
    playerId: z
      .string()
      .describe("The member's id at this provider: the same in every session (for the player's history), telling nothing about the member"),
  })
  .meta({ id: 'SeamlessAuthenticate' });

export const BalanceValueSchema = z.object({ balance: Balance, currency: CurrencySchema }).meta({ id: 'SeamlessBalance' });

export const TransactionValueSchema = z
  .object({
    balance: Balance.describe("The member's balance right after this transaction (a replay answers the first answer again)"),
    currency: CurrencySchema,
    txId: z.string(),
  })
  .meta({ id: 'SeamlessTransaction' });

export const BetValueSchema = TransactionValueSchema.extend({
  rolledBack: z.boolean().describe('True when a rollback of this txId came first: the bet moved no money'),
}).meta({ id: 'SeamlessBet' });

/** Refusals; INSUFFICIENT_FUNDS carries the balance in `value`, LIMIT_REACHED the member's limit. */
export const SeamlessErrorSchema = z
  .object({
    success: z.literal(false),
    value: z.union([BalanceValueSchema, LimitRefusalValueSchema]).nullable(),
    errorCode: z.string(),
    message: z.string(),
    field: z.string().optional(),
  })
  .meta({ id: 'SeamlessError' });

export type Currency = z.output<typeof CurrencySchema>;
