import { el, replaceChildren, uid } from './dom';
import { formatMinor, formatTime } from './format';
import { historyLine } from './history-format';
import { errorKey, type Language, type TextKey, type Translate } from './i18n';
import type { Currency, HistoryEntry } from './types';

/**
 * What every engine shares: the game's title and balance, the stake selector, the result (read out
 * politely), errors in plain words, and the round history. Engines draw their own table into `board`.
 */
export interface GameFrame {
  element: HTMLElement;
  board: HTMLElement;
  setBalance(minor: number): void;
  stake(): number;
  onStakeChange(listener: (stake: number) => void): void;
  announce(text: string): void;
  showError(code: string): void;
  clearError(): void;
  setHistory(entries: HistoryEntry[]): void;
  /** The session is over: every control is switched off for good. */
  end(): void;
}

export interface FrameOptions {
  gameName: string;
  currency: Currency;
  balance: number;
  stakes: number[];
  t: Translate;
  language: Language;
}

const KNOWN_ROUND_STATUSES = ['PENDING', 'OPEN', 'SETTLED', 'REFUSED', 'ROLLED_BACK'];

export function createGameFrame({ gameName, currency, balance, stakes, t, language }: FrameOptions): GameFrame {
  const balanceValue = el('strong', { class: 'balance-amount' });
  const balanceBox = el(
    'p',
    { class: 'balance' },
    el('span', { class: 'balance-label' }, `${t('balance')} `),
    balanceValue,
    currency === 'PLAY' ? el('span', { class: 'play-badge' }, ' ', el('abbr', { title: t('playMoney') }, 'PLAY'), el('span', { class: 'visually-hidden' }, ` (${t('playMoney')})`)) : null,
  );

  const stakeId = uid('stake');
  const stakeSelect = el('select', { id: stakeId, name: 'stake' });
  for (const stake of stakes) stakeSelect.appendChild(el('option', { value: stake }, formatMinor(stake, language)));

  const board = el('section', { class: 'board', 'aria-label': gameName });
  const result = el('p', { class: 'result', role: 'status' });
  const error = el('p', { class: 'error', role: 'alert' });

  const historyHeadingId = uid('history');
  const historyBody = el('tbody');
  const historyEmpty = el('p', { class: 'history-empty' }, t('historyEmpty'));
  const historyTable = el(
    'table',
    { class: 'history-table', hidden: true },
    el(
      'thead',
      {},
      el('tr', {}, ...(['historyTime', 'historyStake', 'historyWin', 'historyResult'] as TextKey[]).map((key) => el('th', { scope: 'col' }, t(key)))),
    ),
    historyBody,
  );

  const element = el(
    'div',
    { class: 'game-frame' },
    el('header', { class: 'game-header' }, el('h1', { class: 'game-title' }, gameName), balanceBox),
    el('div', { class: 'stake-row' }, el('label', { for: stakeId }, t('stake')), stakeSelect),
    board,
    el('div', { class: 'messages' }, result, error),
    el('section', { class: 'history', 'aria-labelledby': historyHeadingId }, el('h2', { id: historyHeadingId }, t('history')), historyEmpty, historyTable),
  );

  function setBalance(minor: number): void {
    balanceValue.textContent = formatMinor(minor, language);
  }
  setBalance(balance);

  return {
    element,
    board,
    setBalance,
    stake: () => Number(stakeSelect.value),
    onStakeChange(listener) {
      stakeSelect.addEventListener('change', () => listener(Number(stakeSelect.value)));
    },
    announce(text) {
      // A new text node each time, so a repeated sentence ("No win this round.") is read again.
      replaceChildren(result, text);
    },
    showError(code) {
      replaceChildren(error, t(errorKey(code)));
    },
    clearError() {
      replaceChildren(error);
    },
    setHistory(entries) {
      historyEmpty.hidden = entries.length > 0;
      historyTable.hidden = entries.length === 0;
      replaceChildren(
        historyBody,
        ...entries.map((entry) => {
          const status = KNOWN_ROUND_STATUSES.includes(entry.status) ? t(`roundStatus.${entry.status}` as TextKey) : entry.status;
          const summary = historyLine(entry, t, language) ?? entry.summary;
          return el(
            'tr',
            {},
            el('td', {}, formatTime(entry.time, language, true)),
            el('td', { class: 'number' }, formatMinor(entry.stake, language)),
            el('td', { class: 'number' }, formatMinor(entry.win, language)),
            el(
              'td',
              { class: 'round-cell' },
              el('span', { class: 'round-summary' }, summary || status),
              el('span', { class: 'round-meta' }, `${summary ? `${status} · ` : ''}${t('roundId', { id: entry.roundId })}`),
            ),
          );
        }),
      );
    },
    end() {
      stakeSelect.disabled = true;
      for (const control of board.querySelectorAll<HTMLButtonElement | HTMLInputElement | HTMLSelectElement>('button, input, select')) {
        control.disabled = true;
      }
    },
  };
}
