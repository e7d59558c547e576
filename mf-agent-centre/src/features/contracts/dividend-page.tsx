import { ContractPage } from './contract-page';

/** The agent centre's Dividend page. */
export default function DividendPage() {
  return <ContractPage kind="DIVIDEND" />;
}
