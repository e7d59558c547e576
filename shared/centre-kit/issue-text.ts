import type { TFunction } from 'i18next';
import type { z } from 'zod';

/** One problem zod found with a form's values, and the value of the field it is about. */
export interface FormIssue {
  issue: z.core.$ZodIssue;
  /** The field's value as the user typed it (undefined for a problem with the whole form). */
  value: unknown;
  /** The schema author wrote this issue's message (not one of zod's own words). */
  authored: boolean;
}

/** A page's own wording of an issue; undefined leaves it to the kit. */
export type IssueText = (issue: FormIssue) => string | undefined;

/**
 * Rules a schema can name on a refinement's issue (`params: { rule, bound }`), so the kit can word
 * it in the user's language with the bound: zod itself only knows a refinement as "custom".
 */
export const KIT_ISSUE_RULES = ['amount_positive', 'amount_too_small', 'amount_too_large'] as const;
type KitIssueRule = (typeof KIT_ISSUE_RULES)[number];

const isKitRule = (rule: unknown): rule is KitIssueRule => KIT_ISSUE_RULES.includes(rule as KitIssueRule);

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The kit's wording of a zod issue in the user's language, from its code and bounds; undefined
 * when the kit has nothing better than the issue's own message (a refinement naming no rule).
 * `t` reads the kit's namespace ('centre-kit').
 */
export function kitIssueText({ issue, value }: FormIssue, t: TFunction): string | undefined {
  // An empty field refused for any built-in reason is simply missing.
  if (issue.code !== 'custom' && isBlank(value)) return t('issue.required');
  switch (issue.code) {
    case 'too_small': {
      const minimum = String(issue.minimum);
      if (issue.origin === 'string') return issue.exact ? t('issue.length_exact', { length: minimum }) : t('issue.too_short', { minimum });
      if (issue.origin === 'array' || issue.origin === 'set') return t('issue.too_few', { minimum });
      if (issue.origin === 'number' || issue.origin === 'bigint') return t(issue.inclusive ? 'issue.number_min' : 'issue.number_above', { minimum });
      return t('issue.invalid');
    }
    case 'too_big': {
      const maximum = String(issue.maximum);
      if (issue.origin === 'string') return issue.exact ? t('issue.length_exact', { length: maximum }) : t('issue.too_long', { maximum });
      if (issue.origin === 'array' || issue.origin === 'set') return t('issue.too_many', { maximum });
      if (issue.origin === 'number' || issue.origin === 'bigint') return t(issue.inclusive ? 'issue.number_max' : 'issue.number_below', { maximum });
      return t('issue.invalid');
    }
    case 'invalid_format':
      return issue.format === 'email' ? t('issue.email') : t('issue.pattern');
    case 'invalid_type':
      return issue.expected === 'number' || issue.expected === 'int' ? t('issue.number') : t('issue.invalid');
    case 'invalid_value':
      return t('issue.choose');
    case 'not_multiple_of':
      return t('issue.multiple_of', { divisor: String(issue.divisor) });
    case 'custom': {
      const rule: unknown = issue.params?.rule;
      return isKitRule(rule) ? t(`issue.${rule}`, { bound: String(issue.params?.bound ?? '') }) : undefined;
    }
    default:
      return t('issue.invalid');
  }
}

/**
 * The message a form shows for an issue: the page's own wording when it gives one; else, in
 * English, the schema author's message (the contract's rules are written in plain English and say
 * more than a generic text); else the kit's wording in the user's language; a refinement the
 * kit cannot word keeps its author's message (pages word their own refinements with `t`).
 */
export function issueMessage(formIssue: FormIssue, t: TFunction, english: boolean, pageText?: IssueText): string {
  const own = pageText?.(formIssue);
  if (own !== undefined) return own;
  if (formIssue.authored && english) return formIssue.issue.message;
  return kitIssueText(formIssue, t) ?? (formIssue.authored ? formIssue.issue.message : t('issue.invalid'));
}
