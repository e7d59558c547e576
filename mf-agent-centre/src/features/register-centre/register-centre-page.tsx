import { useId } from 'react';
import { useTranslation } from '@site/shared';
import { AGENT_NAMESPACE } from '../../i18n/resources';
import { CentrePage, QueryState, kitStyles } from '../../kit';
import { useRegisterSettings } from './api/get-register-settings';
import { CreateDownlineForm } from './components/create-downline-form';
import { InvitationsSection } from './components/invitations-section';

/**
 * Register centre (registerCenter): create a direct downline (member or agent) by the site's
 * registration rules, and invitation links whose registrations join this agent's team.
 */
export default function RegisterCentrePage() {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const headingId = useId();
  const settings = useRegisterSettings();
  return (
    <CentrePage title={t('menu.registerCenter')}>
      <section className={kitStyles.section} aria-labelledby={headingId}>
        <h4 id={headingId} className={kitStyles.sectionTitle}>
          {t('registerCentre.create.title')}
        </h4>
        <QueryState query={settings}>{(data) => <CreateDownlineForm rules={data.fields} />}</QueryState>
      </section>
      <InvitationsSection />
    </CentrePage>
  );
}
