/**
 * The register centre's "create account": an agent opens a direct downline, a member or a
 * sub-agent, under the site's registration rules for the login name and the password (the same
 * engine and settings as the register call, so the agent's form and a visitor's form accept the
 * same names). No captcha, code or feature flag applies: the agent is signed in and answers for
 * the account. The new account is not signed in; the agent hands the password over, and since the
 * agent knows it, the account must change it at its first sign-in: until then its sessions may only
 * change the password (the session guard answers PASSWORD_CHANGE_REQUIRED to everything else), so
 * the agent cannot set a payment password or move the money of an account it handed over.
 *
 * "Taken" (ACCOUNT_EXISTS) is told to one agent a limited number of times (EXISTS_ANSWERS in
 * limits.ts): with no captcha here, the call would otherwise list which login names exist.
 */
import { downlineRules, type CreateDownlineRequest, type TeamMember } from '@site/shared/contract/agents';
import { assertField } from '../../accounts/field-checks';
import { existsSubject, withExistsLimit } from '../../accounts/limits';
import { accountTaken, insertMember, MEMBER_TYPE, SUB_AGENT_TYPE, uniqueViolation } from '../../accounts/members';
import { hashPassword } from '../../accounts/passwords';
import type { RegisterFieldsRepository } from '../../accounts/register-fields';
import type { Db } from '../../db/database';
import { refusal } from '../../http/refusals';
import { teamMember } from './team-members';

/** The account type an agent's AGENT choice creates (register centre and AGENT invitation codes). */
export function accountTypeFor(choice: 'MEMBER' | 'AGENT'): number {
  return choice === 'AGENT' ? SUB_AGENT_TYPE : MEMBER_TYPE;
}

export async function createDownline(
  db: Db,
  registerFields: RegisterFieldsRepository,
  agentId: string,
  input: Required<Pick<CreateDownlineRequest, 'account' | 'password' | 'accountType'>> & { nickname?: string; ip: string },
): Promise<TeamMember> {
  const rules = await registerFields.rules();
  const account = input.account.trim();
  const judged = downlineRules(rules);
  assertField(judged.account, account, 'account');
  assertField(judged.password, input.password, 'password');
  const memberId = await withExistsLimit(db, existsSubject('account', agentId), 'ACCOUNT_EXISTS', async () => {
    if (await accountTaken(db, account)) throw refusal('ACCOUNT_EXISTS', { field: 'account' });
    const passwordHash = await hashPassword(input.password);
    try {
      return await insertMember(db, {
        account,
        type: accountTypeFor(input.accountType),
        passwordHash,
        uplineId: agentId,
        nickname: input.nickname?.trim() || null,
        registerMethod: 'AGENT',
        registerIp: input.ip,
        mustChangePassword: true,
      });
    } catch (error) {
      // Someone took the name between the check and the insert.
      if (uniqueViolation(error) === 'account') throw refusal('ACCOUNT_EXISTS', { field: 'account' });
      throw error;
    }
  });
  const member = await teamMember(db, agentId, memberId);
  if (!member) throw new Error('agents: a new downline is missing from the team');
  return member;
}
