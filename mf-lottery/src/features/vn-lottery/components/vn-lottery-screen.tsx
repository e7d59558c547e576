import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/placeholder-screen/placeholder-screen';
import { LOTTERY_NAMESPACE } from '../../../i18n/resources';

/** /vnlottery (header only). Arrives in the lottery release. */
export default function VnLotteryScreen() {
  const { t } = useTranslation(LOTTERY_NAMESPACE);
  return (
    <PlaceholderScreen title={t('page.vnlottery')} testId="vnlottery-page">
      {t('coming.vnlottery')}
    </PlaceholderScreen>
  );
}
