import { addDays, siteDay, useSiteTimeZone } from '@site/shared';
import { DayRangeFields } from '@site/shared/centre-kit';
import { useOwnKitText } from './use-own-kit-text';

/** Whole days YYYY-MM-DD, both included, read as site days (the brand's time zone, the days the platform's records are kept in). */
export interface DayRange {
  startDate: string;
  endDate: string;
}

/** The quick ranges, as (today's site day) → range; "last 7 days" includes today, as the record pages' default does. */
const PRESETS = {
  today: (today: string) => ({ startDate: today, endDate: today }),
  yesterday: (today: string) => ({ startDate: addDays(today, -1), endDate: addDays(today, -1) }),
  last_7_days: (today: string) => ({ startDate: addDays(today, -6), endDate: today }),
  last_30_days: (today: string) => ({ startDate: addDays(today, -29), endDate: today }),
} satisfies Record<string, (today: string) => DayRange>;

type Preset = keyof typeof PRESETS;

export interface DateRangeFilterProps {
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** The clock, for tests; the real time otherwise. */
  now?: () => number;
}

/**
 * A record page's date filter: quick ranges (today, yesterday, last 7 and last 30 days) and two
 * date inputs. The inputs cannot cross (the start's latest day is the end, and the reverse), and no
 * day after today can be chosen; the platform still checks the range and names the field it refuses.
 * Today is the site's (in the zone the platform names), whatever the browser's own zone.
 */
export function DateRangeFilter({ value, onChange, now = Date.now }: DateRangeFilterProps) {
  const t = useOwnKitText();
  const today = siteDay(new Date(now()), useSiteTimeZone());
  const presetNames = Object.keys(PRESETS) as Preset[];
  const presets = presetNames.map((name) => {
    const range = PRESETS[name](today);
    const pressed = range.startDate === value.startDate && range.endDate === value.endDate;
    return { key: name, label: t(`kit.date_range.${name}`), pressed, onChoose: () => onChange(range) };
  });
  // A cleared input keeps the day it had: a record query always has both days.
  const days = {
    start: { label: t('kit.date_range.start'), value: value.startDate, max: value.endDate || today, onChange: (startDate: string) => startDate && onChange({ ...value, startDate }) },
    end: { label: t('kit.date_range.end'), value: value.endDate, min: value.startDate, max: today, onChange: (endDate: string) => endDate && onChange({ ...value, endDate }) },
  };
  return <DayRangeFields legend={t('kit.date_range.label')} presetsLabel={t('kit.date_range.presets')} presets={presets} days={days} />;
}
