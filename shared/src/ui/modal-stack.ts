import { useEffect, type RefObject } from 'react';
import { useLatest } from '../hooks/use-latest';

/**
 * Open modals, oldest first. Only the top one answers the keyboard, so Escape in a nested dialog
 * closes that dialog and not the one beneath it.
 */
interface OpenModal {
  id: symbol;
  container: RefObject<HTMLElement | null>;
  /** Where focus goes when this modal closes: the element that had it when the modal opened. */
  returnTo: HTMLElement | null;
}

const stack: OpenModal[] = [];

/** The element that had the focus, or null when nothing did (the page body is no opener). */
function focusedOpener(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body || active === document.documentElement) return null;
  return active;
}

/** Focus `el` and say whether it took it (a hidden or removed element does not). */
function focusIfPossible(el: HTMLElement | null | undefined): boolean {
  if (!el || !el.isConnected) return false;
  el.focus();
  return document.activeElement === el;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('inert'));
}

/** The fields a visitor types into: where focus goes first when a modal opens. */
const FIELD = 'input:not([disabled]):not([readonly]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]):not([readonly])';

/** The element a modal focuses first: one marked data-autofocus, else its first field, else `fallback`. */
function firstFocus(container: HTMLElement, fallback: HTMLElement | null): HTMLElement | null {
  return container.querySelector<HTMLElement>('[data-autofocus]') ?? container.querySelector<HTMLElement>(FIELD) ?? fallback;
}

export interface ModalBehaviour {
  open: boolean;
  containerRef: RefObject<HTMLElement | null>;
  /** Called on Escape; leave undefined when Escape must not close the modal. */
  onEscape?: () => void;
  /** Called on Enter when focus is not on a control that handles Enter itself. */
  onEnter?: () => void;
  /**
   * Element to focus on open when the modal has no element marked data-autofocus and no field;
   * the container itself when absent.
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * Keyboard and focus rules every modal shares: focus moves in on open (to an element marked
 * data-autofocus, else the first field, else `initialFocusRef`, else the panel) and back to where it
 * was on close, Tab stays inside, and Escape/Enter go to the top-most modal only. Content that
 * arrives later (a form loaded on first use) still gets the focus, unless the visitor moved it.
 */
export function useModalBehaviour({ open, containerRef, onEscape, onEnter, initialFocusRef }: ModalBehaviour): void {
  // Handlers change on every render of the caller; reading them through a ref keeps the listener stable.
  const handlers = useLatest({ onEscape, onEnter });

  useEffect(() => {
    if (!open) return;
    const id = Symbol('modal');
    const entry: OpenModal = { id, container: containerRef, returnTo: focusedOpener() };
    stack.push(entry);
    const container = containerRef.current;
    const fallback = initialFocusRef?.current ?? null;
    const target = container ? firstFocus(container, fallback) : fallback;
    (target ?? container)?.focus();

    // A form loaded on first use appears after the panel: focus its field when it arrives, as long
    // as focus has not moved beyond the panel itself.
    let waiting: MutationObserver | null = null;
    if (container && !target && typeof MutationObserver !== 'undefined') {
      waiting = new MutationObserver(() => {
        if (document.activeElement !== container) {
          waiting?.disconnect();
          return;
        }
        const arrived = firstFocus(container, null);
        if (arrived) {
          waiting?.disconnect();
          arrived.focus();
        }
      });
      waiting.observe(container, { childList: true, subtree: true });
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1]?.id !== id || event.defaultPrevented || event.isComposing) return;
      const container = containerRef.current;
      if (event.key === 'Escape' && handlers.current.onEscape) {
        event.preventDefault();
        handlers.current.onEscape();
      } else if (event.key === 'Enter' && handlers.current.onEnter) {
        const el = event.target instanceof HTMLElement ? event.target : null;
        // Buttons, links and text areas already give Enter a meaning of their own.
        if (el && el.closest('button, a[href], textarea, select, [role="button"]')) return;
        event.preventDefault();
        handlers.current.onEnter();
      } else if (event.key === 'Tab' && container) {
        const items = focusableIn(container);
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) {
          event.preventDefault();
          container.focus();
        } else if (!container.contains(document.activeElement)) {
          // The focus was moved behind the modal (by a modal closing beneath it): Tab brings it back in.
          event.preventDefault();
          (event.shiftKey ? last : first).focus();
        } else if (event.shiftKey && (document.activeElement === first || document.activeElement === container)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      waiting?.disconnect();
      document.removeEventListener('keydown', onKeyDown);
      const index = stack.indexOf(entry);
      if (index >= 0) stack.splice(index, 1);
      const above = index >= 0 ? stack[index] : undefined;
      if (above) {
        // A modal beneath another closed (the login form under the welcome): the one above keeps the
        // focus, and returns it, when it closes, to where this one would have.
        const aboveReturn = above.returnTo;
        if (!aboveReturn || !aboveReturn.isConnected || container?.contains(aboveReturn)) above.returnTo = entry.returnTo;
        return;
      }
      const top = stack[stack.length - 1];
      const topContainer = top?.container.current ?? null;
      if (topContainer) {
        // Back to the modal still open beneath: to the opener inside it, else to the modal itself.
        if (!(entry.returnTo && topContainer.contains(entry.returnTo) && focusIfPossible(entry.returnTo))) (firstFocus(topContainer, null) ?? topContainer).focus();
        return;
      }
      if (!focusIfPossible(entry.returnTo)) focusMainContent();
    };
    // Focus is taken once per opening; the refs are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}

/**
 * Where focus goes when the element that opened a modal is gone (the "Log in" button after a
 * login): the page's main landmark, so the next Tab starts from the content rather than from the
 * top of the document.
 */
function focusMainContent(): void {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
  main.focus({ preventScroll: true });
}

let scrollLocks = 0;
let savedOverflow = '';
let savedPaddingRight = '';

/** Freeze page scroll; nested locks are counted and the page scrolls again after the last release. */
export function lockPageScroll(): () => void {
  const body = document.body;
  if (scrollLocks === 0) {
    savedOverflow = body.style.overflow;
    savedPaddingRight = body.style.paddingRight;
    const clientWidth = document.documentElement.clientWidth;
    // Keep the layout from jumping sideways when the scroll bar disappears.
    const scrollbar = clientWidth > 0 ? window.innerWidth - clientWidth : 0;
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    scrollLocks -= 1;
    if (scrollLocks === 0) {
      body.style.overflow = savedOverflow;
      body.style.paddingRight = savedPaddingRight;
    }
  };
}

export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockPageScroll() : undefined), [active]);
}
