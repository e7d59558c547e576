import { DepositPage } from '../features/deposit/deposit-page';
import { MatchedDepositPanel } from '../features/matched-deposit/matched-deposit-panel';
import { LimitPrompt } from '../features/responsible-gaming/limit-prompt';

/**
 * The deposit page as the centre shows it: the deposit feature with the matched-deposit feature as
 * its MATCHED channel, and the responsible-gaming limit prompt (the first deposit) or link above it.
 * Composed here, at the app level, because features never import each other.
 */
export default function DepositWithMatched() {
  return (
    <>
      <LimitPrompt />
      <DepositPage matchedChannel={MatchedDepositPanel} />
    </>
  );
}
