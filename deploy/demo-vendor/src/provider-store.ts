import type { VendorDb as Db } from './vendor-db';
import type { EventChances, EventDraft, EventKind, Selection } from './engines/fixed-odds';
import type { Engine } from './game-kinds';

/**
 * The provider's SQL, on its own `demo_vendor` schema only. Times come from the provider's clock
 * (passed in), never from the database's now(), so tests can move time.
 */
export interface ProviderSession {
  sessionHash: string;
  platformToken: string;
  playerRef: string;
  gameCode: string;
  gameName: string;
  gameType: string;
  vendor: string;
  engine: Engine;
  language: string;
  lobbyOrigin: string;
  currency: 'REAL' | 'PLAY';
  balance: number;
  lastSeenAt: Date;
}

export type RoundStatus = 'PENDING' | 'OPEN' | 'SETTLED' | 'REFUSED' | 'ROLLED_BACK';

export interface HistoryRow {
  roundId: string;
  time: string;
  stake: number;
  win: number;
  status: RoundStatus;
  /** The English line the server wrote; clients without the outcome show it as it is. */
  summary: string;
  engine: string;
  /**
   * What happened, for a client to describe in its own language: the stored result of a card or
   * slot round; for a sports bet the match, pick and odds (decimal), plus the result once settled.
   * Null for a round that ended without one (refused, cancelled).
   */
  outcome: Record<string, unknown> | null;
}

export interface OutboxRow {
  id: number;
  kind: 'win' | 'rollback';
  body: Record<string, unknown>;
  attempts: number;
}

export interface EventRow {
  eventId: string;
  gameCode: string;
  kind: EventKind;
  home: string;
  away: string;
  kickOffAt: Date;
  settleAt: Date;
  chances: EventChances;
  odds: { home: number; draw: number | null; away: number };
  status: 'SCHEDULED' | 'SETTLED';
  result: Selection | null;
}

/** Times travel as ISO text: the drivers parse it the same way, whichever realm made the Date. */
const iso = (date: Date) => date.toISOString();

const SESSION_COLUMNS = `session_hash AS "sessionHash", platform_token AS "platformToken", player_ref AS "playerRef",
  game_code AS "gameCode", game_name AS "gameName", game_type AS "gameType", vendor, engine, language,
  lobby_origin AS "lobbyOrigin", currency, balance::float8 AS balance, last_seen_at AS "lastSeenAt"`;

const EVENT_COLUMNS = `event_id, game_code, kind, home, away, kick_off_at, settle_at, chance_home, chance_draw, chance_away,
  odds_home, odds_draw, odds_away, status, result`;

interface EventDbRow {
  event_id: string;
  game_code: string;
  kind: EventKind;
  home: string;
  away: string;
  kick_off_at: Date;
  settle_at: Date;
  chance_home: number;
  chance_draw: number | null;
  chance_away: number;
  odds_home: number;
  odds_draw: number | null;
  odds_away: number;
  status: 'SCHEDULED' | 'SETTLED';
  result: Selection | null;
}

function toEvent(row: EventDbRow): EventRow {
  return {
    eventId: row.event_id,
    gameCode: row.game_code,
    kind: row.kind,
    home: row.home,
    away: row.away,
    kickOffAt: new Date(row.kick_off_at),
    settleAt: new Date(row.settle_at),
    chances: { home: row.chance_home, draw: row.chance_draw, away: row.chance_away },
    odds: { home: row.odds_home, draw: row.odds_draw, away: row.odds_away },
    status: row.status,
    result: row.result,
  };
}

// Sessions

export async function insertSession(db: Db, session: Omit<ProviderSession, 'lastSeenAt'>, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO demo_vendor.sessions (session_hash, platform_token, player_ref, game_code, game_name, game_type, vendor, engine,
       language, lobby_origin, currency, balance, created_at, last_seen_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)`,
    [
      session.sessionHash, session.platformToken, session.playerRef, session.gameCode, session.gameName, session.gameType,
      session.vendor, session.engine, session.language, session.lobbyOrigin, session.currency, session.balance, iso(now),
    ],
  );
}

export async function findSession(db: Db, sessionHash: string): Promise<ProviderSession | null> {
  const rows = await db.query<ProviderSession>(`SELECT ${SESSION_COLUMNS} FROM demo_vendor.sessions WHERE session_hash = $1`, [sessionHash]);
  return rows[0] ?? null;
}

/** Marks the session used now and, when known, keeps the platform's latest balance. */
export async function touchSession(db: Db, sessionHash: string, now: Date, balance?: number): Promise<void> {
  await db.query('UPDATE demo_vendor.sessions SET last_seen_at = $2, balance = coalesce($3, balance) WHERE session_hash = $1', [
    sessionHash, iso(now), balance ?? null,
  ]);
}

// Rounds

export async function insertRound(
  db: Db,
  round: { roundId: string; session: ProviderSession; stake: number; summary?: string },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO demo_vendor.rounds (round_id, session_hash, player_ref, game_code, engine, stake, status, summary, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'PENDING', $7, $8)`,
    [round.roundId, round.session.sessionHash, round.session.playerRef, round.session.gameCode, round.session.engine, round.stake, round.summary ?? '', iso(now)],
  );
}

export async function setRoundStatus(db: Db, roundId: string, status: RoundStatus): Promise<void> {
  await db.query('UPDATE demo_vendor.rounds SET status = $2 WHERE round_id = $1', [roundId, status]);
}

export async function settleRound(
  db: Db,
  round: { roundId: string; win: number; summary: string; outcome: unknown },
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE demo_vendor.rounds SET status = 'SETTLED', win = $2, summary = $3, outcome = $4, settled_at = $5 WHERE round_id = $1`,
    [round.roundId, round.win, round.summary, JSON.stringify(round.outcome), iso(now)],
  );
}

export async function roundHistory(db: Db, playerRef: string, gameCode: string, limit = 20): Promise<HistoryRow[]> {
  const rows = await db.query<{
    roundId: string;
    time: Date;
    stake: number;
    win: number;
    status: RoundStatus;
    summary: string;
    engine: string;
    outcome: Record<string, unknown> | null;
    home: string | null;
    away: string | null;
    selection: Selection | null;
    odds: number | null;
  }>(
    `SELECT r.round_id AS "roundId", r.created_at AS time, r.stake::float8 AS stake, r.win::float8 AS win, r.status, r.summary,
            r.engine, r.outcome, e.home, e.away, b.selection, b.odds
       FROM demo_vendor.rounds r
       LEFT JOIN demo_vendor.event_bets b ON b.round_id = r.round_id
       LEFT JOIN demo_vendor.events e ON e.event_id = b.event_id
      WHERE r.player_ref = $1 AND r.game_code = $2 AND r.status <> 'PENDING'
      ORDER BY r.created_at DESC, r.round_id
      LIMIT $3`,
    [playerRef, gameCode, limit],
  );
  return rows.map(({ home, away, selection, odds, outcome, ...row }) => ({
    ...row,
    time: new Date(row.time).toISOString(),
    // A sports bet's settled outcome holds only the pick and the result; the match and the odds live
    // with the bet, and an open bet has no outcome yet, so both are joined in here.
    outcome: selection !== null && odds !== null ? { ...(outcome ?? {}), home, away, selection, odds: odds / 100 } : outcome,
  }));
}

// Outbox

export async function enqueueOutbox(
  db: Db,
  item: { kind: 'win' | 'rollback'; txId: string; roundId: string; body: Record<string, unknown> },
  now: Date,
  firstRetryAt: Date,
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO demo_vendor.outbox (kind, tx_id, round_id, body, next_attempt_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (kind, tx_id) DO UPDATE SET kind = EXCLUDED.kind
     RETURNING id::int AS id`,
    [item.kind, item.txId, item.roundId, JSON.stringify(item.body), iso(firstRetryAt), iso(now)],
  );
  return rows[0]!.id;
}

export async function outboxItem(db: Db, id: number): Promise<(OutboxRow & { status: string }) | null> {
  const rows = await db.query<OutboxRow & { status: string }>(
    'SELECT id::int AS id, kind, body, attempts, status FROM demo_vendor.outbox WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

export async function dueOutbox(db: Db, now: Date, limit = 50): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `SELECT id::int AS id, kind, body, attempts FROM demo_vendor.outbox
      WHERE status = 'PENDING' AND next_attempt_at <= $1 ORDER BY id LIMIT $2`,
    [iso(now), limit],
  );
}

export async function acknowledgeOutbox(db: Db, id: number, now: Date): Promise<void> {
  await db.query(
    "UPDATE demo_vendor.outbox SET status = 'ACKNOWLEDGED', acknowledged_at = $2, attempts = attempts + 1, last_error = NULL WHERE id = $1",
    [id, iso(now)],
  );
}

export async function retryOutboxLater(db: Db, id: number, nextAttemptAt: Date, error: string): Promise<void> {
  await db.query(
    "UPDATE demo_vendor.outbox SET attempts = attempts + 1, next_attempt_at = $2, last_error = $3 WHERE id = $1 AND status = 'PENDING'",
    [id, iso(nextAttemptAt), error.slice(0, 500)],
  );
}

export async function refuseOutbox(db: Db, id: number, error: string): Promise<void> {
  await db.query("UPDATE demo_vendor.outbox SET status = 'REFUSED', attempts = attempts + 1, last_error = $2 WHERE id = $1", [id, error.slice(0, 500)]);
}

// Fixed-odds events

export async function latestKickOff(db: Db, gameCode: string): Promise<Date | null> {
  const rows = await db.query<{ latest: Date | null }>('SELECT max(kick_off_at) AS latest FROM demo_vendor.events WHERE game_code = $1', [gameCode]);
  return rows[0]?.latest ? new Date(rows[0].latest) : null;
}

export async function countUpcoming(db: Db, gameCode: string, now: Date): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM demo_vendor.events WHERE game_code = $1 AND kick_off_at > $2', [gameCode, iso(now)]);
  return rows[0]!.n;
}

export async function insertEvent(
  db: Db,
  event: { eventId: string; gameCode: string; kind: EventKind; kickOffAt: Date; settleAt: Date; draft: EventDraft },
): Promise<void> {
  const { draft } = event;
  await db.query(
    `INSERT INTO demo_vendor.events (event_id, game_code, kind, home, away, kick_off_at, settle_at, chance_home, chance_draw, chance_away,
       odds_home, odds_draw, odds_away)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (game_code, kick_off_at) DO NOTHING`,
    [
      event.eventId, event.gameCode, event.kind, draft.home, draft.away, iso(event.kickOffAt), iso(event.settleAt),
      draft.chances.home, draft.chances.draw, draft.chances.away, draft.odds.home, draft.odds.draw, draft.odds.away,
    ],
  );
}

/** The lobby's matches from `since` on (recent results and what is coming), by kick-off. */
export async function listEvents(db: Db, gameCode: string, since: Date, limit = 12): Promise<EventRow[]> {
  const rows = await db.query<EventDbRow>(
    `SELECT ${EVENT_COLUMNS} FROM demo_vendor.events WHERE game_code = $1 AND kick_off_at >= $2 ORDER BY kick_off_at LIMIT $3`,
    [gameCode, iso(since), limit],
  );
  return rows.map(toEvent);
}

export async function findEvent(db: Db, eventId: string, lock = false): Promise<EventRow | null> {
  const rows = await db.query<EventDbRow>(`SELECT ${EVENT_COLUMNS} FROM demo_vendor.events WHERE event_id = $1${lock ? ' FOR UPDATE' : ''}`, [eventId]);
  return rows[0] ? toEvent(rows[0]) : null;
}

export async function dueEventIds(db: Db, now: Date): Promise<string[]> {
  const rows = await db.query<{ event_id: string }>(
    "SELECT event_id FROM demo_vendor.events WHERE status = 'SCHEDULED' AND settle_at <= $1 ORDER BY settle_at LIMIT 100",
    [iso(now)],
  );
  return rows.map((row) => row.event_id);
}

export async function markEventSettled(db: Db, eventId: string, result: Selection, now: Date): Promise<void> {
  await db.query("UPDATE demo_vendor.events SET status = 'SETTLED', result = $2, settled_at = $3 WHERE event_id = $1", [eventId, result, iso(now)]);
}

export interface EventBetRow {
  roundId: string;
  selection: Selection;
  stake: number;
  odds: number;
  platformToken: string;
  gameCode: string;
  /** The round's summary so far (the match and the pick). */
  summary: string;
}

const EVENT_BET_COLUMNS = `b.round_id AS "roundId", b.selection, b.stake::float8 AS stake, b.odds, s.platform_token AS "platformToken",
  s.game_code AS "gameCode", r.summary`;

/** Accepted bets of an event still waiting for its result, with what their win call needs. */
export async function placedBets(db: Db, eventId: string): Promise<EventBetRow[]> {
  return db.query<EventBetRow>(
    `SELECT ${EVENT_BET_COLUMNS}
       FROM demo_vendor.event_bets b JOIN demo_vendor.rounds r USING (round_id) JOIN demo_vendor.sessions s ON s.session_hash = r.session_hash
      WHERE b.event_id = $1 AND b.status = 'PLACED' ORDER BY b.round_id`,
    [eventId],
  );
}

export async function findEventBet(db: Db, roundId: string): Promise<(EventBetRow & { status: string; eventId: string }) | null> {
  const rows = await db.query<EventBetRow & { status: string; eventId: string }>(
    `SELECT ${EVENT_BET_COLUMNS}, b.status, b.event_id AS "eventId"
       FROM demo_vendor.event_bets b JOIN demo_vendor.rounds r USING (round_id) JOIN demo_vendor.sessions s ON s.session_hash = r.session_hash
      WHERE b.round_id = $1`,
    [roundId],
  );
  return rows[0] ?? null;
}

export async function insertEventBet(
  db: Db,
  bet: { roundId: string; eventId: string; selection: Selection; stake: number; odds: number },
): Promise<void> {
  await db.query(
    `INSERT INTO demo_vendor.event_bets (round_id, event_id, selection, stake, odds, status) VALUES ($1, $2, $3, $4, $5, 'PENDING')`,
    [bet.roundId, bet.eventId, bet.selection, bet.stake, bet.odds],
  );
}

export async function setEventBetStatus(db: Db, roundId: string, status: 'PLACED' | 'VOID' | 'SETTLED', win?: number): Promise<void> {
  await db.query('UPDATE demo_vendor.event_bets SET status = $2, win = coalesce($3, win) WHERE round_id = $1', [roundId, status, win ?? null]);
}
