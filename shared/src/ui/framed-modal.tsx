import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { useModalBehaviour, useScrollLock } from './modal-stack';
import { CloseIcon, Overlay } from './overlay';
import styles from './modal.module.css';

export const FRAMED_MODAL_DEFAULT_WIDTH = 400;

export interface FramedModalProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** Show the close control (and let Escape close). */
  showClose?: boolean;
  /** Width in pixels (default 400) or any CSS length. */
  width?: number | string;
  children?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/**
 * A framed modal for forms and panels. It never closes on a click on the cover (a stray click
 * must not lose a half-filled form) and freezes page scroll while open.
 */
export function FramedModal({ open, onClose, title, showClose = false, width = FRAMED_MODAL_DEFAULT_WIDTH, children, className, 'data-testid': testId }: FramedModalProps) {
  const { t } = useTranslation('common', { i18n });
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useScrollLock(open);
  useModalBehaviour({ open, containerRef: panelRef, onEscape: showClose ? onClose : undefined });

  if (!open) return null;
  return (
    <Overlay>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        tabIndex={-1}
        className={`${styles.panel} ${className ?? ''}`}
        style={{ width: typeof width === 'number' ? `${width}px` : width }}
        data-testid={testId}
      >
        {(title || showClose) && (
          <div className={styles.header}>
            {title ? (
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
            ) : (
              <span />
            )}
            {showClose && (
              <button type="button" className={styles.closeButton} aria-label={t('close_label')} onClick={onClose}>
                <CloseIcon />
              </button>
            )}
          </div>
        )}
        <div className={styles.body}>{children}</div>
      </div>
    </Overlay>
  );
}
