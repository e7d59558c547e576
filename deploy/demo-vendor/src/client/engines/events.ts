import { el, replaceChildren, uid } from '../dom';
import type { EngineContext, EngineView } from '../engine-context';
import { formatDayTime, formatMinor, formatOdds } from '../format';
import type { TextKey } from '../i18n';
import type { EventItem, Selection } from '../types';

export interface EventsOptions {
  /** How often the match list (and the player's open bets) is reloaded. */
  refreshMs?: number;
}

const SELECTION_KEYS: Record<Selection, TextKey> = { HOME: 'home', DRAW: 'draw', AWAY: 'away' };

interface EventView {
  item: HTMLElement;
  update(event: EventItem): void;
}

/**
 * Fixed-odds matches: pick a selection, bet the selected stake; the provider closes betting at
 * kick-off and settles on its own schedule, so the list reloads every few seconds and a settled bet
 * of this player updates the balance and tells the host page.
 */
export function mountEvents(ctx: EngineContext, { refreshMs = 5000 }: EventsOptions = {}): EngineView {
  const { t, language } = ctx;
  const views = new Map<string, EventView>();
  const list = el('ul', { class: 'events' });
  const empty = el('p', { class: 'events-empty' }, t('noMatches'));
  const headingId = uid('matches');
  /** Bets of this player still waiting for their match to be settled. */
  const pending = new Set<string>();
  /** A bet still waiting: taken but its match not yet settled (or its bet call still on its way). */
  const waiting = (status: string) => status === 'OPEN' || status === 'PENDING';

  function teamOf(event: EventItem, selection: Selection): string {
    return selection === 'HOME' ? event.home : selection === 'AWAY' ? event.away : t('draw');
  }

  function createView(initial: EventItem): EventView {
    let event = initial;
    const legend = el('legend', {});
    const meta = el('p', { class: 'event-meta' });
    const statusText = el('span', { class: 'event-status' });
    const outcome = el('p', { class: 'event-result' });
    const choices = el('div', { class: 'selections' });
    const radios = new Map<Selection, { input: HTMLInputElement; odds: HTMLElement; team: HTMLElement; label: HTMLElement }>();
    const name = uid('pick');
    for (const selection of ['HOME', 'DRAW', 'AWAY'] as Selection[]) {
      const input = el('input', { type: 'radio', name, value: selection });
      const team = el('span', { class: 'sel-team' });
      const odds = el('span', { class: 'odds' });
      const label = el('label', { class: 'selection' }, input, el('span', { class: 'sel-name' }, t(SELECTION_KEYS[selection])), team, odds);
      radios.set(selection, { input, odds, team, label });
      choices.appendChild(label);
    }
    const betButton = el('button', { type: 'button', class: 'primary bet-button' }, t('placeBet'));
    const item = el('li', { class: 'event', 'data-event-id': initial.eventId }, el('fieldset', {}, legend, meta, choices, outcome, el('div', { class: 'actions' }, betButton)));

    let busy = false;
    betButton.addEventListener('click', () => {
      if (busy || ctx.isEnded()) return;
      const picked = [...radios.entries()].find(([, radio]) => radio.input.checked)?.[0];
      ctx.frame.clearError();
      if (!picked) {
        ctx.frame.announce(t('pickSelection'));
        return;
      }
      const stake = ctx.frame.stake();
      const odds = picked === 'DRAW' ? event.odds.draw : picked === 'HOME' ? event.odds.home : event.odds.away;
      busy = true;
      betButton.setAttribute('aria-disabled', 'true');
      ctx.api
        .betOnEvent(event.eventId, picked, stake)
        .then((bet) => {
          pending.add(bet.roundId);
          ctx.settled(
            bet.roundId,
            bet.balance,
            t('betPlaced', { stake: formatMinor(stake, language), team: teamOf(event, picked), odds: odds === undefined ? '' : formatOdds(odds, language) }),
          );
        })
        .catch((error: unknown) => ctx.failed(error))
        .finally(() => {
          busy = false;
          if (!ctx.isEnded()) betButton.removeAttribute('aria-disabled');
          void refresh();
        });
    });

    function update(next: EventItem): void {
      event = next;
      legend.textContent = `${next.home} – ${next.away}`;
      statusText.textContent = t(`eventStatus.${next.status}` as TextKey);
      statusText.className = `event-status status-${next.status.toLowerCase()}`;
      replaceChildren(meta, t('kickOff', { time: formatDayTime(next.kickOffAt, language) }), ' · ', statusText);
      const open = next.status === 'OPEN' && !ctx.isEnded();
      for (const [selection, radio] of radios) {
        const odds = selection === 'DRAW' ? next.odds.draw : selection === 'HOME' ? next.odds.home : next.odds.away;
        radio.label.hidden = odds === undefined;
        radio.odds.textContent = odds === undefined ? '' : formatOdds(odds, language);
        radio.team.textContent = selection === 'DRAW' ? '' : teamOf(next, selection);
        radio.input.disabled = !open;
        radio.label.classList.toggle('won', next.result === selection);
      }
      betButton.hidden = !open;
      outcome.textContent = next.status === 'SETTLED' && next.result ? t('eventResult', { selection: `${t(SELECTION_KEYS[next.result])} (${teamOf(next, next.result)})` }) : '';
      item.classList.toggle('closed', !open);
    }
    update(initial);
    return { item, update };
  }

  function draw(events: EventItem[]): void {
    const seen = new Set<string>();
    let previous: HTMLElement | null = null;
    for (const event of events) {
      seen.add(event.eventId);
      let view = views.get(event.eventId);
      if (view) view.update(event);
      else {
        view = createView(event);
        views.set(event.eventId, view);
      }
      // Keep the server's order while moving as few nodes as possible (a moved node loses focus).
      const expected: ChildNode | null = previous ? previous.nextSibling : list.firstChild;
      if (expected !== view.item) list.insertBefore(view.item, expected);
      previous = view.item;
    }
    for (const [eventId, view] of views) {
      if (!seen.has(eventId)) {
        view.item.remove();
        views.delete(eventId);
      }
    }
    empty.hidden = events.length > 0;
  }

  /** Bets of this player that the provider has settled since the last look. */
  async function settlePending(): Promise<void> {
    if (pending.size === 0) return;
    const history = await ctx.api.history();
    const done = history.filter((entry) => pending.has(entry.roundId) && !waiting(entry.status));
    if (done.length === 0) return;
    const { balance } = await ctx.api.session();
    for (const entry of done) {
      pending.delete(entry.roundId);
      ctx.settled(entry.roundId, balance, entry.win > 0 ? t('youWon', { amount: formatMinor(entry.win, language) }) : t('noWin'));
    }
  }

  let loading = false;
  async function refresh(): Promise<void> {
    if (loading || ctx.isEnded()) return;
    loading = true;
    try {
      draw(await ctx.api.events());
      await settlePending();
    } catch (error) {
      ctx.failed(error);
    } finally {
      loading = false;
    }
  }

  void refresh();
  // Bets placed before this page opened (a reload) are still waited for.
  ctx.api
    .history()
    .then((entries) => entries.filter((entry) => waiting(entry.status)).forEach((entry) => pending.add(entry.roundId)))
    .catch(() => undefined);
  const timer = setInterval(() => void refresh(), refreshMs);

  const element = el('section', { class: 'engine events-engine', 'aria-labelledby': headingId }, el('h2', { id: headingId }, t('matches')), empty, list);
  return {
    element,
    stop: () => clearInterval(timer),
  };
}
