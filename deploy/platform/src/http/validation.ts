import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { validationError } from './errors';

/**
 * Request validation with zod, with messages that say what is wrong without repeating what was
 * sent: a rejected value (or key) may be a script payload, and error messages get displayed.
 * Schemas may set their own message ({ error: '…' }); this map covers the rest.
 */
const SAFE_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

type Issue = Parameters<z.core.$ZodErrorMap>[0];

function describeType(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

const errorMap: z.core.$ZodErrorMap = (issue: Issue) => {
  if (issue.input === undefined && issue.code !== 'unrecognized_keys') return 'is required';
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${describeType(issue.expected)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${String(issue.values[0])}`
        : `must be one of ${issue.values.map((v) => String(v)).join(', ')}`;
    case 'too_big':
      if (issue.origin === 'string') return `must be at most ${String(issue.maximum)} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `must have at most ${String(issue.maximum)} items`;
      return `must be at most ${String(issue.maximum)}`;
    case 'too_small':
      if (issue.origin === 'string') return `must be at least ${String(issue.minimum)} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `must have at least ${String(issue.minimum)} items`;
      return `must be at least ${String(issue.minimum)}`;
    case 'invalid_format':
      return issue.format === 'regex' ? 'has an invalid format' : `must be a valid ${issue.format}`;
    case 'unrecognized_keys':
      return 'is not a known field';
    case 'invalid_key':
      return 'is not an accepted key';
    case 'invalid_union':
      return 'has an invalid value';
    default:
      return 'is invalid';
  }
};

export interface FieldIssue {
  /** Dotted path of the bad input, e.g. 'maintenance.endTime'; unsafe key names are replaced by '?'. */
  field: string;
  message: string;
}

function fieldOf(path: readonly PropertyKey[], context: string): string {
  if (path.length === 0) return context;
  return path
    .map((segment) => (typeof segment === 'number' || (typeof segment === 'string' && SAFE_SEGMENT.test(segment)) ? String(segment) : '?'))
    .join('.');
}

/** The issues of a failed parse, one per bad field (an unknown key names itself). */
export function fieldIssues(error: z.ZodError, context: string): FieldIssue[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: fieldOf([...issue.path, key], context), message: issue.message }));
    }
    return [{ field: fieldOf(issue.path, context), message: issue.message }];
  });
}

/**
 * Fastify validator compiler: parses with zod and our error map; the parsed (and transformed)
 * value replaces the input, so handlers see typed data. Errors carry the field in `params`.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const context = httpPart === 'querystring' ? 'query' : (httpPart ?? 'input');
  return (data: unknown) => {
    const result = z.safeParse(schema, data, { error: errorMap });
    if (result.success) return { value: result.data };
    return {
      error: fieldIssues(result.error, context).map((issue) => ({
        keyword: 'zod',
        instancePath: `/${issue.field}`,
        schemaPath: '#',
        message: issue.message,
        params: { field: issue.field },
      })),
    };
  };
};

/**
 * Validates data that did not come through Fastify's own validation (the decrypted payload of an
 * encrypted call) with the same messages; the first bad field becomes a 400 VALIDATION naming it.
 */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown, context = 'body'): z.output<S> {
  const result = z.safeParse(schema, data, { error: errorMap });
  if (result.success) return result.data;
  const first = fieldIssues(result.error, context)[0] ?? { field: context, message: 'is invalid' };
  throw validationError(first.field, first.message);
}
