import { refusalText } from './refusal-text';
import { useKitText } from './use-kit-text';

/**
 * What a person reads for the failure of a button's call (a mutation's `error`), worded as the
 * kit's forms word it; null while nothing failed.
 */
export function useRefusalText(error: unknown): string | null {
  const t = useKitText();
  return error ? refusalText(error, t) : null;
}
