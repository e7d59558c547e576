import type { RegisterField, RegisterFieldRule } from '@site/shared/contract';
// The client's own engine, so a field passes or fails on both sides alike.
import { checkField, problemMessage } from '@site/shared/contract';
import { validationError } from '../http/errors';
import { REGISTER_FIELDS } from '@site/shared/contract/session';

/** Refuses `value` with 400 VALIDATION naming `field` when the rule says no. */
export function assertField(rule: RegisterFieldRule, value: string | undefined, field: string = rule.field): void {
  const problem = checkField(rule, value ?? '');
  if (problem) throw validationError(field, problemMessage(problem));
}

/** The rule of one field; a missing row (an operator deleted it) means the field is off. */
export function ruleOf(rules: RegisterFieldRule[], field: RegisterField): RegisterFieldRule | null {
  return rules.find((rule) => rule.field === field) ?? null;
}

/** The password rule, required whatever the settings say: a password is never optional. */
export function passwordRule(rules: RegisterFieldRule[]): RegisterFieldRule {
  const rule = ruleOf(rules, 'password');
  return rule
    ? { ...rule, required: true }
    : { field: 'password', enabled: true, required: true, acceptedPattern: '*', patternId: 'ANY', minLength: 6, maxLength: 20, type: 'password' };
}

/** The fields a registration form posts (RegisterRequest), by name. */
export type RegisterValues = Partial<Record<RegisterField, string>>;

/**
 * Checks a registration against the register settings, in form order: enabled fields only (a
 * disabled field's value is ignored); the mobile number is required in the mobile type and when an
 * SMS check applies, the code when an SMS check applies; in the mobile type the username is the
 * number, so its own rule does not apply. Then the confirmation must equal the password.
 */
export function checkRegistrationFields(
  rules: RegisterFieldRule[],
  values: RegisterValues,
  options: { mobileType: boolean; smsRequired: boolean },
): void {
  for (const field of REGISTER_FIELDS) {
    if (field === 'username' && options.mobileType) continue;
    const rule = ruleOf(rules, field);
    const forced = (field === 'mobileNum' && (options.mobileType || options.smsRequired)) || (field === 'verificationCode' && options.smsRequired);
    if (field === 'password') {
      assertField(passwordRule(rules), values.password);
      continue;
    }
    if (forced) {
      const base: RegisterFieldRule = rule ?? {
        field,
        enabled: true,
        required: true,
        acceptedPattern: '^[0-9]+$',
        patternId: field === 'mobileNum' ? 'MOBILE' : 'DIGITS',
        minLength: field === 'mobileNum' ? 6 : 4,
        maxLength: field === 'mobileNum' ? 15 : 8,
        type: field === 'mobileNum' ? 'tel' : 'text',
      };
      assertField({ ...base, enabled: true, required: true }, values[field]);
      continue;
    }
    if (!rule || !rule.enabled) continue;
    assertField(rule, values[field]);
  }
  const confirm = ruleOf(rules, 'confirmPassword');
  if (confirm?.enabled && (values.confirmPassword ?? '') !== (values.password ?? '')) {
    throw validationError('confirmPassword', 'does not match the password');
  }
}
