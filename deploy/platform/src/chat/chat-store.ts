/**
 * The chat's rows: who may read and post where, posting (words or a shared bet) under the pace
 * rules, reports, the operators' mutes and bans, and the 7-day pruning. Everything a rule counts is
 * read from the database inside the posting transaction, so every server on the same database
 * judges the same way.
 */
import {
  CHAT_BACKLOG,
  CHAT_KEEP_DAYS,
  CHAT_MIN_SECONDS_BETWEEN,
  CHAT_PER_MINUTE,
  CHAT_VIP_LEVEL,
  type ChatBetCard,
  type ChatMessage,
  type ChatRefusal,
  type ChatRoom,
  type ChatRooms,
} from '@site/shared/contract/chat';
import type { Db } from '../db/database';
import { PlatformError } from '../http/errors';
import { recordOperatorAction } from '../audit/operator-actions';
import { maskAccount } from '../games/game-lists';
import { checkEligibility } from '../rewards/eligibility';
import { formatAmount, toMinor } from '../wallet/money';
import { chatRefusal } from './chat-refusals';
import { contentRefusal } from './content-rules';
import { lockNamed } from '../db/lock-named';

/**
 * The NOTIFY channel: its payload is `<room>:<id>` of a new message, or `hidden:<room>:<id>` when
 * an operator hid a message (open streams are told to drop it).
 */
export const CHAT_CHANNEL = 'chat_posted';
export const HIDDEN_PREFIX = 'hidden:';

/** Who reads or posts: a visitor (null) or a signed-in account. */
export interface Viewer {
  memberId: string;
  type: number;
}

interface MessageRow {
  id: string;
  room: string;
  author: string;
  kind: 'TEXT' | 'BET';
  content: string | null;
  bet: ChatBetCard | null;
  created_at: Date;
}

const MESSAGE_COLUMNS = 'id::text AS id, room, author, kind, content, bet, created_at';

function messageOf(row: MessageRow): ChatMessage {
  return {
    id: Number(row.id),
    room: row.room,
    author: row.author,
    kind: row.kind,
    text: row.content,
    bet: row.bet,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

interface Standing {
  level: number;
  /** The reason the member may not post anywhere, or null. */
  refusal: ChatRefusal | null;
  until: Date | null;
  /** Banned or excluded: may not read either. */
  mayRead: boolean;
}

/**
 * What the member may do: the rewards' eligibility check asks the protection state (time-out,
 * self-exclusion, the exclusion register), the account's state and the bound phone in one read;
 * the chat adds its own mutes and bans. Exclusion is strongest, then a ban, a mute, the phone.
 */
async function standingOf(db: Db, memberId: string): Promise<Standing> {
  const [eligibility, [facts]] = await Promise.all([
    checkEligibility(db, memberId, { requirePhone: true }),
    db.query<{ level: number | null; kind: 'MUTE' | 'BAN' | null; ends_at: Date | null }>(
      `SELECT (CASE WHEN jsonb_typeof(m.club_label -> 'rankLevel') = 'number' THEN (m.club_label ->> 'rankLevel')::numeric::int END) AS level,
              s.kind, s.ends_at
         FROM members m
         LEFT JOIN LATERAL (SELECT kind, ends_at FROM chat_sanctions
                             WHERE member_id = m.id AND ends_at > now() AND lifted_at IS NULL
                             ORDER BY (kind = 'BAN') DESC, ends_at DESC LIMIT 1) s ON true
        WHERE m.id = $1::bigint`,
      [memberId],
    ),
  ]);
  const level = facts?.level ?? 0;
  const codes = eligibility.eligible ? [] : eligibility.reasons.map((reason) => reason.code);
  if (codes.includes('PLAYER_EXCLUDED')) return { level, refusal: 'PLAYER_EXCLUDED', until: null, mayRead: false };
  if (codes.includes('TRIAL_ACCOUNT')) return { level, refusal: 'NEED_REAL_ACCOUNT', until: null, mayRead: true };
  if (facts?.kind === 'BAN' || codes.includes('ACCOUNT_BLOCKED')) return { level, refusal: 'CHAT_BANNED', until: facts?.ends_at ? new Date(facts.ends_at) : null, mayRead: false };
  if (facts?.kind === 'MUTE') return { level, refusal: 'CHAT_MUTED', until: new Date(facts.ends_at!), mayRead: true };
  if (codes.includes('PHONE_REQUIRED')) return { level, refusal: 'CHAT_PHONE_REQUIRED', until: null, mayRead: true };
  return { level, refusal: null, until: null, mayRead: true };
}

async function lotteryRooms(db: Db): Promise<ChatRoom[]> {
  const rows = await db.query<{ id: string; name: string }>('SELECT id, name FROM lottery_games WHERE enabled ORDER BY sort, id');
  return rows.map((row) => ({ id: `lottery-${row.id}`, kind: 'LOTTERY', name: row.name }));
}

/** The rooms the viewer may read, and whether they may post. */
export async function roomsFor(db: Db, viewer: Viewer | null): Promise<ChatRooms> {
  const standing = viewer ? await standingOf(db, viewer.memberId) : null;
  const lobbies: ChatRoom[] = (['en', 'es', 'vi', 'zh'] as const).map((language) => ({ id: `lobby-${language}`, kind: 'LOBBY', name: language }));
  const vip: ChatRoom[] = standing && standing.level >= CHAT_VIP_LEVEL ? [{ id: 'vip', kind: 'VIP', name: 'VIP' }] : [];
  const rooms = standing && !standing.mayRead ? [] : [...lobbies, ...vip, ...(await lotteryRooms(db))];
  return {
    rooms,
    canPost: standing !== null && standing.refusal === null,
    refusal: standing?.refusal ?? null,
    until: standing?.until?.toISOString() ?? null,
  };
}

/** Whether the room exists and the viewer may enter it (the VIP room needs the level). */
async function assertRoomOpen(db: Db, room: string, level: number): Promise<void> {
  if (room === 'vip') {
    if (level < CHAT_VIP_LEVEL) throw chatRefusal('CHAT_ROOM_CLOSED');
    return;
  }
  if (room.startsWith('lottery-')) {
    const rows = await db.query('SELECT 1 FROM lottery_games WHERE id = $1 AND enabled', [room.slice('lottery-'.length)]);
    if (rows.length === 0) throw chatRefusal('CHAT_ROOM_CLOSED');
  }
}

/** Refuses a reader the room is closed to: banned or excluded members, and the VIP room below its level. */
export async function assertMayRead(db: Db, viewer: Viewer | null, room: string): Promise<void> {
  const standing = viewer ? await standingOf(db, viewer.memberId) : null;
  if (standing && !standing.mayRead) throw chatRefusal(standing.refusal!, { until: standing.until ?? undefined });
  await assertRoomOpen(db, room, standing?.level ?? 0);
}

/** Messages of the room after `after` (oldest first, at most `limit`); with no `after`, the last CHAT_BACKLOG. */
export async function messagesAfter(db: Db, room: string, after: number | null, limit = 500): Promise<ChatMessage[]> {
  if (after === null) {
    const rows = await db.query<MessageRow>(
      `SELECT * FROM (SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE room = $1 AND hidden_at IS NULL ORDER BY id DESC LIMIT $2) last ORDER BY id::bigint`,
      [room, CHAT_BACKLOG],
    );
    return rows.map(messageOf);
  }
  const rows = await db.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE room = $1 AND hidden_at IS NULL AND id > $2::bigint ORDER BY id LIMIT $3`, [
    room,
    String(after),
    limit,
  ]);
  return rows.map(messageOf);
}

/** The highest message id of the room (0 when empty; hidden ones count: the readers are past them). */
export async function lastMessageId(db: Db, room: string): Promise<number> {
  const [row] = await db.query<{ id: string }>('SELECT coalesce(max(id), 0)::text AS id FROM chat_messages WHERE room = $1', [room]);
  return Number(row!.id);
}

type Content = { kind: 'TEXT'; text: string } | { kind: 'BET'; betId: number };

async function betCard(tx: Db, memberId: string, betId: number): Promise<ChatBetCard> {
  const [row] = await tx.query<{
    game_id: string;
    game_name: string;
    numero: string;
    bet_type: string;
    numbers: string[];
    stake: string;
    odds: string;
    status: ChatBetCard['status'];
    payout: string;
  }>(
    `SELECT b.game_id, g.name AS game_name, b.numero, b.bet_type, b.numbers, b.stake::text AS stake, b.odds::text AS odds, b.status, b.payout::text AS payout
       FROM lottery_bets b JOIN lottery_games g ON g.id = b.game_id
      WHERE b.id = $1::bigint AND b.member_id = $2::bigint`,
    [String(betId), memberId],
  );
  // Another member's bet answers exactly as a missing one: ids say nothing about other members.
  if (!row) throw chatRefusal('CHAT_BET_NOT_FOUND', { field: 'betId' });
  return {
    gameId: row.game_id,
    gameName: row.game_name,
    numero: row.numero,
    betType: row.bet_type,
    numbers: row.numbers,
    stake: formatAmount(toMinor(row.stake)),
    odds: String(Number(row.odds)),
    status: row.status,
    payout: formatAmount(toMinor(row.payout)),
  };
}

/**
 * Posts words or a bet card. In one transaction, under the member's lock (two posts of one member
 * at once count each other): standing, room, pace, then the insert under the room's lock, so that
 * a room's ids commit in order and a reader resuming after an id never misses an earlier one that
 * committed late. The NOTIFY is sent at commit.
 */
export async function postMessage(db: Db, memberId: string, room: string, content: Content): Promise<ChatMessage> {
  if (content.kind === 'TEXT') {
    const refusal = contentRefusal(content.text);
    if (refusal) throw chatRefusal(refusal, { field: 'text' });
  }
  return db.transaction(async (tx) => {
    await lockNamed(tx, 'chat-member', memberId);
    const standing = await standingOf(tx, memberId);
    if (standing.refusal) throw chatRefusal(standing.refusal, { until: standing.until ?? undefined });
    await assertRoomOpen(tx, room, standing.level);
    const [pace] = await tx.query<{ minute: number; recent: boolean }>(
      `SELECT count(*)::int AS minute, coalesce(bool_or(created_at > clock_timestamp() - make_interval(secs => $2)), false) AS recent
         FROM chat_messages WHERE member_id = $1::bigint AND created_at > clock_timestamp() - interval '60 seconds'`,
      [memberId, CHAT_MIN_SECONDS_BETWEEN],
    );
    if (pace!.recent) throw chatRefusal('CHAT_TOO_FAST');
    if (pace!.minute >= CHAT_PER_MINUTE) throw chatRefusal('CHAT_TOO_MANY');
    const bet = content.kind === 'BET' ? await betCard(tx, memberId, content.betId) : null;
    const [member] = await tx.query<{ account: string }>('SELECT account FROM members WHERE id = $1::bigint', [memberId]);
    await lockNamed(tx, 'chat-room', room);
    const [row] = await tx.query<MessageRow>(
      `INSERT INTO chat_messages (room, member_id, author, kind, content, bet) VALUES ($1, $2::bigint, $3, $4, $5, $6::jsonb) RETURNING ${MESSAGE_COLUMNS}`,
      [room, memberId, maskAccount(member!.account), content.kind, content.kind === 'TEXT' ? content.text : null, bet ? JSON.stringify(bet) : null],
    );
    await tx.query('SELECT pg_notify($1, $2)', [CHAT_CHANNEL, `${room}:${row!.id}`]);
    return messageOf(row!);
  });
}

/** A member reports a message (once: a repeat changes nothing). */
export async function reportMessage(db: Db, reporterId: string, messageId: number, reason: string | undefined): Promise<void> {
  const [message] = await db.query<{ room: string; member_id: string; content: string | null }>(
    'SELECT room, member_id::text AS member_id, content FROM chat_messages WHERE id = $1::bigint AND hidden_at IS NULL',
    [String(messageId)],
  );
  if (!message) throw new PlatformError(404, 'CHAT_MESSAGE_NOT_FOUND', 'Message not found');
  await db.query(
    `INSERT INTO chat_reports (message_id, room, reported_member_id, content, reporter_id, reason)
     VALUES ($1::bigint, $2, $3::bigint, $4, $5::bigint, $6) ON CONFLICT (message_id, reporter_id) DO NOTHING`,
    [String(messageId), message.room, message.member_id, message.content, reporterId, reason ?? null],
  );
}

export interface SanctionInput {
  reference: string;
  account: string;
  kind: 'MUTE' | 'BAN';
  reason: string;
  minutes: number;
}

/** An operator's mute or ban, audited as CHAT_MUTE / CHAT_BAN, once per reference. */
export async function sanction(db: Db, operator: string, input: SanctionInput) {
  return db.transaction(async (tx) => {
    const [member] = await tx.query<{ id: string; account: string }>('SELECT id::text AS id, account FROM members WHERE lower(account) = lower($1)', [input.account]);
    if (!member) throw new PlatformError(404, 'MEMBER_NOT_FOUND', 'account: no such member', 'account');
    const record = await recordOperatorAction(tx, {
      operator,
      action: input.kind === 'MUTE' ? 'CHAT_MUTE' : 'CHAT_BAN',
      reference: input.reference,
      details: { account: member.account, reason: input.reason, minutes: input.minutes },
    });
    if (!record.replayed) {
      await tx.query(
        `INSERT INTO chat_sanctions (member_id, kind, reason, ends_at, operator, reference)
         VALUES ($1::bigint, $2, $3, now() + make_interval(mins => $4), $5, $6)`,
        [member.id, input.kind, input.reason, input.minutes, operator, `${input.kind}:${input.reference}`],
      );
    }
    const [row] = await tx.query<{ id: string; kind: 'MUTE' | 'BAN'; reason: string; ends_at: Date; operator: string }>(
      'SELECT id::text AS id, kind, reason, ends_at, operator FROM chat_sanctions WHERE reference = $1',
      [`${input.kind}:${input.reference}`],
    );
    return {
      id: Number(row!.id),
      memberId: member.id,
      account: member.account,
      kind: row!.kind,
      reason: row!.reason,
      endsAt: new Date(row!.ends_at).toISOString(),
      operator: row!.operator,
      replayed: record.replayed,
    };
  });
}

/** The latest 100 reports, newest first. */
export async function latestReports(db: Db) {
  const rows = await db.query<{ id: string; message_id: string; room: string; account: string; content: string | null; reporter: string; reason: string | null; created_at: Date }>(
    `SELECT r.id::text AS id, r.message_id::text AS message_id, r.room, m.account, r.content, rp.account AS reporter, r.reason, r.created_at
       FROM chat_reports r JOIN members m ON m.id = r.reported_member_id JOIN members rp ON rp.id = r.reporter_id
      ORDER BY r.id DESC LIMIT 100`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    messageId: Number(row.message_id),
    room: row.room,
    account: row.account,
    content: row.content,
    reporter: row.reporter,
    reason: row.reason,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}

/**
 * Deletes messages older than CHAT_KEEP_DAYS, at most `batch` at a time; answers how many, or null
 * when another process holds the pruning lock (it is doing the same work).
 */
export async function pruneOldMessages(db: Db, batch = 5_000): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ got: boolean }>("SELECT pg_try_advisory_xact_lock(hashtext('chat-prune')) AS got");
    if (!lock!.got) return null;
    const rows = await tx.query<{ n: number }>(
      `WITH old AS (SELECT id FROM chat_messages WHERE created_at < now() - make_interval(days => $1) ORDER BY id LIMIT $2),
            gone AS (DELETE FROM chat_messages c USING old WHERE c.id = old.id RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [CHAT_KEEP_DAYS, batch],
    );
    return rows[0]!.n;
  });
}

export interface SanctionItem {
  id: number;
  account: string;
  kind: 'MUTE' | 'BAN';
  reason: string;
  operator: string;
  createdAt: string;
  endsAt: string;
  active: boolean;
  liftedAt: string | null;
  liftedBy: string | null;
  liftReason: string | null;
}

interface SanctionRow {
  id: string;
  account: string;
  kind: 'MUTE' | 'BAN';
  reason: string;
  operator: string;
  created_at: Date;
  ends_at: Date;
  active: boolean;
  lifted_at: Date | null;
  lifted_by: string | null;
  lift_reason: string | null;
}

const SANCTION_COLUMNS = `s.id::text AS id, m.account, s.kind, s.reason, s.operator, s.created_at, s.ends_at,
  (s.ends_at > now() AND s.lifted_at IS NULL) AS active, s.lifted_at, s.lifted_by, s.lift_reason`;

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

function sanctionOf(row: SanctionRow): SanctionItem {
  return {
    id: Number(row.id),
    account: row.account,
    kind: row.kind,
    reason: row.reason,
    operator: row.operator,
    createdAt: iso(row.created_at)!,
    endsAt: iso(row.ends_at)!,
    active: row.active,
    liftedAt: iso(row.lifted_at),
    liftedBy: row.lifted_by,
    liftReason: row.lift_reason,
  };
}

/**
 * The sanctions in force, then the latest ended or lifted ones (at most 100 in all); with an
 * account, that member's whole history (newest first).
 */
export async function listSanctions(db: Db, account: string | undefined): Promise<SanctionItem[]> {
  const rows = account
    ? await db.query<SanctionRow>(
        `SELECT ${SANCTION_COLUMNS} FROM chat_sanctions s JOIN members m ON m.id = s.member_id WHERE lower(m.account) = lower($1) ORDER BY s.id DESC LIMIT 100`,
        [account],
      )
    : await db.query<SanctionRow>(
        `SELECT ${SANCTION_COLUMNS} FROM chat_sanctions s JOIN members m ON m.id = s.member_id
          ORDER BY (s.ends_at > now() AND s.lifted_at IS NULL) DESC, s.id DESC LIMIT 100`,
      );
  return rows.map(sanctionOf);
}

/**
 * An operator ends a sanction before its time, with a reason, audited as CHAT_LIFT once per
 * reference. A sanction already over (ended or lifted) is refused 409: there is nothing to lift.
 */
export async function liftSanction(db: Db, operator: string, sanctionId: number, input: { reference: string; reason: string }): Promise<SanctionItem & { replayed: boolean }> {
  return db.transaction(async (tx) => {
    const read = async () =>
      (await tx.query<SanctionRow>(`SELECT ${SANCTION_COLUMNS} FROM chat_sanctions s JOIN members m ON m.id = s.member_id WHERE s.id = $1::bigint FOR UPDATE OF s`, [String(sanctionId)]))[0];
    const before = await read();
    if (!before) throw new PlatformError(404, 'CHAT_SANCTION_NOT_FOUND', 'sanctionId: no such sanction', 'sanctionId');
    const record = await recordOperatorAction(tx, {
      operator,
      action: 'CHAT_LIFT',
      reference: input.reference,
      details: { sanctionId, account: before.account, kind: before.kind, reason: input.reason },
    });
    if (record.replayed) return { ...sanctionOf(before), replayed: true };
    if (!before.active) throw new PlatformError(409, 'CHAT_SANCTION_OVER', `sanctionId: this ${before.kind === 'MUTE' ? 'mute' : 'ban'} is already over`, 'sanctionId');
    await tx.query('UPDATE chat_sanctions SET lifted_at = now(), lifted_by = $2, lift_reason = $3 WHERE id = $1::bigint', [String(sanctionId), operator, input.reason]);
    return { ...sanctionOf((await read())!), replayed: false };
  });
}

/**
 * An operator hides a message, with a reason, audited as CHAT_HIDE once per reference: no history,
 * catch-up or resume answers it any more, and open streams are told to drop it. The row stays for
 * the reports and the audit until the 7-day pruning.
 */
export async function hideMessage(db: Db, operator: string, messageId: number, input: { reference: string; reason: string }) {
  return db.transaction(async (tx) => {
    const [message] = await tx.query<{ room: string; hidden_at: Date | null }>('SELECT room, hidden_at FROM chat_messages WHERE id = $1::bigint FOR UPDATE', [String(messageId)]);
    if (!message) throw new PlatformError(404, 'CHAT_MESSAGE_NOT_FOUND', 'messageId: no such message', 'messageId');
    const record = await recordOperatorAction(tx, { operator, action: 'CHAT_HIDE', reference: input.reference, details: { messageId, room: message.room, reason: input.reason } });
    if (!record.replayed && message.hidden_at === null) {
      await tx.query('UPDATE chat_messages SET hidden_at = now(), hidden_by = $2, hide_reason = $3 WHERE id = $1::bigint', [String(messageId), operator, input.reason]);
      await tx.query('SELECT pg_notify($1, $2)', [CHAT_CHANNEL, `${HIDDEN_PREFIX}${message.room}:${messageId}`]);
    }
    return { messageId, room: message.room, hidden: true as const, replayed: record.replayed };
  });
}
