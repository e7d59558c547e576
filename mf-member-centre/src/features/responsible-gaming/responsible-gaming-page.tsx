import { useTranslation } from '@site/shared';
import { CentrePage } from '../../kit';
import { MEMBER_NAMESPACE } from '../../i18n/resources';
import { LimitsSection, RealityCheckSection } from './limits-section';
import ExclusionSection from './exclusion-section';
import StatementSection from './statement-section';

/**
 * Responsible gaming (responsibleGaming): the member's limits with what remains now, the reality
 * check's interval, and the breaks (time-out, self-exclusion) in their own section.
 */
export default function ResponsibleGamingPage() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  return (
    <CentrePage title={t('limits.title')}>
      <LimitsSection />
      <RealityCheckSection />
      <ExclusionSection />
      <StatementSection />
    </CentrePage>
  );
}
