import type { FormEvent, ReactNode } from 'react';
import { z } from 'zod';
import { kitStyles as styles } from './kit-styles';
import { useOwnKitText } from './use-own-kit-text';

/**
 * An optional filter field of a form: an empty input means "no filter" (undefined), anything else
 * is judged by the contract's rule for that query field, so the form refuses what the platform would.
 */
export function optionalFilter<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());
}

export interface FilterFormProps {
  /** The form's accessible name, e.g. "Team betting filters". */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Fields (kit Field + TextInput / SelectInput). */
  children: ReactNode;
}

/** A report's filters: fields side by side (stacked on a phone) and a Search button; nothing is asked for until Search. */
export function FilterForm({ label, onSubmit, children }: FilterFormProps) {
  const t = useOwnKitText();
  return (
    <form className={styles.filters} aria-label={label} onSubmit={onSubmit} noValidate>
      {children}
      <button type="submit" className={styles.secondaryButton}>
        {t('kit.filter.search')}
      </button>
    </form>
  );
}
