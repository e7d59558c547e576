import { useTranslation } from '@site/shared';
import { PlaceholderScreen } from '../../../components/placeholder-screen/placeholder-screen';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';

/** /promotions (with its banner group). The promotions list arrives with the promotions release. */
export default function PromotionsScreen() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  return (
    <PlaceholderScreen title={t('page.promotions')} testId="promotions-page">
      {t('coming.promotions')}
    </PlaceholderScreen>
  );
}
