import { checkField, findRule, requiredRule, problemMessage, type FieldProblem, type RegisterFieldRule } from '@site/shared';
import { CreateDownlineRequestSchema } from '@site/shared/contract/agents';

/** The platform's rule for a login name when the settings have none: a login name is never optional. */
export const USERNAME_FALLBACK: RegisterFieldRule = {
  field: 'username',
  enabled: true,
  required: true,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  patternId: 'LETTER_FIRST_ALPHANUMERIC',
  minLength: 2,
  maxLength: 15,
  type: 'text',
};

/** The rules a new downline's account and password are judged by: the site's registration rules, both required. */
export function downlineRules(rules: readonly RegisterFieldRule[]) {
  return {
    account: { ...(findRule(rules, 'username') ?? USERNAME_FALLBACK), required: true },
    password: requiredRule(rules, 'password'),
  };
}

/** Marks an issue as a registration rule's problem, so the page words it in the agent's language. */
export const REGISTER_RULE = 'register_rule';

/**
 * The create-downline form's schema: the contract's request schema plus the site's registration
 * rules for the account and the password, the same judgement the platform makes (checkField), so
 * the form refuses what the platform would refuse, under the field it belongs to.
 */
export function downlineFormSchema(rules: readonly RegisterFieldRule[]) {
  const judged = downlineRules(rules);
  return CreateDownlineRequestSchema.superRefine((body, context) => {
    for (const field of ['account', 'password'] as const) {
      const problem: FieldProblem | null = checkField(judged[field], body[field] ?? '');
      if (problem) context.addIssue({ code: 'custom', path: [field], message: problemMessage(problem), params: { rule: REGISTER_RULE, problem } });
    }
  });
}
