import { useId, type ReactNode } from 'react';
import styles from './kit.module.css';

/** One quick choice of days (today, last 7 days…), pressed while it is the one shown. */
export interface DayRangePreset {
  key: string;
  label: string;
  pressed: boolean;
  onChoose: () => void;
}

/** One of the two date inputs: a UTC day YYYY-MM-DD, and the days it may take. */
export interface DayInput {
  label: string;
  value: string;
  min?: string;
  max: string;
  onChange: (value: string) => void;
}

export interface DayRangeFieldsProps {
  legend: string;
  /** Names the quick choices as a group, when the legend alone does not say what they are. */
  presetsLabel?: string;
  presets: readonly DayRangePreset[];
  /** The two date inputs; left out while a quick choice needs none. */
  days?: { start: DayInput; end: DayInput };
  /** What is wrong with the days: announced, and both inputs marked invalid and described by it. */
  problem?: ReactNode;
  /** Shown below (e.g. the days a figure covers). */
  children?: ReactNode;
}

/**
 * The day-range controls both centres' reports and records use: a fieldset of quick choices
 * (toggle buttons) and two labelled date inputs, so they look and read alike. The caller decides
 * what the choices mean and which days may be typed.
 */
export function DayRangeFields({ legend, presetsLabel, presets, days, problem, children }: DayRangeFieldsProps) {
  const id = useId();
  const problemId = `${id}-problem`;
  const dayInput = (part: 'start' | 'end', input: DayInput) => (
    <>
      <label htmlFor={`${id}-${part}`} className={styles.dateLabel}>
        {input.label}
      </label>
      <input
        id={`${id}-${part}`}
        type="date"
        className={styles.input}
        value={input.value}
        min={input.min}
        max={input.max}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => input.onChange(event.target.value)}
      />
    </>
  );
  return (
    <fieldset className={styles.dayRange}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.presets} role={presetsLabel ? 'group' : undefined} aria-label={presetsLabel}>
        {presets.map((preset) => (
          <button key={preset.key} type="button" className={styles.preset} aria-pressed={preset.pressed} onClick={preset.onChoose}>
            {preset.label}
          </button>
        ))}
      </div>
      {days && (
        <div className={styles.dateInputs}>
          {dayInput('start', days.start)}
          {dayInput('end', days.end)}
        </div>
      )}
      {problem ? (
        <p id={problemId} className={styles.fieldError} role="alert">
          {problem}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
