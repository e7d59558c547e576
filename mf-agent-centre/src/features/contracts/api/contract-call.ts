import { callApi, queryClient, useQuery } from '@site/shared';
import type { ApiKey } from '@site/shared/contract/endpoints';
import { type CONTRACT_CALLS, type ContractActionValue, type ContractKind, type ContractMineValue, type ContractOfferRequest } from '@site/shared/contract/agents';
import { contractKeys } from './contract-keys';

/** Each kind has its own call under /wps/relay/; the body's `action` chooses what it does. */
const CALL_KEYS = {
  DIVIDEND: 'POST /wps/relay/MCS2_processDividendReq',
  DAILY_SALARY: 'POST /wps/relay/MCS2_processDailySalContract',
  HOURLY_SALARY: 'POST /wps/relay/MCS2_processContractHourSalary',
  REALTIME_SALARY: 'POST /wps/relay/MCSFE_processRealTimeSalaryContract',
} as const satisfies { [K in ContractKind]: `POST /wps/relay/${(typeof CONTRACT_CALLS)[K]}` & ApiKey };

/** action 'mine': my contract with my upline, an offer waiting for me, what I offered, and how much I may offer. */
export function fetchMyContracts(kind: ContractKind): Promise<ContractMineValue> {
  // The action chooses which of the call's two answers comes back: 'mine' answers the contracts.
  return callApi(CALL_KEYS[kind], { body: { action: 'mine' } }) as Promise<ContractMineValue>;
}

export function useMyContracts(kind: ContractKind) {
  return useQuery({ queryKey: contractKeys.mine(kind), queryFn: () => fetchMyContracts(kind), staleTime: 0 }, queryClient);
}

/** action 'offer': a new contract to a direct downline agent; it waits for their answer. */
export function postOffer(kind: ContractKind, offer: ContractOfferRequest): Promise<ContractActionValue> {
  return callApi(CALL_KEYS[kind], { body: offer }) as Promise<ContractActionValue>;
}

/** action 'accept' | 'reject' (the downline, on an offer waiting for it) or 'terminate' (the upline ends what it offered). */
export function postContractDecision(kind: ContractKind, action: 'accept' | 'reject' | 'terminate', contractId: string): Promise<ContractActionValue> {
  return callApi(CALL_KEYS[kind], { body: { action, contractId } }) as Promise<ContractActionValue>;
}

/**
 * After any change: every kind's page reads again (accepting one contract can end others below),
 * and so do the menu's consolidated flags, which depend on the contracts the agent has.
 */
export function refreshContracts(): void {
  void queryClient.invalidateQueries({ queryKey: contractKeys.all });
}
