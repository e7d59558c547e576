import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from '../../../kit';
import { fetchCaptcha, newCaptchaKey } from '../api/get-captcha';
import { useAccountText } from './use-account-text';
import styles from './security-center.module.css';

export interface CaptchaImageProps {
  /** The key of the image now shown: send it as `captchaKey` with the typed answer. */
  onKeyChange: (key: string) => void;
  /** Change it to draw a new image (a captcha is spent by every send). */
  refreshSignal: number;
}

/** The captcha picture with a button for a new one. */
export function CaptchaImage({ onKeyChange, refreshSignal }: CaptchaImageProps) {
  const t = useAccountText();
  const [src, setSrc] = useState<string | null>(null);
  const latest = useLatest(onKeyChange);
  // Only the newest image may paint: answers can arrive out of order.
  const serial = useRef(0);

  const load = useCallback(async () => {
    const key = newCaptchaKey();
    const mine = ++serial.current;
    latest.current(key);
    try {
      const image = await fetchCaptcha(key);
      if (mine === serial.current) setSrc(image);
    } catch {
      if (mine === serial.current) setSrc(null);
    }
  }, [latest]);

  useEffect(() => {
    void load();
  }, [load, refreshSignal]);

  return (
    <div className={styles.captcha}>
      {src && <img src={src} alt={t('mobile.captcha_alt')} className={styles.captchaImage} />}
      <button type="button" className={styles.secondaryButton} onClick={() => void load()}>
        {t('mobile.captcha_new')}
      </button>
    </div>
  );
}
