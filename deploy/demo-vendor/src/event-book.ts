import { randomUUID } from 'node:crypto';
import type { VendorDb as Db } from './vendor-db';
import { draftEvent, drawResult, eventPayout, type EventKind, type Selection } from './engines/fixed-odds';
import type { Rng } from './engines/rng';
import type { Outbox } from './outbox';
import { providerRefusals } from './provider-errors';
import {
  countUpcoming,
  dueEventIds,
  type EventBetRow,
  type EventRow,
  findEvent,
  findEventBet,
  insertEvent,
  insertEventBet,
  insertRound,
  latestKickOff,
  listEvents,
  markEventSettled,
  placedBets,
  type ProviderSession,
  setEventBetStatus,
  settleRound,
  touchSession,
} from './provider-store';
import type { Rounds } from './rounds';

export interface EventScheduleOptions {
  /** Time between two kick-offs of one lobby. */
  spacingMs: number;
  /** From kick-off to the result. */
  matchMs: number;
  /** How many matches each lobby keeps open for bets. */
  upcoming: number;
  /** How long settled matches stay in the list. */
  keepResultsMs: number;
}

export const DEFAULT_EVENT_SCHEDULE: EventScheduleOptions = {
  spacingMs: 3 * 60_000,
  matchMs: 2 * 60_000,
  upcoming: 6,
  keepResultsMs: 30 * 60_000,
};

export type EventStatus = 'OPEN' | 'CLOSED' | 'SETTLED';

export interface EventView {
  eventId: string;
  home: string;
  away: string;
  kickOffAt: string;
  status: EventStatus;
  /** Decimal odds. */
  odds: { home: number; draw?: number; away: number };
  result?: Selection;
}

function statusOf(event: EventRow, now: Date): EventStatus {
  if (event.status === 'SETTLED') return 'SETTLED';
  return now < event.kickOffAt ? 'OPEN' : 'CLOSED';
}

function oddsOf(event: EventRow, selection: Selection): number | null {
  if (selection === 'HOME') return event.odds.home;
  if (selection === 'AWAY') return event.odds.away;
  return event.odds.draw;
}

const decimal = (hundredths: number) => hundredths / 100;

/**
 * The fixed-odds lobbies (SPORTS-…, ESPORTS-…, COCKFIGHT-…): each keeps a rolling schedule of
 * simulated matches on a fixed grid of kick-offs, takes bets until kick-off, and settles each match
 * when it is due: the result is drawn, every accepted bet is closed with its win (0 for a lost bet)
 * through the outbox, all in one transaction. Settlement is driven by the scheduler, and on start,
 * so matches that fell due while the provider was down are settled when it comes back.
 */
export class EventBook {
  constructor(
    private readonly db: Db,
    private readonly rounds: Rounds,
    private readonly outbox: Outbox,
    private readonly rng: Rng,
    private readonly now: () => Date,
    private readonly schedule: EventScheduleOptions = DEFAULT_EVENT_SCHEDULE,
  ) {}

  /** Tops the lobby's schedule up to `upcoming` matches after now. */
  async ensureSchedule(gameCode: string, kind: EventKind): Promise<void> {
    const now = this.now();
    const missing = this.schedule.upcoming - (await countUpcoming(this.db, gameCode, now));
    if (missing <= 0) return;
    const { spacingMs } = this.schedule;
    const nextSlot = Math.floor(now.getTime() / spacingMs) * spacingMs + spacingMs;
    const latest = (await latestKickOff(this.db, gameCode))?.getTime() ?? 0;
    let kickOff = Math.max(nextSlot, latest + spacingMs);
    for (let i = 0; i < missing; i += 1, kickOff += spacingMs) {
      await insertEvent(this.db, {
        eventId: randomUUID(),
        gameCode,
        kind,
        kickOffAt: new Date(kickOff),
        settleAt: new Date(kickOff + this.schedule.matchMs),
        draft: draftEvent(this.rng, kind),
      });
    }
  }

  async list(gameCode: string, kind: EventKind): Promise<EventView[]> {
    await this.ensureSchedule(gameCode, kind);
    const now = this.now();
    const events = await listEvents(this.db, gameCode, new Date(now.getTime() - this.schedule.keepResultsMs - this.schedule.matchMs), 12 + this.schedule.upcoming);
    return events.map((event) => ({
      eventId: event.eventId,
      home: event.home,
      away: event.away,
      kickOffAt: event.kickOffAt.toISOString(),
      status: statusOf(event, now),
      odds: {
        home: decimal(event.odds.home),
        ...(event.odds.draw === null ? {} : { draw: decimal(event.odds.draw) }),
        away: decimal(event.odds.away),
      },
      ...(event.result ? { result: event.result } : {}),
    }));
  }

  /** Takes a bet: open until kick-off, at the odds shown; paid when the match settles. */
  async bet(session: ProviderSession, eventId: string, selection: Selection, stake: number): Promise<{ roundId: string; balance: number }> {
    const event = await findEvent(this.db, eventId);
    if (!event || event.gameCode !== session.gameCode) throw providerRefusals.eventNotFound();
    const odds = oddsOf(event, selection);
    if (odds === null) throw providerRefusals.selectionInvalid();
    if (statusOf(event, this.now()) !== 'OPEN') throw providerRefusals.betClosed();

    const roundId = this.rounds.newRoundId();
    const summary = `${event.home} v ${event.away}: ${selection} @ ${decimal(odds).toFixed(2)}`;
    await this.db.transaction(async (tx) => {
      await insertRound(tx, { roundId, session, stake, summary }, this.now());
      await insertEventBet(tx, { roundId, eventId, selection, stake, odds });
    });
    // The match is the round every bettor shares: the wallet is told which side this bet took in it.
    const balance = await this.rounds.bet(session, roundId, stake, (tx) => setEventBetStatus(tx, roundId, 'VOID'), { tableRoundId: eventId, side: selection });

    // The match may have been settled while the bet was on its way: then it is paid at once.
    const late = await this.db.transaction(async (tx) => {
      const current = await findEvent(tx, eventId, true);
      await setEventBetStatus(tx, roundId, 'PLACED');
      if (current?.status !== 'SETTLED' || !current.result) return null;
      const bet = await findEventBet(tx, roundId);
      return this.settleBet(tx, bet!, current.result, this.now());
    });
    if (late !== null) await this.outbox.deliver(late);
    await touchSession(this.db, session.sessionHash, this.now(), balance);
    return { roundId, balance };
  }

  /** Settles every match that is due; answers how many. */
  async settleDue(): Promise<number> {
    let settled = 0;
    for (const eventId of await dueEventIds(this.db, this.now())) {
      const outboxIds = await this.db.transaction(async (tx) => {
        const event = await findEvent(tx, eventId, true);
        if (!event || event.status === 'SETTLED') return [];
        const now = this.now();
        const result = drawResult(this.rng, event.chances);
        await markEventSettled(tx, eventId, result, now);
        const ids: number[] = [];
        for (const bet of await placedBets(tx, eventId)) ids.push(await this.settleBet(tx, bet, result, now));
        return ids;
      });
      settled += 1;
      for (const id of outboxIds) await this.outbox.deliver(id);
    }
    return settled;
  }

  private async settleBet(tx: Db, bet: EventBetRow, result: Selection, now: Date): Promise<number> {
    const win = eventPayout(bet.stake, bet.odds, bet.selection === result);
    await setEventBetStatus(tx, bet.roundId, 'SETTLED', win);
    await settleRound(tx, { roundId: bet.roundId, win, summary: `${bet.summary} → ${result}`, outcome: { selection: bet.selection, result } }, now);
    return this.rounds.queueWin(tx, bet, bet.roundId, win, now);
  }
}
