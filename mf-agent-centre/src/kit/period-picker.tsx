import { daysFrom, DEFAULT_SITE_TIME_ZONE, useSiteTimeZone } from '@site/shared';
import { AGENT_PERIODS, MAX_RANGE_DAYS, resolveAgentRange, type AgentPeriod, type AgentRangeQuery } from '@site/shared/contract/agents';
import { DayRangeFields } from '@site/shared/centre-kit';
import { kitStyles as styles } from './kit-styles';
import { useOwnKitText } from './use-own-kit-text';

/** What the agent chose: a period, and the two days a custom period uses (kept while another period is chosen). */
export interface PeriodChoice {
  period: AgentPeriod;
  startDate: string;
  endDate: string;
}

/**
 * Today's period, its custom days set to today so switching to Custom starts from a valid range
 * (Custom starts from the days shown, so a zone learned later changes nothing that matters).
 */
export function initialPeriod(now: Date = new Date(), timeZone: string = DEFAULT_SITE_TIME_ZONE): PeriodChoice {
  return { period: 'today', ...resolveAgentRange({ period: 'today' }, now, timeZone) };
}

export type PeriodProblem = 'missing' | 'reversed' | 'too_long';

/**
 * Why a custom period cannot be asked for yet (the platform's rule: both days, in order, at most
 * MAX_RANGE_DAYS days counted inclusively); null when it can. The other periods are always fine.
 */
export function periodProblem(choice: PeriodChoice): PeriodProblem | null {
  if (choice.period !== 'custom') return null;
  if (!choice.startDate || !choice.endDate) return 'missing';
  if (choice.startDate > choice.endDate) return 'reversed';
  return daysFrom(choice.startDate, choice.endDate) + 1 > MAX_RANGE_DAYS ? 'too_long' : null;
}

/** The query a report call takes for this choice (the days only for a custom period); null while it has a problem. */
export function periodQuery(choice: PeriodChoice): AgentRangeQuery | null {
  if (periodProblem(choice)) return null;
  return choice.period === 'custom' ? { period: 'custom', startDate: choice.startDate, endDate: choice.endDate } : { period: choice.period };
}

export interface PeriodPickerProps {
  value: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
  /** The clock, for tests; the real time otherwise. */
  now?: () => Date;
}

/**
 * A report's period: today, yesterday, this week (from Monday), this month, or two chosen days.
 * The days shown are the ones the platform will count (site days in the zone the platform names,
 * computed by the same `resolveAgentRange`), so the agent sees exactly which days a figure covers. Choosing Custom
 * starts from the days of the period shown before it.
 */
export function PeriodPicker({ value, onChange, now = () => new Date() }: PeriodPickerProps) {
  const t = useOwnKitText();
  const timeZone = useSiteTimeZone();
  const problem = periodProblem(value);
  const query = periodQuery(value);
  const range = query ? resolveAgentRange(query, now(), timeZone) : null;
  const today = resolveAgentRange({ period: 'today' }, now(), timeZone).endDate;
  const choose = (period: AgentPeriod) => {
    if (period === 'custom' && value.period !== 'custom') {
      const shown = resolveAgentRange(periodQuery(value) ?? { period: 'today' }, now(), timeZone);
      onChange({ period, ...shown });
      return;
    }
    onChange({ ...value, period });
  };
  const presets = AGENT_PERIODS.map((period) => ({ key: period, label: t(`kit.period.${period}`), pressed: value.period === period, onChoose: () => choose(period) }));
  const days =
    value.period === 'custom'
      ? {
          start: { label: t('kit.period.start'), value: value.startDate, max: today, onChange: (startDate: string) => onChange({ ...value, startDate }) },
          end: { label: t('kit.period.end'), value: value.endDate, max: today, onChange: (endDate: string) => onChange({ ...value, endDate }) },
        }
      : undefined;
  return (
    <DayRangeFields legend={t('kit.period.label')} presets={presets} days={days} problem={problem && t(`kit.period.${problem}`, { days: MAX_RANGE_DAYS })}>
      {!problem && (
        <p className={styles.hint} aria-live="polite" data-testid="period-range">
          {range && t('kit.period.range', range)}
        </p>
      )}
    </DayRangeFields>
  );
}
