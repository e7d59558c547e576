import { useTranslation } from '@site/shared';
import { PlaceholderScreen } from '../../../kit/placeholder-screen/placeholder-screen';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';

/** /join. Arrives with the agent centre release. */
export default function JoinScreen() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  return (
    <PlaceholderScreen title={t('page.join')} testId="join-page">
      {t('coming.join')}
    </PlaceholderScreen>
  );
}
