import { useId } from 'react';
import { useTranslation } from '@site/shared';
import { LOTTERY_NAMESPACE } from '../../../i18n/resources';
import type { LobbyFilter } from '../state/lobby-filter';
import { WEEKDAY_FILTER_ORDER, type LotteryWeekday } from '../state/weekday';
import styles from './lobby-filters.module.css';

const SEARCH_MAX_LENGTH = 40;

/** Name search (filters as typed: the list is already here) and the draw-day filter, Monday first. */
export function LobbyFilters({ filter, today, onChange }: { filter: LobbyFilter; today: LotteryWeekday; onChange: (filter: LobbyFilter) => void }) {
  const { t } = useTranslation(LOTTERY_NAMESPACE);
  const ids = useId();
  return (
    <form role="search" aria-label={t('lobby.filters')} className={styles.filters} onSubmit={(event) => event.preventDefault()}>
      <div className={styles.search}>
        <label htmlFor={`${ids}-name`} className={styles.label}>
          {t('lobby.search')}
        </label>
        <input
          id={`${ids}-name`}
          type="search"
          className={styles.input}
          value={filter.search}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t('lobby.search_placeholder')}
          onChange={(event) => onChange({ ...filter, search: event.target.value })}
          data-testid="lottery-search"
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${ids}-day`} className={styles.label}>
          {t('lobby.weekday')}
        </label>
        <select
          id={`${ids}-day`}
          className={styles.select}
          value={String(filter.weekday)}
          onChange={(event) => onChange({ ...filter, weekday: event.target.value === 'all' ? 'all' : (Number(event.target.value) as LotteryWeekday) })}
          data-testid="lottery-weekday"
        >
          <option value="all">{t('lobby.weekday_all')}</option>
          {WEEKDAY_FILTER_ORDER.map((day) => (
            <option key={day} value={day}>
              {day === today ? t('lobby.weekday_today', { day: t(`lobby.day.${day}`) }) : t(`lobby.day.${day}`)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
