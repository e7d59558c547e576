import { useLayoutEffect, useRef } from 'react';

/**
 * A ref to the latest `value` (usually a callback prop), for handlers and effects that must stay
 * the same across renders yet call what the last render gave. It is updated after each commit,
 * never during render: a render React throws away must not leave its value behind. Read
 * `.current` only in handlers and effects.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
