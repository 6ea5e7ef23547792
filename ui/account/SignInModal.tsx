/**
 * The sign-in form as a modal titled 'Sign In' (account-signin.md §2 "Other page behaviour"): a native modal
 * dialog labelled by the form's heading; Escape or Close closes it, and it closes on navigating away. Tab and
 * Shift+Tab stay inside it (nothing behind it, not even "Skip to main content", is reachable while it is open), and
 * when it closes focus returns to the control that opened it.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { SIGN_IN_LABELS } from '../../domain/account/signIn';
import './account.css';

/** What Tab can reach inside the dialog (hidden parts, such as the modal's tracking frame, excluded). */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.closest('[hidden]') === null && el.getAttribute('aria-hidden') !== 'true',
  );
}

export function SignInModal({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const opened = useRef(location.key);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    // The control that opened the modal (it has focus until the dialog takes it).
    const opener = document.activeElement;
    if (typeof el.showModal === 'function' && !el.open) el.showModal();
    else el.setAttribute('open', '');
    return () => {
      if (typeof el.close === 'function' && el.open) el.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  // Navigating away (a link inside the form, the browser's back button) closes the modal.
  useEffect(() => {
    if (location.key !== opened.current) onClose();
  }, [location.key, onClose]);

  const keepTabInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const inside = tabbables(dialog.current);
    const first = inside[0];
    const last = inside[inside.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      className="sign-in-modal"
      aria-labelledby="sign-in-title"
      onKeyDown={keepTabInside}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="sign-in-modal__header">
        <span />
        <button type="button" className="link-button" onClick={onClose}>
          {SIGN_IN_LABELS.close}
        </button>
      </div>
      {children}
    </dialog>
  );
}
