import { useState } from 'react';
import type { Contract, ContractKind } from '@site/shared/contract/agents';
import { postContractDecision, refreshContracts } from '../api/contract-call';

export type ContractAction = 'accept' | 'reject' | 'terminate';

/** What the page announces after an action: the done sentence, or the platform's refusal. */
export type Announcement = { tone: 'done'; text: string } | { tone: 'error'; text: string };

/**
 * One accept, reject or terminate at a time: the buttons are busy while it runs, and the outcome is
 * announced by the page (the card that held the button may be gone once the page reads again).
 */
export function useContractAction(kind: ContractKind, announce: (announcement: Announcement | null) => void) {
  const [busy, setBusy] = useState(false);
  const run = async (action: ContractAction, contractId: string, doneText: (contract: Contract) => string) => {
    setBusy(true);
    announce(null);
    try {
      const { contract } = await postContractDecision(kind, action, contractId);
      announce({ tone: 'done', text: doneText(contract) });
    } catch (error) {
      announce({ tone: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
      // Also after a refusal: the contract may have changed meanwhile (ended by the upline).
      refreshContracts();
    }
  };
  return { busy, run };
}
