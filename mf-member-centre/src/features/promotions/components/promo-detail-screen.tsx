import { useTranslation } from '@site/shared';
import { PlaceholderScreen } from '../../../kit/placeholder-screen/placeholder-screen';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';

/** /promoDetail. Arrives with the promotions release. */
export default function PromoDetailScreen() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  return (
    <PlaceholderScreen title={t('page.promo_detail')} testId="promo-detail-page">
      {t('coming.promo_detail')}
    </PlaceholderScreen>
  );
}
