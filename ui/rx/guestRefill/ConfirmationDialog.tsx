/** A modal confirmation (labelled, focus moved in and kept there, Escape or the button closes it). */
import { type ReactNode, useEffect, useRef } from 'react';

export function ConfirmationDialog({
  title,
  children,
  closeLabel,
  onClose,
}: {
  title: string;
  children: ReactNode;
  closeLabel: string;
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rx-modal">
      <div
        className="rx-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="confirmation-title"
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
          if (e.key === 'Tab') {
            // Only the heading and the button take focus in here: Tab keeps to the button.
            e.preventDefault();
            close.current?.focus();
          }
        }}
      >
        <h2 id="confirmation-title" tabIndex={-1} ref={heading}>
          {title}
        </h2>
        {children}
        <p className="rx-actions">
          <button ref={close} type="button" className="button button--primary" onClick={onClose}>
            {closeLabel}
          </button>
        </p>
      </div>
    </div>
  );
}
