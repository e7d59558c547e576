/**
 * The chat room: one lobby per language, one room per lottery game and a VIP room (level 5 and
 * above). Everyone may read a public room; posting needs a real member with a bound phone, and the
 * platform checks every rule (length, pace, no contact details, mutes, bans, time-out and
 * self-exclusion). Messages are read as a server-sent event stream that resumes after the last
 * id seen; they are posted with plain calls.
 */
import './zod-in-browser';
import { z } from 'zod';
import { endpoint } from './endpoint';

export { CHAT_MAX_CHARACTERS, CHAT_MIN_SECONDS_BETWEEN, CHAT_PER_MINUTE, CHAT_KEEP_DAYS, CHAT_VIP_LEVEL, CHAT_BACKLOG, chatLength } from './chat-rules';
import { CHAT_MAX_CHARACTERS, CHAT_MIN_SECONDS_BETWEEN, CHAT_PER_MINUTE, CHAT_VIP_LEVEL, CHAT_BACKLOG, chatLength } from './chat-rules';

export const CHAT_LANGUAGES = ['en', 'es', 'vi', 'zh'] as const;

/** `lobby-en`, `vip`, `lottery-FAST_1M`. */
export const ChatRoomIdSchema = z
  .string()
  .regex(/^(lobby-(en|es|vi|zh)|vip|lottery-[A-Z0-9_]{1,32})$/, 'must be a chat room (lobby-<language>, vip or lottery-<game>)');
export type ChatRoomId = z.infer<typeof ChatRoomIdSchema>;

/**
 * Why the platform refused a message's words (403 with this errorCode): a link, a phone number, a
 * messaging handle (Telegram, Zalo, WhatsApp…), a bank account number. Members may not move
 * players to other channels or ask for money in the room.
 */
export const CHAT_CONTENT_REFUSALS = ['CHAT_LINK', 'CHAT_PHONE', 'CHAT_HANDLE', 'CHAT_BANK_NUMBER'] as const;
/** Every refusal of a post, so the page can word each one. */
export const CHAT_REFUSALS = [
  ...CHAT_CONTENT_REFUSALS,
  'CHAT_TOO_FAST',
  'CHAT_TOO_MANY',
  'CHAT_MUTED',
  'CHAT_BANNED',
  'CHAT_PHONE_REQUIRED',
  'CHAT_ROOM_CLOSED',
  'CHAT_BET_NOT_FOUND',
  'PLAYER_EXCLUDED',
  'NEED_REAL_ACCOUNT',
  'CHAT_TOO_MANY_STREAMS',
] as const;
export type ChatRefusal = (typeof CHAT_REFUSALS)[number];

const Timestamp = z.string().describe('ISO 8601 time, UTC');

/** A shared lottery bet as the server's record has it. */
export const ChatBetCardSchema = z.object({
  gameId: z.string(),
  gameName: z.string(),
  numero: z.string(),
  betType: z.string(),
  numbers: z.array(z.string()),
  stake: z.string().describe('amount, two decimals'),
  odds: z.string(),
  status: z.enum(['PLACED', 'WON', 'LOST', 'REFUNDED']),
  payout: z.string(),
});
export type ChatBetCard = z.infer<typeof ChatBetCardSchema>;

export const ChatMessageSchema = z.object({
  id: z.number().int(),
  room: z.string(),
  /** The author's masked account ('de***er'). */
  author: z.string(),
  kind: z.enum(['TEXT', 'BET']),
  /** The words as posted (plain text: pages show it as text, never as markup). Null for a bet card. */
  text: z.string().nullable(),
  bet: ChatBetCardSchema.nullable(),
  createdAt: Timestamp,
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatRoomSchema = z.object({
  id: z.string(),
  kind: z.enum(['LOBBY', 'LOTTERY', 'VIP']),
  /** The lottery game's name, or the lobby's language code; 'VIP' for the VIP room. */
  name: z.string(),
});
export type ChatRoom = z.infer<typeof ChatRoomSchema>;

/** What the caller may do in the chat: read only (a visitor), or post, or neither (why). */
export const ChatRoomsSchema = z.object({
  rooms: z.array(ChatRoomSchema),
  /** Whether the caller may post (a real member with a bound phone, not muted, banned or excluded). */
  canPost: z.boolean(),
  /** Why not, when signed in: CHAT_PHONE_REQUIRED, CHAT_MUTED, CHAT_BANNED, PLAYER_EXCLUDED, NEED_REAL_ACCOUNT. */
  refusal: z.enum(CHAT_REFUSALS).nullable(),
  /** When a mute or ban ends. */
  until: Timestamp.nullable(),
});
export type ChatRooms = z.infer<typeof ChatRoomsSchema>;

export const ChatRoomParamsSchema = z.strictObject({ room: ChatRoomIdSchema });
export const ChatMessageParamsSchema = z.strictObject({ messageId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

export const ChatStreamQuerySchema = z.strictObject({
  /** The last message id seen (as Last-Event-ID, which wins when both are sent). */
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});

export const ChatPostSchema = z.strictObject({
  text: z
    .string()
    .trim()
    .refine((text) => chatLength(text) >= 1, 'must not be empty')
    .refine((text) => chatLength(text) <= CHAT_MAX_CHARACTERS, `must be at most ${CHAT_MAX_CHARACTERS} characters`),
});
export type ChatPost = z.input<typeof ChatPostSchema>;

export const ChatShareBetSchema = z.strictObject({
  /** The id of one of the member's own lottery bets; the card is built from the server's record of it. */
  betId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

export const ChatReportSchema = z.strictObject({
  reason: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters').optional(),
});

// Operator side

export const ChatSanctionBodySchema = z.strictObject({
  reference: z.string().trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters'),
  account: z.string().trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters'),
  kind: z.enum(['MUTE', 'BAN'], 'must be MUTE or BAN'),
  reason: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  /** How long, in minutes (1 minute to 365 days). */
  minutes: z.coerce.number().int().min(1, 'must be 1-525600').max(525_600, 'must be 1-525600'),
});
export const ChatSanctionSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  kind: z.enum(['MUTE', 'BAN']),
  reason: z.string(),
  endsAt: Timestamp,
  operator: z.string(),
  replayed: z.boolean(),
});

export const ChatReportItemSchema = z.object({
  id: z.number().int(),
  messageId: z.number().int(),
  room: z.string(),
  account: z.string(),
  content: z.string().nullable(),
  reporter: z.string(),
  reason: z.string().nullable(),
  createdAt: Timestamp,
});

/** Open streams one address, and one member, may hold on one server (429 CHAT_TOO_MANY_STREAMS past it). */
export const CHAT_STREAMS_PER_ADDRESS = 100;
export const CHAT_STREAMS_PER_MEMBER = 5;

export const ChatSanctionParamsSchema = z.strictObject({ sanctionId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
export const ChatSanctionsQuerySchema = z.strictObject({
  /** One member's whole history instead of the sanctions in force and the latest others. */
  account: z.string().trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters').optional(),
});
export const ChatSanctionItemSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  kind: z.enum(['MUTE', 'BAN']),
  reason: z.string(),
  operator: z.string(),
  createdAt: Timestamp,
  endsAt: Timestamp,
  /** Not ended and not lifted. */
  active: z.boolean(),
  liftedAt: Timestamp.nullable(),
  liftedBy: z.string().nullable(),
  liftReason: z.string().nullable(),
});
/** An operator's lift of a sanction or hiding of a message: a reference (repeats are replays) and a reason. */
export const ChatModerationBodySchema = z.strictObject({
  reference: z.string().trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters'),
  reason: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
});

const STREAM_NOTE =
  'Answers text/event-stream: each message is an event `message` whose id is the message id and whose data is the message (JSON). ' +
  'Send `Last-Event-ID` (or `after`) with the last id seen to resume: every later message comes once, none before it. Without it the stream starts with the last ' +
  `${CHAT_BACKLOG} messages. A comment line every 20 s keeps proxies from closing it. Visitors may read the lobbies and lottery rooms; the VIP room needs level ${CHAT_VIP_LEVEL}; ` +
  'a member under time-out or self-exclusion (403 PLAYER_EXCLUDED) or banned (403 CHAT_BANNED) cannot open it, and an open one ends within a minute of either. ' +
  `At most ${CHAT_STREAMS_PER_ADDRESS} open streams per address and ${CHAT_STREAMS_PER_MEMBER} per member on one server (429 CHAT_TOO_MANY_STREAMS). ` +
  'An event `hidden` (no id; data `{"id": n}`) says an operator hid message n: drop it.';
const POST_NOTE =
  'Needs a real member with a bound phone (403 CHAT_PHONE_REQUIRED). Refused, nothing written: 403 CHAT_MUTED / CHAT_BANNED (the message names when it ends), ' +
  `PLAYER_EXCLUDED (time-out or self-exclusion), CHAT_ROOM_CLOSED (the VIP room below level ${CHAT_VIP_LEVEL}, an unknown lottery room), ` +
  `429 CHAT_TOO_FAST (within ${CHAT_MIN_SECONDS_BETWEEN} s of the member's last message) and CHAT_TOO_MANY (${CHAT_PER_MINUTE} in the last minute), counted in the database.`;

export const chatEndpoints = {
  rooms: endpoint({
    method: 'GET',
    path: '/wps/chat/rooms',
    caller: 'visitor',
    closedSite: 'refuse',
    tag: 'chat',
    summary: 'The rooms the caller may read, and whether (and why not) they may post',
    description: 'With a session (Authorization) the answer is the member\'s: the VIP room from level 5, and the reason they may not post. A token that is no live session is 401.',
    response: ChatRoomsSchema,
  }),
  stream: endpoint({
    method: 'GET',
    path: '/wps/chat/rooms/:room/stream',
    caller: 'visitor',
    closedSite: 'refuse',
    tag: 'chat',
    summary: "A room's messages as server-sent events, resuming after the last id seen",
    description: STREAM_NOTE,
    params: ChatRoomParamsSchema,
    query: ChatStreamQuerySchema,
    response: ChatMessageSchema,
  }),
  post: endpoint({
    method: 'POST',
    path: '/wps/chat/rooms/:room/messages',
    caller: 'realMember',
    closedSite: 'refuse',
    tag: 'chat',
    summary: 'Post a message (at most 200 characters; no links, phone numbers, messaging handles or bank numbers)',
    description: `${POST_NOTE} Words with a link, phone number, messaging handle or bank number: 403 CHAT_LINK, CHAT_PHONE, CHAT_HANDLE, CHAT_BANK_NUMBER on text.`,
    params: ChatRoomParamsSchema,
    body: ChatPostSchema,
    response: ChatMessageSchema,
  }),
  shareBet: endpoint({
    method: 'POST',
    path: '/wps/chat/rooms/:room/bets',
    caller: 'realMember',
    closedSite: 'refuse',
    tag: 'chat',
    summary: "Share one of my lottery bets: the card is built from the server's record of it",
    description: `${POST_NOTE} A bet id that is not one of the member's own answers 404 CHAT_BET_NOT_FOUND, like a missing one.`,
    params: ChatRoomParamsSchema,
    body: ChatShareBetSchema,
    response: ChatMessageSchema,
  }),
  report: endpoint({
    method: 'POST',
    path: '/wps/chat/messages/:messageId/report',
    caller: 'realMember',
    closedSite: 'refuse',
    tag: 'chat',
    summary: 'Report a message to the operators (once per member and message; a repeat changes nothing)',
    params: ChatMessageParamsSchema,
    body: ChatReportSchema,
    response: z.object({ reported: z.literal(true) }),
  }),
  opsSanction: endpoint({
    method: 'POST',
    path: '/ops/chat/sanctions',
    caller: 'operator',
    closedSite: 'serve',
    idempotencyKey: 'reference',
    tag: 'chat',
    summary: 'Mute (no posting) or ban (no posting, no reading) a member for a time, with a reason',
    description: 'Needs `X-Operator`. Audited as CHAT_MUTE / CHAT_BAN; a repeated reference answers the first sanction and changes nothing.',
    body: ChatSanctionBodySchema,
    response: ChatSanctionSchema,
  }),
  opsReports: endpoint({
    method: 'GET',
    path: '/ops/chat/reports',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'chat',
    summary: 'The latest 100 reports of messages, newest first',
    response: z.object({ list: z.array(ChatReportItemSchema) }),
  }),
  opsSanctions: endpoint({
    method: 'GET',
    path: '/ops/chat/sanctions',
    caller: 'operator',
    closedSite: 'serve',
    tag: 'chat',
    summary: 'Mutes and bans: those in force first, then the latest ended or lifted (100 at most); with account, that member\'s whole history',
    query: ChatSanctionsQuerySchema,
    response: z.object({ list: z.array(ChatSanctionItemSchema) }),
  }),
  opsLift: endpoint({
    method: 'POST',
    path: '/ops/chat/sanctions/:sanctionId/lift',
    caller: 'operator',
    closedSite: 'serve',
    idempotencyKey: 'reference',
    tag: 'chat',
    summary: 'End a mute or ban before its time, with a reason',
    description: 'Needs `X-Operator`. Audited as CHAT_LIFT; a repeated reference answers the sanction and changes nothing. 404 CHAT_SANCTION_NOT_FOUND; 409 CHAT_SANCTION_OVER when it already ended or was lifted.',
    params: ChatSanctionParamsSchema,
    body: ChatModerationBodySchema,
    response: ChatSanctionItemSchema.extend({ replayed: z.boolean() }),
  }),
  opsHide: endpoint({
    method: 'POST',
    path: '/ops/chat/messages/:messageId/hide',
    caller: 'operator',
    closedSite: 'serve',
    idempotencyKey: 'reference',
    tag: 'chat',
    summary: 'Hide a message, with a reason: no history or resume answers it, and open streams are told to drop it',
    description: 'Needs `X-Operator`. Audited as CHAT_HIDE; a repeated reference changes nothing. 404 CHAT_MESSAGE_NOT_FOUND.',
    params: ChatMessageParamsSchema,
    body: ChatModerationBodySchema,
    response: z.object({ messageId: z.number().int(), room: z.string(), hidden: z.literal(true), replayed: z.boolean() }),
  }),
};
