import { useTranslation } from '@site/shared';
import { PlaceholderScreen } from '../../../components/placeholder-screen/placeholder-screen';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';

/** /down (no chrome). The app downloads and installation guides arrive in a later release. */
export default function DownloadScreen() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  return (
    <PlaceholderScreen title={t('page.download')} testId="download-page">
      {t('coming.download')}
    </PlaceholderScreen>
  );
}
