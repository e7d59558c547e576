import { useTranslation } from '@site/shared';
import { PlaceholderScreen } from '../../../kit/placeholder-screen/placeholder-screen';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';

/** /pointMall (with its banner group). Redeeming arrives with the points release. */
export default function PointMallScreen() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  return (
    <PlaceholderScreen title={t('page.point_mall')} testId="point-mall-page">
      {t('coming.point_mall')}
    </PlaceholderScreen>
  );
}
