import { DepositPage } from '../features/deposit/deposit-page';
import { MatchedDepositPanel } from '../features/matched-deposit/matched-deposit-panel';

/**
 * The deposit page as the centre shows it: the deposit feature with the matched-deposit feature as
 * its MATCHED channel. Composed here, at the app level, because features never import each other.
 */
export default function DepositWithMatched() {
  return <DepositPage matchedChannel={MatchedDepositPanel} />;
}
