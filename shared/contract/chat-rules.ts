/** The chat room's figures, without zod, so the page's chat code can read them without the schemas. */
export const CHAT_MAX_CHARACTERS = 200;
/** At most one message every this many seconds, and CHAT_PER_MINUTE a minute, per member. */
export const CHAT_MIN_SECONDS_BETWEEN = 3;
export const CHAT_PER_MINUTE = 20;
/** Messages older than this many days are deleted. */
export const CHAT_KEEP_DAYS = 7;
/** The VIP room's lowest VIP (rank) level. */
export const CHAT_VIP_LEVEL = 5;
/** How many earlier messages a stream opened without a last id starts with. */
export const CHAT_BACKLOG = 50;

/** Characters as a person counts them (an emoji is one), as the input's counter counts. */
export function chatLength(text: string): number {
  return [...text].length;
}
