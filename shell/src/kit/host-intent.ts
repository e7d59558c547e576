import { useSyncExternalStore } from 'react';
import type { BusEventName } from '@site/shared';

/**
 * Intents to send a bus event soon: a pointer resting on, a finger touching or focus reaching a
 * control that will send it. The widget hosts load the host that answers such an event ahead of the
 * click, so its dialog is (nearly) ready when the click comes. Module state, so a control anywhere
 * in the shell can say so.
 */
const intended = new Set<BusEventName>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  listeners.forEach((listener) => listener());
}

export function intendEvent(event: BusEventName): void {
  if (intended.has(event)) return;
  intended.add(event);
  changed();
}

/** Handlers for a control that sends `event`. */
export function intentHandlers(event: BusEventName) {
  const intend = () => intendEvent(event);
  return { onPointerEnter: intend, onTouchStart: intend, onFocus: intend };
}

/** Whether any of `events` is intended; re-renders the caller when intents change. */
export function useIntended(): (events: readonly BusEventName[]) => boolean {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
  return (events) => events.some((event) => intended.has(event));
}

/** For tests: forget every intent. */
export function resetIntentsForTests(): void {
  intended.clear();
  changed();
}
