import { checkField, findRule, requiredRule, type FieldProblem, type RegisterField, type RegisterFieldRule } from '@site/shared';
import type { RegisterType } from '../api/put-register';

/** Fields a site may switch on in the settings, in form order. */
export const OPTIONAL_FIELDS = ['payeeName', 'email', 'qqNum', 'recommenderId', 'paymentPassword', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber'] as const;

/** A field the form shows, with the rule it is judged by. */
export interface PlannedField {
  field: RegisterField;
  rule: RegisterFieldRule;
}

export interface PlanOptions {
  type: RegisterType;
  /** An SMS code is needed: the mobile type, or REGMOBVERF3 on the username type. */
  sms: boolean;
  /** The invitation-code field is shown (no valid code came with the page address). */
  affiliateShown: boolean;
}

function anyRule(field: RegisterField, type: RegisterFieldRule['type']): RegisterFieldRule {
  return { field, enabled: true, required: true, acceptedPattern: '*', patternId: 'ANY', minLength: 1, maxLength: 0, type };
}

/**
 * Which fields the registration form shows and how each is judged, as the platform
 * judges them: the username only in the username type (in the mobile type the number is the
 * username); password and confirmation always; the mobile number when the type or an SMS check
 * needs it (then required) or when the settings enable it; the code when an SMS check applies;
 * every other field when enabled, required only when the settings say so.
 */
export function planFields(rules: readonly RegisterFieldRule[], { type, sms, affiliateShown }: PlanOptions): PlannedField[] {
  const planned: PlannedField[] = [];
  const add = (field: RegisterField, rule: RegisterFieldRule) => planned.push({ field, rule });
  if (type === 'username') add('username', { ...(findRule(rules, 'username') ?? anyRule('username', 'text')), enabled: true, required: true });
  add('password', requiredRule(rules, 'password'));
  add('confirmPassword', { ...(findRule(rules, 'confirmPassword') ?? anyRule('confirmPassword', 'password')), enabled: true, required: true });
  const mobile = findRule(rules, 'mobileNum');
  if (type === 'mobile' || sms) add('mobileNum', requiredRule(rules, 'mobileNum'));
  else if (mobile?.enabled) add('mobileNum', mobile);
  if (sms) add('verificationCode', requiredRule(rules, 'verificationCode'));
  for (const field of OPTIONAL_FIELDS) {
    const rule = findRule(rules, field);
    if (rule?.enabled) add(field, rule);
  }
  const affiliate = findRule(rules, 'affiliateCode');
  if (affiliate?.enabled && affiliateShown) add('affiliateCode', affiliate);
  const captcha = findRule(rules, 'captcha');
  if (captcha?.enabled) add('captcha', captcha);
  return planned;
}

/** Spaces and dashes people type inside a phone number are not part of it. */
export function cleanMobile(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The value as it is judged and sent: trimmed, a phone number without separators. */
export function normalised(field: RegisterField, value: string): string {
  return field === 'mobileNum' ? cleanMobile(value).trim() : value.trim();
}

/** A field's problem: a rule's, or a confirmation that differs from the password. */
export type FieldIssue = FieldProblem | { kind: 'mismatch' };

export type RegisterValues = Partial<Record<RegisterField, string>>;

/** Judges every planned field; the result is empty when all pass. */
export function validateFields(planned: readonly PlannedField[], values: RegisterValues): Partial<Record<RegisterField, FieldIssue>> {
  const issues: Partial<Record<RegisterField, FieldIssue>> = {};
  for (const { field, rule } of planned) {
    const problem = checkField(rule, normalised(field, values[field] ?? ''));
    if (problem) issues[field] = problem;
  }
  if (!issues.confirmPassword && planned.some((p) => p.field === 'confirmPassword') && (values.confirmPassword ?? '').trim() !== (values.password ?? '').trim()) {
    issues.confirmPassword = { kind: 'mismatch' };
  }
  return issues;
}
