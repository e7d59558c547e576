import { queryClient, useMutation } from '@site/shared';
import type { Contract, ContractKind } from '@site/shared/contract/agents';
import { postContractDecision, refreshContracts } from '../api/contract-call';

export type ContractAction = 'accept' | 'reject' | 'terminate';

/** What the page announces after an action: the done sentence, or the platform's refusal. */
export type Announcement = { tone: 'done'; text: string } | { tone: 'error'; text: string };

interface Decision {
  action: ContractAction;
  contractId: string;
  doneText: (contract: Contract) => string;
}

/**
 * One accept, reject or terminate at a time: the buttons are busy while it runs, and the outcome is
 * announced by the page (the card that held the button may be gone once the page reads again).
 */
export function useContractAction(kind: ContractKind, announce: (announcement: Announcement | null) => void) {
  const decision = useMutation(
    {
      mutationFn: ({ action, contractId }: Decision) => postContractDecision(kind, action, contractId),
      onMutate: () => announce(null),
      onSuccess: ({ contract }, { doneText }) => announce({ tone: 'done', text: doneText(contract) }),
      onError: (error) => announce({ tone: 'error', text: error.message }),
      // Also after a refusal: the contract may have changed meanwhile (ended by the upline).
      onSettled: refreshContracts,
    },
    queryClient,
  );
  const run = (action: ContractAction, contractId: string, doneText: (contract: Contract) => string) => decision.mutate({ action, contractId, doneText });
  return { busy: decision.isPending, run };
}
