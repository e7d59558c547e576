import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../components/placeholder-screen/placeholder-screen';
import { LOTTERY_NAMESPACE } from '../../../i18n/resources';

/** /lottery (header only). Menu tabs, weekday filter, search and hot/favourite/recent tabs arrive in the lottery release. */
export default function LotteryScreen() {
  const { t } = useTranslation(LOTTERY_NAMESPACE);
  return (
    <PlaceholderScreen title={t('page.lottery')} testId="lottery-page">
      {t('coming.lottery')}
    </PlaceholderScreen>
  );
}
