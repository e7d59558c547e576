import { callApi, queryClient, useQuery } from '@site/shared';
import type { AgentAccountType, CreateInvitationValue, InvitationsValue } from '@site/shared/contract/agents';
import { registerKeys } from './register-keys';

/** GET /wps/agent/invitations: the agent's invitation codes with their links and registrations. */
export function fetchInvitations(): Promise<InvitationsValue> {
  return callApi('GET /wps/agent/invitations');
}

export function useInvitations() {
  return useQuery({ queryKey: registerKeys.invitations, queryFn: fetchInvitations, staleTime: 0 }, queryClient);
}

/** POST /wps/agent/invitations: a new code whose registrations become members or agents under this agent. */
export function postInvitation(accountType: AgentAccountType): Promise<CreateInvitationValue> {
  return callApi('POST /wps/agent/invitations', { body: { accountType } });
}

/** DELETE /wps/agent/invitations/:code: the code stops working; members who registered with it stay. */
export function deleteInvitation(code: string): Promise<{ removed: true }> {
  return callApi('DELETE /wps/agent/invitations/:code', { params: { code } });
}

export function refreshInvitations(): void {
  void queryClient.invalidateQueries({ queryKey: registerKeys.invitations });
}
