/**
 * The toaster (pharmacy-portal.md §2.2, §8 "Toasts appear as a heading plus text"): renders the toaster chart's toast
 * in a polite live region that is always present (so a new toast is announced), with a close button.
 */
import { useSelector } from '@xstate/react';
import { TOASTER_LABELS } from '../../../domain/rx/toasts';
import { useRxServices } from '../services';

export function RxToaster() {
  const { toaster } = useRxServices();
  const toast = useSelector(toaster, (s) => s.context.toast);
  return (
    <section className="rx-toaster" aria-label={TOASTER_LABELS.region}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast && (
          <div className={`rx-toast rx-toast--${toast.tone}`}>
            <p className="rx-toast__heading">{toast.heading}</p>
            <p className="rx-toast__text">{toast.text}</p>
          </div>
        )}
      </div>
      {toast && (
        <button
          type="button"
          className="rx-toast__close"
          aria-label={TOASTER_LABELS.dismiss}
          onClick={() => toaster.send({ type: 'toast.dismiss' })}
        >
          ×
        </button>
      )}
    </section>
  );
}
