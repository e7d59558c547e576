import { useEffect, type RefObject } from 'react';

/**
 * Closes an open header menu the way people expect: a press anywhere outside `root`, or Escape,
 * which also gives the focus back to the button that opened it (so the keyboard user is not lost).
 */
export function useDismiss(open: boolean, close: () => void, root: RefObject<HTMLElement | null>, toggle: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close, root, toggle]);
}
