import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatest } from '../hooks/use-latest';
import { i18n } from '../i18n/i18n';
import { useModalBehaviour } from './modal-stack';
import { CloseIcon, Overlay } from './overlay';
import { SafeHtml } from './safe-html';
import styles from './modal.module.css';

export type DialogIcon = 'info' | 'success' | 'warning' | 'error';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  icon?: DialogIcon;
  /** Server HTML shown in the body; sanitised by SafeHtml. */
  html?: string;
  /** Close by itself after this many milliseconds. */
  autoCloseMs?: number;
  /** Close when the dimmed cover is clicked (default true). */
  closeOnCover?: boolean;
  children?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

const ICON_PATHS: Record<DialogIcon, ReactNode> = {
  info: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 11v6M12 7.5v.5" />
    </>
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M7 12.5l3.2 3.2L17 9" />
    </>
  ),
  warning: (
    <>
      <path d="M12 3L2 20h20L12 3z" />
      <path d="M12 10v5M12 17.5v.5" />
    </>
  ),
  error: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" />
    </>
  ),
};

/** The status icon of a dialog, named for assistive technology ("Warning"). */
export function DialogIconImage({ icon, label }: { icon: DialogIcon; label: string }) {
  return (
    <svg className={`${styles.icon} ${styles[`icon-${icon}`] ?? ''}`} role="img" aria-label={label} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      {ICON_PATHS[icon]}
    </svg>
  );
}

/**
 * A small message dialog: optional status icon, title, HTML or children, a close control.
 * Escape closes it; so does a click on the cover unless `closeOnCover` is false. Its one action is
 * acknowledging it, so Enter closes it too. On open, focus goes to a child marked data-autofocus
 * (the dialog's own OK button), else to the close control.
 */
export function Dialog({ open, onClose, title, icon, html, autoCloseMs, closeOnCover = true, children, className, 'data-testid': testId }: DialogProps) {
  const { t } = useTranslation('common', { i18n });
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const latestClose = useLatest(onClose);

  useModalBehaviour({ open, containerRef: panelRef, onEscape: onClose, onEnter: onClose, initialFocusRef: closeRef });

  useEffect(() => {
    if (!open || !autoCloseMs || autoCloseMs <= 0) return;
    const timer = setTimeout(() => latestClose.current(), autoCloseMs);
    return () => clearTimeout(timer);
  }, [open, autoCloseMs, latestClose]);

  if (!open) return null;
  return (
    <Overlay onBackdrop={closeOnCover ? onClose : undefined}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : icon ? t(`icon_${icon}`) : t('dialog')}
        tabIndex={-1}
        className={`${styles.panel} ${styles.dialog} ${className ?? ''}`}
        data-testid={testId}
      >
        <button ref={closeRef} type="button" className={`${styles.closeButton} ${styles.cornerClose}`} aria-label={t('close_label')} onClick={onClose}>
          <CloseIcon />
        </button>
        {icon && <DialogIconImage icon={icon} label={t(`icon_${icon}`)} />}
        {title && (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        )}
        {html !== undefined && <SafeHtml html={html} className={styles.text} />}
        {children}
      </div>
    </Overlay>
  );
}
