/**
 * The session-timeout modal (pharmacy-portal.md §2.2, §4 "Session", §8): open while the session chart warns. A
 * labelled alert dialog with the countdown (a timer: read on demand, not every second), Stay Signed In and Sign Out;
 * focus moves to Stay Signed In on open, Tab stays inside, Escape extends (like Stay Signed In), and focus returns
 * where it was when it closes. §8's extension failure text is an alert.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { SESSION_TEXTS } from '../../../domain/rx/session';
import { useRxServices } from '../services';

export function TimeoutModal() {
  const { session } = useRxServices();
  const view = useSelector(
    session,
    (s) => ({
      open: s.hasTag('modal'),
      canExtend: s.can({ type: 'user.extend' }),
      countdown: s.context.countdown,
      error: s.context.error,
    }),
    shallowEqual,
  );
  const dialog = useRef<HTMLDivElement>(null);
  const extend = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<Element | null>(null);

  useEffect(() => {
    if (!view.open) return;
    returnFocus.current = document.activeElement;
    extend.current?.focus();
    return () => {
      const back = returnFocus.current;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    };
  }, [view.open]);

  if (!view.open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      session.send({ type: 'user.extend' });
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...(dialog.current?.querySelectorAll<HTMLElement>('button:not([disabled])') ?? [])];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="rx-modal">
      <div
        ref={dialog}
        className="rx-modal__dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="rx-timeout-title"
        aria-describedby="rx-timeout-body"
        onKeyDown={onKeyDown}
      >
        <h2 id="rx-timeout-title">{SESSION_TEXTS.modalTitle}</h2>
        <p id="rx-timeout-body">{SESSION_TEXTS.modalBody}</p>
        <p className="rx-modal__countdown" role="timer" aria-atomic="true">
          {SESSION_TEXTS.countdown(view.countdown)}
        </p>
        {view.error && (
          <p className="rx-modal__error" role="alert">
            {view.error}
          </p>
        )}
        <div className="rx-actions">
          <button
            ref={extend}
            type="button"
            className="button button--primary"
            disabled={!view.canExtend}
            aria-disabled={!view.canExtend}
            onClick={() => session.send({ type: 'user.extend' })}
          >
            {SESSION_TEXTS.extend}
          </button>
          <button type="button" className="button" onClick={() => session.send({ type: 'user.signOut' })}>
            {SESSION_TEXTS.signOut}
          </button>
        </div>
      </div>
    </div>
  );
}
