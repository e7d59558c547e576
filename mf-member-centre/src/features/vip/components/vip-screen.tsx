import { useTranslation } from '@site/shared';
import { PlaceholderScreen } from '../../../kit/placeholder-screen/placeholder-screen';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';

/** /vip. VIP levels and privileges arrive with the member centre release. */
export default function VipScreen() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  return (
    <PlaceholderScreen title={t('page.vip')} testId="vip-page">
      {t('coming.vip')}
    </PlaceholderScreen>
  );
}
