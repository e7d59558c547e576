import { apiPost, queryClient, useQuery } from '@site/shared';
import { CONTRACT_CALLS, type ContractActionValue, type ContractKind, type ContractMineValue, type ContractOfferRequest } from '@site/shared/contract/agents';
import { contractKeys } from './contract-keys';

/** Each kind has its own call under /wps/relay/; the body's `action` chooses what it does. */
const callPath = (kind: ContractKind) => `/wps/relay/${CONTRACT_CALLS[kind]}`;

/** action 'mine': my contract with my upline, an offer waiting for me, what I offered, and how much I may offer. */
export function fetchMyContracts(kind: ContractKind): Promise<ContractMineValue> {
  return apiPost<ContractMineValue>(callPath(kind), { action: 'mine' });
}

export function useMyContracts(kind: ContractKind) {
  return useQuery({ queryKey: contractKeys.mine(kind), queryFn: () => fetchMyContracts(kind), staleTime: 0 }, queryClient);
}

/** action 'offer': a new contract to a direct downline agent; it waits for their answer. */
export function postOffer(kind: ContractKind, offer: ContractOfferRequest): Promise<ContractActionValue> {
  return apiPost<ContractActionValue>(callPath(kind), offer);
}

/** action 'accept' | 'reject' (the downline, on an offer waiting for it) or 'terminate' (the upline ends what it offered). */
export function postContractDecision(kind: ContractKind, action: 'accept' | 'reject' | 'terminate', contractId: string): Promise<ContractActionValue> {
  return apiPost<ContractActionValue>(callPath(kind), { action, contractId });
}

/**
 * After any change: every kind's page reads again (accepting one contract can end others below),
 * and so do the menu's consolidated flags, which depend on the contracts the agent has.
 */
export function refreshContracts(): void {
  void queryClient.invalidateQueries({ queryKey: contractKeys.all });
}
