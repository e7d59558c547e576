import { useEffect, useId, useState, type FormEvent } from 'react';
import { GAME_CLASSIFY_FILTERS, MIN_BET_FILTERS, useTranslation } from '@site/shared';
import { GAMES_NAMESPACE } from '../../../i18n/resources';
import { GAME_NAME_MAX_LENGTH, type ListState, type SearchChange } from '../state/list-state';
import styles from './game-filters.module.css';

export interface GameFiltersProps {
  state: ListState;
  /** Bingo is offered only where language TY is. */
  withBingo: boolean;
  onChange: (change: SearchChange) => void;
}

/** Name search (on submit), classification and minimum bet (on change). */
export function GameFilters({ state, withBingo, onChange }: GameFiltersProps) {
  const { t } = useTranslation(GAMES_NAMESPACE);
  const ids = useId();
  const [name, setName] = useState(state.gameName);
  // Back, forward and a reset by another control put the URL's name back into the field.
  useEffect(() => setName(state.gameName), [state.gameName]);
  const classifies = GAME_CLASSIFY_FILTERS.filter((value) => value !== 'bingo' || withBingo);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const gameName = name.trim();
    if (gameName !== state.gameName) onChange({ gameName });
  };

  return (
    <div className={styles.filters}>
      <form role="search" className={styles.search} onSubmit={submit} aria-label={t('search_games')}>
        <label htmlFor={`${ids}-name`} className={styles.label}>
          {t('game_name')}
        </label>
        <div className={styles.searchRow}>
          <input
            id={`${ids}-name`}
            type="search"
            className={styles.input}
            value={name}
            maxLength={GAME_NAME_MAX_LENGTH}
            placeholder={t('game_name_placeholder')}
            onChange={(event) => setName(event.target.value)}
            data-testid="game-search"
          />
          <button type="submit" className={styles.button}>
            {t('search')}
          </button>
        </div>
      </form>
      <div className={styles.field}>
        <label htmlFor={`${ids}-classify`} className={styles.label}>
          {t('classification')}
        </label>
        <select
          id={`${ids}-classify`}
          className={styles.select}
          value={state.gameClassify}
          onChange={(event) => onChange({ gameClassify: event.target.value })}
          data-testid="game-classify"
        >
          <option value="">{t('filter_all')}</option>
          {classifies.map((value) => (
            <option key={value} value={value}>
              {t(`classify.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${ids}-min-bet`} className={styles.label}>
          {t('min_bet')}
        </label>
        <select
          id={`${ids}-min-bet`}
          className={styles.select}
          value={state.minBet}
          onChange={(event) => onChange({ minBet: event.target.value })}
          data-testid="game-min-bet"
        >
          {MIN_BET_FILTERS.map((value) => (
            <option key={value} value={value}>
              {value === '' ? t('filter_all') : value}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
