import type { ChatRefusal } from '@site/shared/contract/chat';
import { PlatformError } from '../http/errors';

/**
 * The refusals of chat calls: HTTP status and the English message (pages word them per language
 * by errorCode and fall back to the message).
 */
const CHAT_REFUSALS: Record<ChatRefusal, readonly [number, string]> = {
  CHAT_LINK: [403, 'Links are not allowed in the chat'],
  CHAT_PHONE: [403, 'Phone numbers are not allowed in the chat'],
  CHAT_HANDLE: [403, 'Messaging app names and handles are not allowed in the chat'],
  CHAT_BANK_NUMBER: [403, 'Bank account numbers are not allowed in the chat'],
  CHAT_TOO_FAST: [429, 'Please wait a few seconds between messages'],
  CHAT_TOO_MANY: [429, 'You have sent many messages this minute, please wait'],
  CHAT_MUTED: [403, 'You are muted in the chat'],
  CHAT_BANNED: [403, 'You are banned from the chat'],
  CHAT_PHONE_REQUIRED: [403, 'Bind and verify a mobile number to post in the chat'],
  CHAT_ROOM_CLOSED: [403, 'This room is not open to you'],
  CHAT_BET_NOT_FOUND: [404, 'Bet not found'],
  PLAYER_EXCLUDED: [403, 'You have taken a break from play (time-out or self-exclusion): the chat is closed until it ends'],
  NEED_REAL_ACCOUNT: [403, 'Free-play accounts cannot post in the chat; register an account first'],
  CHAT_TOO_MANY_STREAMS: [429, 'Too many chat rooms are open at once: close one first'],
};

export function chatRefusal(code: ChatRefusal, options: { field?: string; until?: Date } = {}): PlatformError {
  const [status, message] = CHAT_REFUSALS[code];
  const text = options.until ? `${message} until ${options.until.toISOString()}` : message;
  return new PlatformError(status, code, options.field ? `${options.field}: ${text}` : text, options.field, null);
}
