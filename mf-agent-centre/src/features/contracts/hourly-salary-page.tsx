import { ContractPage } from './contract-page';

/** The agent centre's Hourly Salary page. */
export default function HourlySalaryPage() {
  return <ContractPage kind="HOURLY_SALARY" />;
}
