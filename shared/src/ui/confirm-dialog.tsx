import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { useModalBehaviour } from './modal-stack';
import { Overlay } from './overlay';
import styles from './modal.module.css';

export interface ConfirmButton {
  label: string;
  /** Runs before the dialog closes. */
  onClick?: () => void;
  /** The button Enter presses when there is more than one. */
  isDefault?: boolean;
}

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  text?: ReactNode;
  /** An embedded component shown under the text. */
  children?: ReactNode;
  /** Default: one CLOSE button. */
  buttons?: ConfirmButton[];
  /** Close on a click on the cover (default true). */
  closeOnBackdrop?: boolean;
  className?: string;
  'data-testid'?: string;
}

/**
 * The generic confirmation: title, text or component, buttons (default CLOSE).
 * Every button closes the dialog after its own action. Enter presses the single button or the
 * `isDefault` one, which also has the focus when the dialog opens; Escape and (by default) a click
 * on the cover close without pressing any.
 */
export function ConfirmDialog({ open, onClose, title, text, children, buttons, closeOnBackdrop = true, className, 'data-testid': testId }: ConfirmDialogProps) {
  const { t } = useTranslation('common', { i18n });
  const titleId = useId();
  const textId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const defaultRef = useRef<HTMLButtonElement>(null);
  const list: ConfirmButton[] = buttons && buttons.length > 0 ? buttons : [{ label: t('close') }];
  const defaultButton = list.length === 1 ? list[0] : list.find((button) => button.isDefault);

  const press = (button: ConfirmButton) => {
    button.onClick?.();
    onClose();
  };

  useModalBehaviour({
    open,
    containerRef: panelRef,
    onEscape: onClose,
    onEnter: defaultButton ? () => press(defaultButton) : undefined,
    initialFocusRef: defaultRef,
  });

  if (!open) return null;
  return (
    <Overlay onBackdrop={closeOnBackdrop ? onClose : undefined}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={text ? textId : undefined}
        tabIndex={-1}
        className={`${styles.panel} ${styles.confirm} ${className ?? ''}`}
        data-testid={testId}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {text && (
          <p id={textId} className={styles.text}>
            {text}
          </p>
        )}
        {children}
        <div className={styles.actions}>
          {list.map((button, index) => (
            <button
              key={`${index}-${button.label}`}
              ref={button === defaultButton ? defaultRef : undefined}
              type="button"
              className={`${styles.button} ${button === defaultButton || (!defaultButton && index === list.length - 1) ? styles.primary : ''}`}
              onClick={() => press(button)}
            >
              {button.label}
            </button>
          ))}
        </div>
      </div>
    </Overlay>
  );
}
