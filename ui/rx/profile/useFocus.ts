/** Moves focus to an element when `active` turns true after the first render (a form that opens, the list a form
 *  returns to), never on the first render. */
import { type RefObject, useEffect, useRef } from 'react';

export function useFocusWhen(ref: RefObject<HTMLElement | null>, active: boolean): void {
  const previous = useRef(active);
  useEffect(() => {
    const was = previous.current;
    previous.current = active;
    if (active && !was) ref.current?.focus();
  }, [ref, active]);
}

/** Focuses the element once, when it mounts after the page was already there (a form or dialog that opens). */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    ref.current?.focus();
  }, [ref]);
}
