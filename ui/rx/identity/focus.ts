/** Moves focus to the page heading when the step changes (a screen reader hears the new step; keyboard users start
 *  at its top). The heading is RxPageHeader's h1 (#PharmacyHeader-title, tabIndex -1). */
import { useEffect, useRef } from 'react';

export function useHeadingFocus(step: string): void {
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    document.getElementById('PharmacyHeader-title')?.focus();
  });
}

/** When a message arrives on the same step (a lookup not found, a refused request), the heading takes focus: the
 *  message right below it is in view and read next. */
export function useMessageFocus(message: string | null): void {
  const shown = useRef(message);
  useEffect(() => {
    if (shown.current === message) return;
    shown.current = message;
    if (message) document.getElementById('PharmacyHeader-title')?.focus();
  });
}
