import { useEffect, useState } from 'react';
import { useTranslation } from '@site/shared';
import { AGENT_NAMESPACE } from '../../../i18n/resources';
import { LoadingState } from '../../../kit';

/**
 * The QR code of an invitation link, drawn in the browser. The QR library is downloaded only when
 * a code is first shown (its own chunk), so the register centre's first paint does not wait for it.
 */
export function InvitationQr({ link }: { link: string }) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toDataURL(link, { margin: 2, width: 240, errorCorrectionLevel: 'M' }))
      .then((url) => current && setImage(url))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [link]);
  if (failed) return <p role="alert">{t('registerCentre.invitations.qrFailed')}</p>;
  if (!image) return <LoadingState />;
  return <img src={image} width={240} height={240} alt={t('registerCentre.invitations.qrAlt', { link })} data-testid="invitation-qr" />;
}
