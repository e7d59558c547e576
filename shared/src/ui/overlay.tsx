import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './modal.module.css';

export interface OverlayProps {
  /** Called when a press starts and ends on the dimmed cover itself; absent = the cover does nothing. */
  onBackdrop?: () => void;
  children: ReactNode;
}

/**
 * The dimmed cover behind a modal, portalled to <body> so no parent's overflow or z-index can clip it.
 * A press that starts inside the panel and ends on the cover (text selection) does not count.
 */
export function Overlay({ onBackdrop, children }: OverlayProps) {
  const pressedOnCover = useRef(false);
  return createPortal(
    <div
      className={styles.overlay}
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        pressedOnCover.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        const onCover = event.target === event.currentTarget && pressedOnCover.current;
        pressedOnCover.current = false;
        if (onCover) onBackdrop?.();
      }}
    >
      {children}
    </div>,
    document.body,
  );
}

export function CloseIcon() {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M3 3l10 10M13 3L3 13" />
    </svg>
  );
}
