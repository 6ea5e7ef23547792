/**
 * Tells the session chart about the shopper's input in this tab (domain/rx/session.ts ACTIVITY_EVENTS: keys,
 * clicks and taps, the wheel). Every input is relayed; the chart decides what counts and how often the server hears.
 */
import { useEffect } from 'react';
import { ACTIVITY_EVENTS } from '../../../domain/rx/session';
import { useRxServices } from '../services';

export function ActivityReporter() {
  const { session } = useRxServices();
  useEffect(() => {
    const onInput = () => session.send({ type: 'user.active' });
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, onInput, { passive: true, capture: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onInput, { capture: true });
    };
  }, [session]);
  return null;
}
