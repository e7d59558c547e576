import { useTranslation } from '@site/shared';
import { CentrePage, QueryState } from '../../kit';
import { MEMBER_NAMESPACE } from '../../i18n/resources';
import { useWithdrawalOptions } from './api/get-withdrawal-options';
import { isSetupMissing, MissingSetup } from './components/missing-setup';
import { WithdrawForm } from './components/withdraw-form';
import { WithdrawalList } from './components/withdrawal-list';

/** Withdrawal: request one (or learn what is missing first), and follow every withdrawal and its slices. */
export default function WithdrawPage() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const options = useWithdrawalOptions();
  return (
    <CentrePage title={t('withdraw.title')}>
      <QueryState query={options}>{(data) => (isSetupMissing(data) ? <MissingSetup options={data} /> : <WithdrawForm options={data} />)}</QueryState>
      <WithdrawalList />
    </CentrePage>
  );
}
