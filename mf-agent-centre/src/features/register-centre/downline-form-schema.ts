import { checkField, problemMessage, type FieldProblem, type RegisterFieldRule } from '@site/shared';
import { CreateDownlineRequestSchema, downlineRules } from '@site/shared/contract/agents';

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
