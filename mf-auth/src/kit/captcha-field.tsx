import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@site/shared';
import { Field, TextInput, useLatest } from '@site/shared/centre-kit';
import { AUTH_NAMESPACE } from '../i18n/resources';
import { fetchCaptcha, newCaptchaKey } from './api/fetch-captcha';
import { useThrottle } from './use-throttle';
import styles from './form.module.css';

export interface CaptchaFieldProps {
  /** The typed answer. */
  value: string;
  onChange: (value: string) => void;
  /** The key of the image now shown; send it with the answer as `captchaKey`. */
  onKeyChange: (key: string) => void;
  /** Change it (e.g. a counter) to load a new image: after a refused submit the old one is spent. */
  refreshSignal?: number;
  error?: string | null;
  /** The field's label; "Captcha" by default. */
  label?: string;
  /** What the answer is for, under the field; "Click the image for a new one" by default. */
  hint?: string;
}

type ImageState = { status: 'loading' | 'ready' | 'failed'; src: string | null };

/** Min time between two refreshes by click: each one draws a new image on the platform. */
export const CAPTCHA_REFRESH_MS = 1000;

/**
 * The captcha answer field with its image (GET /wps/captcha?key=<new uuid>). Each image has its own
 * key, reported through `onKeyChange`; a new image clears the typed answer. A click on the image
 * loads a new one, at most once a second.
 */
export function CaptchaField({ value, onChange, onKeyChange, refreshSignal = 0, error, label, hint }: CaptchaFieldProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const [image, setImage] = useState<ImageState>({ status: 'loading', src: null });
  const latest = useLatest({ onChange, onKeyChange });
  // Only the newest request may paint: answers can arrive out of order.
  const requestId = useRef(0);

  const load = useCallback(async () => {
    const key = newCaptchaKey();
    const mine = ++requestId.current;
    latest.current.onKeyChange(key);
    latest.current.onChange('');
    setImage((current) => ({ ...current, status: 'loading' }));
    try {
      const src = await fetchCaptcha(key);
      if (mine === requestId.current) setImage({ status: 'ready', src });
    } catch {
      if (mine === requestId.current) setImage((current) => ({ ...current, status: 'failed' }));
    }
  }, [latest]);

  useEffect(() => {
    void load();
  }, [load, refreshSignal]);

  const refreshByClick = useThrottle(() => void load(), CAPTCHA_REFRESH_MS);

  return (
    <Field
      label={label ?? t('kit.captcha')}
      name="captcha"
      error={error ?? undefined}
      announceError
      hint={hint ?? t('kit.captcha_hint')}
      suffix={
        <button type="button" className={styles.captchaButton} aria-busy={image.status === 'loading'} onClick={() => refreshByClick()}>
          {image.src ? <img src={image.src} alt={t('kit.captcha_alt')} /> : image.status === 'failed' ? t('kit.captcha_failed') : t('kit.captcha_loading')}
        </button>
      }
    >
      <TextInput value={value} onChange={onChange} autoComplete="off" autoCapitalize="off" spellCheck={false} maxLength={16} />
    </Field>
  );
}
