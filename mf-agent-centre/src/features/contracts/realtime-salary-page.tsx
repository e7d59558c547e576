import { ContractPage } from './contract-page';

/** The agent centre's Real-Time Salary page. */
export default function RealtimeSalaryPage() {
  return <ContractPage kind="REALTIME_SALARY" />;
}
