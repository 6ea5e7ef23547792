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
