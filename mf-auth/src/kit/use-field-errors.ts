import { useCallback, useState, type ChangeEvent, type Dispatch, type SetStateAction } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface FieldErrorsState<F extends string> {
  errors: FieldErrors<F>;
  setErrors: Dispatch<SetStateAction<FieldErrors<F>>>;
  /** Drops one field's error; the state stays the same object when it had none (no re-render). */
  clearError: (field: F) => void;
  /** An input's onChange that stores the typed value and clears the field's error. */
  changeHandler: (set: (value: string) => void, field: F) => (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The errors shown under a form's fields. Typing in a field takes its error away. */
export function useFieldErrors<F extends string>(): FieldErrorsState<F> {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const clearError = useCallback((field: F) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current)), []);
  const changeHandler = useCallback(
    (set: (value: string) => void, field: F) => (event: ChangeEvent<HTMLInputElement>) => {
      set(event.target.value);
      clearError(field);
    },
    [clearError],
  );
  return { errors, setErrors, clearError, changeHandler };
}
