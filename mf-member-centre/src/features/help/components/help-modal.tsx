import { useState } from 'react';
import { FramedModal, useBusEvent, useTranslation } from '@site/shared';
import { MEMBER_NAMESPACE } from '../../../i18n/resources';
import { HelpTopics } from './help-topics';

/**
 * Widget 'help-modal' (the named helpModal): the shell mounts it once; `help:open` opens the help
 * centre in a modal on the requested section (the registration's terms link asks for `terms`),
 * over whatever is open, so a half-filled registration is not lost.
 */
export default function HelpModal() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const [open, setOpen] = useState(false);
  const [section, setSection] = useState<string | undefined>(undefined);

  useBusEvent('help:open', (payload) => {
    setSection(payload?.section);
    setOpen(true);
  });

  return (
    <FramedModal open={open} onClose={() => setOpen(false)} title={t('page.help')} showClose width="min(880px, 94vw)" data-testid="help-modal">
      {open && <HelpTopics wanted={section} onSelect={setSection} />}
    </FramedModal>
  );
}
