import { ApiError } from '@site/shared';
import { errorText, type Translate } from './error-text';

export interface PlacedRefusal<F extends string> {
  /** The form field the refusal belongs under; undefined puts it above the submit button. */
  field: F | undefined;
  text: string;
}

/**
 * Where a refused call's text goes: under the form field the platform named (`ApiError.field`,
 * looked up in `serverFields`, the platform's names of the fields on screen), else above the
 * button. A VALIDATION message starts with the server's field name ("mobileNo: …"): under its own
 * field that is noise, so it is cut there; above the button it is kept, as it says which field is
 * meant. A form that must not place a refusal under some field (one not on screen) leaves that
 * field out of the table it passes.
 */
export function placeRefusal<F extends string>(t: Translate, error: unknown, serverFields: Partial<Record<string, F>>): PlacedRefusal<F> {
  const text = errorText(t, error);
  const serverField = error instanceof ApiError ? error.field : undefined;
  // Own keys only: a server name like 'constructor' must not find an Object member.
  const field = serverField && Object.hasOwn(serverFields, serverField) ? serverFields[serverField] : undefined;
  if (!serverField || !field) return { field: undefined, text };
  const prefix = `${serverField}: `;
  return { field, text: text.startsWith(prefix) ? text.slice(prefix.length) : text };
}
