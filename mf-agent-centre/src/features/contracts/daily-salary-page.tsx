import { ContractPage } from './contract-page';

/** The agent centre's Daily Salary page. */
export default function DailySalaryPage() {
  return <ContractPage kind="DAILY_SALARY" />;
}
